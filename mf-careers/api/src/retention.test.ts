/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createUploadServer } from './server';
import { sweepExpiredApplications } from './retention';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-01-15T12:00:00Z');

let uploadDir: string;
beforeEach(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-retention-'));
});
afterEach(() => fs.rm(uploadDir, { recursive: true, force: true }));

/** A folder in the upload directory last changed `ageDays` days before `now`. */
async function folder(name: string, ageDays: number): Promise<void> {
  const target = path.join(uploadDir, name);
  await fs.mkdir(target);
  await fs.writeFile(path.join(target, 'application.json'), '{}');
  const time = new Date(now - ageDays * DAY_MS);
  await fs.utimes(target, time, time);
}

test('applications older than the retention period are deleted; younger ones and the function’s own folders stay', async () => {
  await folder('OLD1-AAAA', 181);
  await folder('OLD2-BBBB', 180.01);
  await folder('KEEP-CCCC', 179.99);
  await folder('NEW0-DDDD', 0);
  await folder('.outbox', 400);
  await folder('.incoming-x', 400);

  expect((await sweepExpiredApplications(uploadDir, 180, now)).sort()).toEqual([
    'OLD1-AAAA',
    'OLD2-BBBB',
  ]);
  expect((await fs.readdir(uploadDir)).sort()).toEqual([
    '.incoming-x',
    '.outbox',
    'KEEP-CCCC',
    'NEW0-DDDD',
  ]);
});

test('the period is a setting', async () => {
  await folder('AGED-AAAA', 31);
  await folder('KEEP-BBBB', 29);
  expect(await sweepExpiredApplications(uploadDir, 30, now)).toEqual(['AGED-AAAA']);
});

test('the function sweeps when it starts', async () => {
  await folder('OLD1-AAAA', 181);
  await folder('KEEP-BBBB', 1);
  const server = createUploadServer({
    uploadDir,
    mail: null,
    now: () => now,
    log: () => undefined,
  });
  try {
    for (let attempt = 0; attempt < 100 && (await fs.readdir(uploadDir)).length > 1; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await fs.readdir(uploadDir)).toEqual(['KEEP-BBBB']);
  } finally {
    await server.shutdown();
  }
});

test('a missing upload directory is nothing to sweep', async () => {
  expect(await sweepExpiredApplications(path.join(uploadDir, 'missing'), 180, now)).toEqual([]);
});
