import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { RemoteName } from '@practice/shared-types';
import {
  breakRemote,
  isSameDocument,
  markDocument,
  remoteOrigins,
  type Outage,
} from '../support/remotes';

const outages: Outage[] = ['stopped', 'error 500', 'hanging'];

interface Slot {
  /** The nav link that leads to where the remote shows. */
  navLabel: string;
  unavailable: RegExp;
  loaded: (page: Page) => Promise<void>;
  /** A route owned by another remote, which must keep working meanwhile. */
  neighbour: { path: string; heading: string };
}

const heading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

const slots: Record<RemoteName, Slot> = {
  blog: {
    navLabel: 'BLOG',
    unavailable: /Our blog is temporarily unavailable/,
    loaded: (page) => heading(page, 'FEATURED BLOGS'),
    neighbour: { path: '/ourteam/', heading: 'MEET THE TEAM' },
  },
  team: {
    navLabel: 'OUR TEAM',
    unavailable: /Our team page is temporarily unavailable/,
    loaded: (page) => heading(page, 'MEET THE TEAM'),
    neighbour: { path: '/career/', heading: 'CAREERS' },
  },
  careers: {
    navLabel: 'CAREERS',
    unavailable: /Our careers page is temporarily unavailable/,
    loaded: (page) => heading(page, 'CAREERS'),
    neighbour: { path: '/blog/', heading: 'FEATURED BLOGS' },
  },
  reviews: {
    navLabel: 'HOME',
    unavailable: /Patient reviews cannot be shown right now/,
    loaded: (page) =>
      expect(
        page.getByRole('region', { name: 'Our Reviews' }).getByRole('listitem').first(),
      ).toBeVisible(),
    neighbour: { path: '/blog/', heading: 'FEATURED BLOGS' },
  },
};

test.describe('a dead remote never breaks the site', () => {
  for (const [remote, slot] of Object.entries(slots) as Array<[RemoteName, Slot]>) {
    for (const outage of outages) {
      test(`${remote} ${outage}: other remotes work, the notice shows, Retry recovers in place`, async ({
        page,
        request,
      }) => {
        const uncaught: Error[] = [];
        page.on('pageerror', (error) => uncaught.push(error));
        const restore = await breakRemote(page, (await remoteOrigins(request))[remote], outage);

        // Another remote's route works fully while this one is down.
        await page.goto(slot.neighbour.path);
        await heading(page, slot.neighbour.heading);
        await markDocument(page);

        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: slot.navLabel, exact: true })
          .click();
        const notice = page.getByText(slot.unavailable);
        // A hanging remote is given up after at most 8 seconds.
        await expect(notice).toBeVisible({ timeout: 9_000 });
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        if (remote !== 'reviews') {
          await expect(page.getByRole('alert')).toContainText('(732) 555-0142');
        }

        // The remote comes back: Retry loads it in place, without a reload.
        await restore();
        await page.getByRole('button', { name: 'Retry' }).click();
        await slot.loaded(page);
        await expect(notice).toHaveCount(0);
        expect(await isSameDocument(page)).toBe(true);
        expect(uncaught).toEqual([]);
      });
    }
  }
});

/** Where a visitor lands directly on each remote's part. */
const landings: Record<RemoteName, string> = {
  blog: '/blog/',
  team: '/ourteam/',
  careers: '/career/',
  reviews: '/',
};

test.describe('a remote the browser cannot reach on the page it lands on', () => {
  /** The whole remote refused, or only its entry failing (its manifest answers). */
  const failures = {
    stopped: (page: Page, origin: string) => breakRemote(page, origin, 'stopped'),
    'entry 500': async (page: Page, origin: string) => {
      const pattern = `${origin}/remoteEntry.js`;
      const fail = (route: Route) => route.fulfill({ status: 500, body: 'Internal Server Error' });
      await page.route(pattern, fail);
      return () => page.unroute(pattern, fail);
    },
  };

  for (const [remote, path] of Object.entries(landings) as Array<[RemoteName, string]>) {
    for (const [failure, breakIt] of Object.entries(failures)) {
      test(`${remote} ${failure}: the notice shows, and Retry recovers in place once it is back`, async ({
        page,
        request,
      }) => {
        const uncaught: Error[] = [];
        page.on('pageerror', (error) => uncaught.push(error));
        const restore = await breakIt(page, (await remoteOrigins(request))[remote]);
        await page.goto(path);
        const notice = page.getByText(slots[remote].unavailable);
        await expect(notice).toBeVisible();
        await markDocument(page);

        // The runtime must fetch the remote's entry anew, not answer with its first failure.
        await restore();
        await page.getByRole('button', { name: 'Retry' }).click();
        await expect(notice).toHaveCount(0);
        await slots[remote].loaded(page);
        expect(await isSameDocument(page)).toBe(true);
        expect(uncaught).toEqual([]);
      });
    }
  }
});
