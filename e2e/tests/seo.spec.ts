import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { hydrationErrors } from '../support/hydration';
import { sitemapPaths } from '../support/sitemap';

const NOT_FOUND = /^(Page|Blog|Provider) Not Found$|^Data Not Found$/;

async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('search engines', () => {
  test('robots.txt points at a sitemap that lists every public route', async ({ page }) => {
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const paths = await sitemapPaths(page.request);
    expect(paths).toEqual(expect.arrayContaining(['/', '/aboutUs/', '/FAQs', '/contact-us']));
    expect(paths.filter((path) => /^\/services\/[^/]+\/$/.test(path))).toHaveLength(10);
    expect(paths.filter((path) => /^\/ourteam\/[A-Za-z]+_[A-Za-z]+\/$/.test(path))).toHaveLength(9);
    expect(
      paths.filter((path) => /^\/blog\/(?!category|archive)[^/]+\/$/.test(path)).length,
    ).toBeGreaterThanOrEqual(30);
    expect(paths.filter((path) => path.startsWith('/blog/archive/'))).toHaveLength(14);
    expect(new Set(paths).size).toBe(paths.length);
  });

  // Every location is visited in a real browser, in a few shards so the suite stays parallel.
  const SHARDS = 4;
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`every sitemap URL answers 200 with its page, hydrates it without a mismatch, with canonical and social tags (part ${shard + 1})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors = hydrationErrors(page);
      const paths = (await sitemapPaths(page.request)).filter(
        (_, index) => index % SHARDS === shard,
      );
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(errors, path).toEqual([]);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, path).toBeVisible();
        await expect(heading, path).not.toHaveText(NOT_FOUND);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname + new URL(canonical ?? '').search, path).toBe(
          path,
        );
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
          'content',
          canonical ?? '',
        );
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          await page.title(),
        );
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
          'content',
          'summary_large_image',
        );
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          /^https:\/\/[^/]+\/social-card\.png$/,
        );
      }
    });
  }

  test('the link-preview picture is served as a 1200 × 630 PNG', async ({ page, request }) => {
    await page.goto('/');
    const image = new URL(
      (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '',
    );
    const response = await request.get(image.pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // The PNG header's IHDR chunk holds the width and height as big-endian integers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute(
      'content',
      '630',
    );
  });

  test('Home and Contact describe the practice as a MedicalClinic with both locations', async ({
    page,
  }) => {
    for (const path of ['/', '/contact-us']) {
      await page.goto(path);
      const findClinic = async () =>
        (await jsonLdBlocks(page)).find((block) => block['@type'] === 'MedicalClinic');
      // The screen may still be loading its chunk: wait for its data to be there.
      await expect.poll(findClinic, { message: path }).toBeDefined();
      expect(await findClinic(), path).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Omega Health Care',
        telephone: expect.stringMatching(/^\+1\d{10}$/),
        address: { '@type': 'PostalAddress', addressRegion: 'NJ', postalCode: expect.any(String) },
        openingHoursSpecification: [{ opens: '08:00', closes: '16:00' }],
        department: {
          '@type': 'MedicalClinic',
          address: { addressLocality: 'Pine Ridge Township' },
        },
      });
    }
  });

  test('FAQs carry an FAQPage with every question and its answer', async ({ page }) => {
    await page.goto('/FAQs');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    const faq = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'FAQPage') as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity).toHaveLength(11);
    for (const question of faq.mainEntity) {
      expect(question.name).toMatch(/\?$/);
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(40);
      expect(question.acceptedAnswer.text).not.toContain('{phone}');
    }
    await expect(
      page.getByRole('heading', { level: 3, name: faq.mainEntity[0]!.name }),
    ).toBeVisible();
  });

  test('every JSON-LD block on the key pages parses', async ({ page }) => {
    for (const path of [
      '/',
      '/FAQs',
      '/contact-us',
      '/blog/',
      '/ourteam/',
      '/ourteam/Samuel_Osei/',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const block of await jsonLdBlocks(page)) {
        expect(block['@context'], path).toBe('https://schema.org');
        expect(typeof block['@type'], path).toBe('string');
      }
    }
  });
});
