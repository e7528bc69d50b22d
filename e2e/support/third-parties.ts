import type { BrowserContext } from '@playwright/test';
import { reviewsStubOrigin } from './reviews-stub';

/** This machine: the suite's site, its remotes and its services. Anything else is a third party. */
const FIRST_PARTY_HOSTS = new Set(['localhost', '127.0.0.1']);

/** A third party here on this machine: the reviews provider's stub, which only the relay calls. */
const isThirdParty = (url: URL) =>
  url.protocol !== 'data:' &&
  (!FIRST_PARTY_HOSTS.has(url.hostname) || url.origin === reviewsStubOrigin);

/**
 * Records every request a browser context makes to a third party, which none answers here (no
 * network leaves this machine): gtag.js gets an empty stand-in script, so the page goes on as it
 * would, and everything else is refused.
 */
export async function recordThirdParties(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(isThirdParty, (route) => {
    const url = route.request().url();
    requests.push(url);
    if (new URL(url).hostname === 'www.googletagmanager.com')
      return route.fulfill({ contentType: 'text/javascript', body: '/* gtag.js stand-in */' });
    return route.abort('blockedbyclient');
  });
  return requests;
}
