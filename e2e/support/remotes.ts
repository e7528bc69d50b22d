import type { APIRequestContext, Page } from '@playwright/test';
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
