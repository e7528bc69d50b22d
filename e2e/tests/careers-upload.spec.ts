import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import type { Locator, Page } from '@playwright/test';
import { resumePdf } from '../support/documents';
import { remoteOrigins } from '../support/remotes';
import { expect, test } from '../support/fixtures';
import type { RuntimeConfig, UploadReceipt } from '@practice/shared-types';

const TYPE_ERROR = 'Please upload only PDF or Word documents.';
const SIZE_ERROR = 'Total file size should be equal to or less than 10 MB.';
const SUCCESS = 'Files successfully uploaded!';
const POSITION = 'Licensed Practical Nurse';

/** Where `npm start` (server/run/serve.mjs) stores applications; only local runs can look. */
const LOCAL_UPLOAD_DIR = path.resolve(__dirname, '../../mf-careers/api/data');

async function uploadUrl(page: Page): Promise<string> {
  const config = (await (await page.request.get('/runtime-config.json')).json()) as RuntimeConfig;
  return config.uploadUrl;
}

async function openUploadDialog(page: Page): Promise<Locator> {
  await page.goto('/career/');
  await page.getByRole('button', { name: `Apply now for ${POSITION}` }).click();
  const dialog = page.getByRole('dialog', { name: `Apply for ${POSITION}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the careers page comes without the sending code (axios), which its modal asks for', async ({
  page,
  request,
}) => {
  const origins = await remoteOrigins(request);
  // Each careers script's body, whether it holds axios (its error class's name survives minifying).
  const scripts: Array<Promise<boolean>> = [];
  page.on('response', (response) => {
    if (
      response.request().resourceType() === 'script' &&
      response.url().startsWith(origins.careers)
    )
      scripts.push(response.text().then((body) => body.includes('AxiosError')));
  });
  const holdAxios = async () => (await Promise.all(scripts)).some(Boolean);
  await page.goto('/career/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(await holdAxios()).toBe(false);
  await page.getByRole('button', { name: `Apply now for ${POSITION}` }).click();
  await expect(page.getByRole('dialog', { name: `Apply for ${POSITION}` })).toBeVisible();
  await expect.poll(holdAxios).toBe(true);
});

test.describe('applying for a position', () => {
  test('the modal opens named by the position, traps focus, and Escape returns to the button', async ({
    page,
  }) => {
    const dialog = await openUploadDialog(page);
    await expect(dialog.getByLabel('Choose files')).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Submit application' })).toBeDisabled();
    await expectNoAxeViolations(page);

    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Apply now for ${POSITION}` })).toBeFocused();
  });

  test('a file of another type shows the type message and clears the selection', async ({
    page,
  }) => {
    const dialog = await openUploadDialog(page);
    await dialog.getByLabel('Choose files').setInputFiles([
      { name: 'resume.pdf', mimeType: 'application/pdf', buffer: resumePdf() },
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not really a photo') },
    ]);

    await expect(dialog.getByRole('alert')).toHaveText(TYPE_ERROR);
    await expect(dialog.getByText('No files chosen')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit application' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('more than 10 MB in total shows the size message and clears the selection', async ({
    page,
  }) => {
    const dialog = await openUploadDialog(page);
    const half = Buffer.alloc(5 * 1024 * 1024, 0x20);
    await dialog.getByLabel('Choose files').setInputFiles([
      { name: 'part-1.pdf', mimeType: 'application/pdf', buffer: half },
      {
        name: 'part-2.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([half, Buffer.from('!')]),
      },
    ]);

    await expect(dialog.getByRole('alert')).toHaveText(SIZE_ERROR);
    await expect(dialog.getByText('No files chosen')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit application' })).toBeDisabled();
  });

  test('an upload while the function is unreachable shows the error and keeps the files; a retry reaches the function and is stored', async ({
    page,
  }) => {
    const url = await uploadUrl(page);
    const dialog = await openUploadDialog(page);
    const resume = resumePdf();
    await dialog.getByLabel('Choose files').setInputFiles({
      name: 'Résumé of a test applicant.pdf',
      mimeType: 'application/pdf',
      buffer: resume,
    });
    await expect(dialog.getByRole('list', { name: 'Chosen files' })).toContainText(
      'Résumé of a test applicant.pdf',
    );

    await page.route(url, (route) => route.abort('connectionrefused'));
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      /^We could not upload your files\. Please try again or e-mail us at \S+@\S+\.$/,
    );
    await expect(dialog.getByRole('list', { name: 'Chosen files' })).toContainText(
      'Résumé of a test applicant.pdf',
    );
    await expectNoAxeViolations(page);

    // The function is back: Submit again sends the kept files for real.
    await page.unroute(url);
    const answer = page.waitForResponse(
      (response) => response.url() === url && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const receipt = (await response.json()) as UploadReceipt;
    expect(receipt).toMatchObject({ role: POSITION, files: 1 });

    await expect(dialog.getByRole('status')).toHaveText(
      `${SUCCESS} Your reference is ${receipt.id}.`,
    );
    await expect(dialog.getByRole('progressbar')).toBeHidden();
    await expectNoAxeViolations(page);

    // Against another deployment the stored files are out of reach; locally they are checked.
    if (process.env.BASE_URL) return;
    const folder = path.join(LOCAL_UPLOAD_DIR, receipt.id);
    try {
      const record = JSON.parse(await fs.readFile(path.join(folder, 'application.json'), 'utf8'));
      const sha256 = crypto.createHash('sha256').update(resume).digest('hex');
      expect(record).toMatchObject({
        id: receipt.id,
        role: POSITION,
        files: [
          {
            originalName: 'Résumé of a test applicant.pdf',
            storedName: 'file-1.pdf',
            mediaType: 'application/pdf',
            size: resume.length,
            sha256,
          },
        ],
      });
      const stored = await fs.readFile(path.join(folder, 'file-1.pdf'));
      expect(crypto.createHash('sha256').update(stored).digest('hex')).toBe(sha256);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  test('while sending, a spinner and the progress bar show', async ({ page }) => {
    const url = await uploadUrl(page);
    const dialog = await openUploadDialog(page);
    await dialog
      .getByLabel('Choose files')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: resumePdf() });

    // Hold the request so the sending state can be seen, then refuse it like a server error.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(url, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.fulfill({ status: 500, json: { error: 'Internal error' } });
    });
    await dialog.getByRole('button', { name: 'Submit application' }).click();

    await expect(dialog.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    release();
    await expect(dialog.getByRole('alert')).toContainText('We could not upload your files.');
    await expect(dialog.getByRole('button', { name: 'Submit application' })).toBeEnabled();

    // Closing clears everything.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: `Apply now for ${POSITION}` }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByText('No files chosen')).toBeVisible();
  });
});
