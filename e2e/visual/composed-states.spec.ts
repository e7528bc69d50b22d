import type { Page } from '@playwright/test';
import { installFailure } from '../support/failures';
import { appTest as test, expect, POPUP_NAME } from '../support/fixtures';
import { remoteOrigins } from '../support/remotes';
import { closePopup, expectComposedLook, SCREENS, settle, type Overlay } from '../support/visual';

/**
 * The states a visitor brings about, at each width: the landing pop-up, the phone's menu, the
 * careers upload modal, FAQ answers open, the blog sidebar's search results under the box and a
 * remote's notice (its code failing in the browser).
 */
interface State {
  path: string;
  name: string;
  /** Only where the state exists (the menu collapses behind a toggle on small screens only). */
  widths?: number[];
  before?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** What a remote draws outside its slot in this state: its own image, masked in the others. */
  overlays?: (page: Page) => Overlay[];
}

const states: State[] = [
  {
    path: '/',
    name: 'popup-open',
    act: async (page) => {
      await expect(page.getByRole('dialog', { name: POPUP_NAME })).toBeVisible();
    },
  },
  {
    path: '/',
    name: 'menu-open',
    widths: [360, 768],
    act: async (page) => {
      await closePopup(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    },
  },
  {
    path: '/career/',
    name: 'upload-open',
    act: async (page) => {
      await closePopup(page);
      await settle(page);
      await page
        .getByRole('button', { name: /^Apply now for / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: /^Apply for / })).toBeVisible();
    },
    // The careers remote portals its modal to the body, outside its slot: it is the careers'.
    overlays: (page) => [
      {
        owner: 'careers',
        name: 'UploadDialog',
        locator: page.getByRole('dialog', { name: /^Apply for / }),
      },
    ],
  },
  {
    path: '/FAQs',
    name: 'answers-open',
    act: async (page) => {
      await closePopup(page);
      await settle(page);
      await page.locator('main details summary').nth(3).click();
      await expect(page.locator('main details[open]')).toHaveCount(2);
    },
  },
  {
    path: '/blog/category/Announcements/',
    name: 'search-results',
    act: async (page) => {
      await closePopup(page);
      await settle(page);
      await page.getByRole('searchbox', { name: 'Search articles by title or tag' }).fill('health');
      await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    },
  },
  {
    path: '/aboutUs/',
    name: 'reviews-notice',
    before: async (page) => {
      const origins = await remoteOrigins(page.request);
      await installFailure(page, origins.reviews, 'refused');
    },
    act: async (page) => {
      await closePopup(page);
      await settle(page);
      await expect(page.getByText(/Patient reviews cannot be shown right now/)).toBeVisible();
    },
  },
  {
    path: '/career/',
    name: 'careers-notice',
    before: async (page) => {
      const origins = await remoteOrigins(page.request);
      await installFailure(page, origins.careers, 'refused');
    },
    act: async (page) => {
      await closePopup(page);
      await settle(page);
      await expect(page.getByText(/Our careers page is temporarily unavailable/)).toBeVisible();
    },
  },
];

for (const screen of SCREENS) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen });

    for (const state of states.filter((each) => each.widths?.includes(screen.width) ?? true)) {
      test(`${state.path} ${state.name}`, async ({ page }) => {
        await state.before?.(page);
        await page.goto(state.path);
        await state.act(page);
        await expectComposedLook(page, state.path, state.name, state.overlays?.(page));
      });
    }
  });
}
