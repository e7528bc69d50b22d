import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Structured data of the blog and team remotes, read through the shell as a search engine would:
 * every JSON-LD block parses, carries the schema.org fields of its page and mirrors what shows.
 */

type JsonLd = Record<string, unknown>;

interface ListItem {
  '@type': string;
  position: number;
  name: string;
  item: string;
}

const NALOXONE = '/blog/Why-Naloxone-Belongs-in-Every-Home-First-Aid-Kit/';

/** Every JSON-LD block on the page, parsed (a block that is not JSON fails here). */
async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

/** The one block of a schema.org type. */
function ofType(blocks: JsonLd[], type: string): JsonLd {
  const matches = blocks.filter((block) => block['@type'] === type);
  expect(matches, `one ${type} block`).toHaveLength(1);
  expect(matches[0]['@context']).toBe('https://schema.org');
  return matches[0];
}

/** Opens a screen and waits for its remote to have rendered it. */
async function open(page: Page, path: string, h1: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
}

/**
 * Checks the BreadcrumbList against the visible breadcrumb (same labels, in order), with absolute
 * URLs on one origin and the current page last; returns that origin (the site's public one).
 */
async function expectBreadcrumbMirrored(page: Page, blocks: JsonLd[], currentPath: string) {
  const items = ofType(blocks, 'BreadcrumbList').itemListElement as ListItem[];
  const visible = await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('listitem')
    .allTextContents();
  expect(items.map((item) => item.name)).toEqual(visible);
  expect(items.map((item) => item.position)).toEqual(visible.map((_, index) => index + 1));
  expect(items.every((item) => item['@type'] === 'ListItem')).toBe(true);
  const origin = new URL(items[0].item).origin;
  expect(items[0].item).toBe(`${origin}/`);
  expect(items.at(-1)?.item).toBe(`${origin}${currentPath}`);
  return origin;
}

/** The image is an absolute URL that serves an image. */
async function expectAbsoluteImage(request: APIRequestContext, image: unknown) {
  expect(typeof image).toBe('string');
  expect(new URL(image as string).protocol).toMatch(/^https?:$/);
  const response = await request.get(image as string);
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^image\//);
}

const metaDescription = (page: Page) =>
  page.locator('meta[name="description"]').last().getAttribute('content');

test.describe('structured data of the blog and team', () => {
  test('a post carries its BlogPosting and breadcrumb', async ({ page, request }) => {
    const title = 'Why Naloxone Belongs in Every Home First Aid Kit';
    await open(page, NALOXONE, title);
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['BlogPosting', 'BreadcrumbList']);
    const origin = await expectBreadcrumbMirrored(page, blocks, NALOXONE);
    const posting = ofType(blocks, 'BlogPosting');
    const practice = { '@type': 'Organization', name: 'Omega Health Care', url: origin };
    expect(posting).toMatchObject({
      headline: title,
      description: await metaDescription(page),
      datePublished: '2024-10-22',
      url: `${origin}${NALOXONE}`,
      mainEntityOfPage: `${origin}${NALOXONE}`,
      author: practice,
      publisher: practice,
      keywords: ['naloxone', 'overdose', 'harm reduction'],
      articleSection: 'Articles',
    });
    await expectAbsoluteImage(request, posting.image);
    await expectNoAxeViolations(page);
  });

  test('the blog list carries its breadcrumb', async ({ page }) => {
    await open(page, '/blog/', 'FEATURED BLOGS');
    const blocks = await jsonLdBlocks(page);
    expect(blocks).toHaveLength(1);
    await expectBreadcrumbMirrored(page, blocks, '/blog/');
    await expectNoAxeViolations(page);
  });

  test('the team page carries its breadcrumb', async ({ page }) => {
    await open(page, '/ourteam/', 'MEET THE TEAM');
    const blocks = await jsonLdBlocks(page);
    expect(blocks).toHaveLength(1);
    await expectBreadcrumbMirrored(page, blocks, '/ourteam/');
    await expectNoAxeViolations(page);
  });

  test('a doctor is a Physician of the practice', async ({ page, request }) => {
    await open(page, '/ourteam/Samuel_Osei', 'Dr. Samuel Osei');
    const blocks = await jsonLdBlocks(page);
    const origin = await expectBreadcrumbMirrored(page, blocks, '/ourteam/Samuel_Osei/');
    const physician = ofType(blocks, 'Physician');
    const clinic = { '@type': 'MedicalClinic', name: 'Omega Health Care', url: origin };
    expect(physician).toMatchObject({
      name: 'Dr. Samuel Osei',
      url: `${origin}/ourteam/Samuel_Osei/`,
      description: await metaDescription(page),
      knowsAbout: 'Internal Medicine and Addiction Medicine',
      address: { '@type': 'PostalAddress', addressRegion: 'NJ', addressCountry: 'US' },
      memberOf: clinic,
      parentOrganization: clinic,
    });
    expect(physician.telephone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    const address = physician.address as Record<string, string>;
    for (const field of ['streetAddress', 'addressLocality', 'postalCode']) {
      expect(address[field]).toBeTruthy();
    }
    await expectAbsoluteImage(request, physician.image);
    await expectNoAxeViolations(page);
  });

  test('a practitioner is a Person working for the practice', async ({ page, request }) => {
    await open(page, '/ourteam/Aisha_Rahman/', 'Aisha Rahman, APN');
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'Person']);
    const origin = await expectBreadcrumbMirrored(page, blocks, '/ourteam/Aisha_Rahman/');
    const person = ofType(blocks, 'Person');
    expect(person).toMatchObject({
      name: 'Aisha Rahman, APN',
      url: `${origin}/ourteam/Aisha_Rahman/`,
      description: await metaDescription(page),
      jobTitle: 'MSN, PMHNP-BC – Psychiatric Nurse Practitioner',
      worksFor: { '@type': 'MedicalClinic', name: 'Omega Health Care', url: origin },
    });
    await expectAbsoluteImage(request, person.image);
    await expectNoAxeViolations(page);
  });

  test('an unknown provider carries no structured data', async ({ page }) => {
    await open(page, '/ourteam/Nobody_Here/', 'Provider Not Found');
    expect(await jsonLdBlocks(page)).toEqual([]);
  });
});
