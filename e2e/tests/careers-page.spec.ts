import zlib from 'node:zlib';
import { OPEN_ROLES } from '../../mf-careers/api/src/application-rules';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { horizontalOverflow } from '../support/layout';

// The page lists exactly the positions the upload function accepts applications for.
const POSITIONS = OPEN_ROLES;
const APPLICANT_FORM_TITLE = 'Omega Health Care General Application for Employment';

/**
 * The text a PDF shows, as a reader would find it: every compressed content stream inflated, and
 * the strings it draws (hex or literal, before Tj) decoded and joined with spaces.
 */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const shown: string[] = [];
  for (const match of source.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = zlib
        .inflateSync(pdf.subarray(start, source.indexOf('endstream', start)))
        .toString('latin1');
    } catch {
      continue; // not a deflated stream (an image, a font): no text to read
    }
    for (const [, hex, literal] of content.matchAll(
      /(?:<([0-9A-Fa-f]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g,
    )) {
      shown.push(
        hex !== undefined
          ? Buffer.from(hex, 'hex').toString('latin1')
          : literal.replace(/\\(.)/g, '$1'),
      );
    }
  }
  return shown.join(' ').replace(/\s+/g, ' ');
}

test.describe('careers page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/career/');
    await expect(page.getByRole('heading', { level: 1, name: 'CAREERS' })).toBeVisible();
  });

  test('shows the intro and the seven positions, each with every part and a way to apply', async ({
    page,
  }) => {
    await expect(page).toHaveTitle('Careers | Omega Health Care');
    // The page's own description (the shell's default may also be in the head).
    await expect(
      page.locator('meta[name="description"][content^="Join Omega Health Care"]'),
    ).toHaveCount(1);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Build Your Career With Omega Health Care' }),
    ).toBeVisible();

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(7);
    for (const [index, title] of POSITIONS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card).toContainText('Location:');
      for (const part of ['Qualification', 'Experience', 'Responsibilities', 'More Information']) {
        await expect(card.getByRole('heading', { level: 4, name: part })).toBeVisible();
      }
      await expect(card.getByRole('button', { name: `Apply now for ${title}` })).toBeVisible();
    }
  });

  test('both downloads of every position are real PDFs showing their title', async ({
    page,
    request,
  }) => {
    for (const title of POSITIONS) {
      const card = page.getByRole('article', { name: title });
      const downloads = [
        {
          link: card.getByRole('link', { name: `Position description for ${title} (PDF)` }),
          shows: title,
        },
        {
          link: card.getByRole('link', { name: `Applicant form for ${title} (PDF)` }),
          shows: APPLICANT_FORM_TITLE,
        },
      ];
      for (const { link, shows } of downloads) {
        await expect(link).toHaveAttribute('download', /\.pdf$/);
        const href = await link.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()['content-type'], href).toBe('application/pdf');
        const body = await response.body();
        expect(body.subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
        expect(pdfText(body), href).toContain(shows);
      }
    }
  });

  test('jumping to a position from the list at the top', async ({ page }) => {
    await page
      .getByRole('navigation', { name: 'Go straight to a position:' })
      .getByRole('link', { name: 'Registered Nurse' })
      .click();
    await expect(page).toHaveURL(/\/career\/#position-registered-nurse$/);
    await expect(
      page.getByRole('heading', { level: 3, name: 'Registered Nurse' }),
    ).toBeInViewport();
  });

  test('has no accessibility violations', async ({ page }) => {
    await expectNoAxeViolations(page);
  });

  test('fits a 320 px screen without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
