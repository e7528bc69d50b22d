import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { RemoteName, RuntimeConfig } from '@practice/shared-types';

/** The origin each remote is served from in the environment under test, read from its runtime config. */
export async function remoteOrigins(
  request: APIRequestContext,
): Promise<Record<RemoteName, string>> {
  const config = (await (await request.get('/runtime-config.json')).json()) as RuntimeConfig;
  return Object.fromEntries(
    config.remotes.map((remote) => [remote.name, new URL(remote.entry).origin]),
  ) as Record<RemoteName, string>;
}

export type Outage = 'stopped' | 'error 500' | 'hanging';

/**
 * Makes one remote misbehave for this page only, as the browser would see it: a refused
 * connection, a 500 for every file, or a server that never answers. Returns a function that
 * brings the remote back.
 */
export async function breakRemote(
  page: Page,
  origin: string,
  outage: Outage,
): Promise<() => Promise<void>> {
  const pattern = `${origin}/**`;
  const handler = async (route: Route) => {
    if (outage === 'stopped') await route.abort('connectionrefused');
    else if (outage === 'error 500')
      await route.fulfill({ status: 500, body: 'Internal Server Error' });
    // 'hanging': never answer.
  };
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

/** Marks the current document, so a test can tell whether later navigation reloaded the page. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}
