// @ts-check
/* global document */
/**
 * The bench's throttled phone: Lighthouse's mobile device (a moto g power) and its throttling
 * (`mobileSlow4G`: 4× CPU slowdown, or more to bench as a slower host (host-speed.mjs), 150 ms
 * round trips, 1.6 Mbps down), applied to a Playwright page through the DevTools protocol, so
 * that real touch input can be timed in the page.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.mjs';
import { slowdownIn } from './host-speed.mjs';

export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const NETWORK = { rttMs: 150, downKbps: 1638.4, upKbps: 750 };

export const launchBrowser = () =>
  chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });

/** @param {import('@playwright/test').Page} page a page that has not loaded anything yet */
export async function throttle(page) {
  const rate = await slowdownIn(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.rttMs,
    downloadThroughput: (NETWORK.downKbps * 1024) / 8,
    uploadThroughput: (NETWORK.upKbps * 1024) / 8,
  });
}

/**
 * Waits until the app runs, the network is idle and then `quietMs` more.
 * @param {import('@playwright/test').Page} page
 * @param {number} quietMs
 */
export async function settle(page, quietMs) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(quietMs);
}

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};
