import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RuntimeConfig } from '@practice/shared-types';
import { expectNoAxeViolations } from '../support/axe';
import { resumePdf } from '../support/documents';
import { expect, test } from '../support/fixtures';

const POSITION = 'Licensed Practical Nurse';
/** Where `npm start` stores applications; only local runs can look. */
const LOCAL_UPLOAD_DIR = path.resolve(__dirname, '../../mf-careers/api/data');

async function uploadUrl(page: Page): Promise<string> {
  const config = (await (await page.request.get('/runtime-config.json')).json()) as RuntimeConfig;
  return config.uploadUrl;
}

/** Content-Security-Policy reports on the console, as Chromium writes them. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test.describe('applying without script', () => {
  test.use({ javaScriptEnabled: false });

  test('Apply now leads to the form with the position; the receipt page gives the reference', async ({
    page,
  }) => {
    const violations = cspViolations(page);
    await page.goto('/career/');
    await page.getByRole('button', { name: `Apply now for ${POSITION}` }).click();
    await expect(page).toHaveURL(/\/career\/\?role=Licensed\+Practical\+Nurse#apply$/);
    const form = page.getByRole('form', { name: 'Apply online' });
    await expect(form.getByRole('combobox', { name: 'Position' })).toHaveValue(POSITION);

    const resume = resumePdf();
    await form.getByLabel('Your documents').setInputFiles({
      name: 'Resume.pdf',
      mimeType: 'application/pdf',
      buffer: resume,
    });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send application' }).click(),
    ]);
    expect(answer.status()).toBe(201);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application received');
    await expect(page).toHaveTitle('Application received');
    const text = await page.locator('main').innerText();
    const reference =
      /Files successfully uploaded! Your reference is ([0-9A-Z]{4}-[0-9A-Z]{4})\./.exec(text)?.[1];
    expect(reference).toBeDefined();
    expect(text).toContain(`for ${POSITION} (1 file)`);
    expect(violations).toEqual([]);

    await page.getByRole('link', { name: 'Back to careers' }).click();
    await expect(page).toHaveURL(/\/career\/$/);

    if (process.env.BASE_URL) return;
    const folder = path.join(LOCAL_UPLOAD_DIR, reference!);
    try {
      const record = JSON.parse(await fs.readFile(path.join(folder, 'application.json'), 'utf8'));
      expect(record).toMatchObject({
        id: reference,
        role: POSITION,
        files: [{ originalName: 'Resume.pdf', storedName: 'file-1.pdf', size: resume.length }],
      });
      expect(await fs.readFile(path.join(folder, 'file-1.pdf'))).toEqual(resume);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  test('a file that is not a document gets the error page in words, with a way back', async ({
    page,
  }) => {
    await page.goto('/career/');
    const form = page.getByRole('form', { name: 'Apply online' });
    await form.getByRole('combobox', { name: 'Position' }).selectOption(POSITION);
    await form.getByLabel('Your documents').setInputFiles({
      name: 'cover-letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('Dear hiring team, this is plain text.'),
    });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send application' }).click(),
    ]);
    expect(answer.status()).toBe(415);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your application was not sent',
    );
    await expect(page.getByText('"cover-letter.pdf" is not a PDF or Word document.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to careers to try again' }).click();
    await expect(page).toHaveURL(/\/career\/$/);
  });

  test('a post from another site is refused with a page saying why', async ({ page }) => {
    const url = await uploadUrl(page);
    const elsewhere = 'http://elsewhere.example/';
    await page.route(elsewhere, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          `<!doctype html><html lang="en"><title>Elsewhere</title><form method="post" ` +
          `enctype="multipart/form-data" action="${url}"><input name="role" value="${POSITION}">` +
          `<input type="file" name="fileField"><button>Send</button></form></html>`,
      }),
    );
    await page.goto(elsewhere);
    await page.locator('input[type=file]').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: resumePdf(),
    });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(answer.status()).toBe(403);
    await expect(page.getByText('Applications are accepted only from our website.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to careers to try again' })).toHaveAttribute(
      'href',
      /^http:\/\/localhost:\d+\/career\/$/,
    );
  });
});

test.describe('the plain form with script', () => {
  test('is posted by the browser within the page CSP, and the script checks the files first', async ({
    page,
  }) => {
    const violations = cspViolations(page);
    await page.goto('/career/');
    const form = page.getByRole('form', { name: 'Apply online' });
    await form.getByRole('combobox', { name: 'Position' }).selectOption(POSITION);
    const files = form.getByLabel('Your documents');
    await files.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('x'),
    });
    await expect(form.getByRole('alert')).toHaveText('Please upload only PDF or Word documents.');

    await files.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: resumePdf() });
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Application received');
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);

    if (process.env.BASE_URL) return;
    const reference = await page.locator('.reference').innerText();
    await fs.rm(path.join(LOCAL_UPLOAD_DIR, reference), { recursive: true, force: true });
  });
});
