import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createUploadServer, type UploadOptions, type UploadServer } from '../server';
import { SITE } from './applications';
import { baseUrl } from './http-client';
import type { SmtpInbox } from './smtp-inbox';

/** Mail to the hiring inbox, as production sends it, through the test's SMTP server. */
export const hiringMail = (inbox: SmtpInbox) => ({
  smtpUrl: inbox.url,
  from: 'careers@omegahealth.example',
  to: 'hiring@omegahealth.example',
  attachFiles: true,
});

export interface TestFunction {
  uploadDir: string;
  server: UploadServer;
  uploadUrl: string;
}

/**
 * The upload function on a free loopback port, storing in a fresh folder, its limits and disk
 * check off and its log quiet unless `options` says otherwise (each test turns on what it tests).
 */
export async function startTestFunction(
  folderPrefix: string,
  options: UploadOptions,
): Promise<TestFunction> {
  const uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), folderPrefix));
  const server = createUploadServer({
    uploadDir,
    allowedOrigins: [SITE],
    rateLimit: false,
    globalRateLimit: false,
    quotaBytesPerClientPerDay: false,
    minFreeDiskMb: 0,
    log: () => undefined,
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { uploadDir, server, uploadUrl: `${baseUrl(server)}/upload_form` };
}

/** Stops the function and removes what it stored. */
export async function stopTestFunction({ server, uploadDir }: TestFunction): Promise<void> {
  await server.shutdown();
  await fs.rm(uploadDir, { recursive: true, force: true });
}
