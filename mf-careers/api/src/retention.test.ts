/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEAD_LETTER_FOLDER } from './dead-letters';
import { OUTBOX_FOLDER, Outbox } from './outbox';
import { startRetentionSweep, sweepExpiredApplications } from './retention';
import { createUploadServer } from './server';
import { DRAFT_MAX_AGE_MS } from './storage';

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

test('an upload directory that cannot be read is reported, not taken for an empty one', async () => {
  const notAFolder = path.join(uploadDir, 'a-file');
  await fs.writeFile(notAFolder, '');
  await expect(sweepExpiredApplications(notAFolder, 180, now)).rejects.toMatchObject({
    code: 'ENOTDIR',
  });
  const errors: unknown[] = [];
  const stop = startRetentionSweep(notAFolder, 180, {
    now: () => now,
    log: () => undefined,
    logError: (error) => errors.push(error),
  });
  await until(() => errors.length > 0);
  stop();
  expect(errors).toEqual([expect.objectContaining({ code: 'ENOTDIR' })]);
});

test('an outbox that cannot be read is reported, not taken for an empty one', async () => {
  expect(await new Outbox(uploadDir).ids()).toEqual([]); // none yet
  await fs.writeFile(path.join(uploadDir, OUTBOX_FOLDER), '');
  await expect(new Outbox(uploadDir).ids()).rejects.toMatchObject({ code: 'ENOTDIR' });
});

/** Waits until `condition` holds, for at most 2 s; polls with setImmediate, which stays real. */
async function until(condition: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!(await condition()) && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(await condition()).toBe(true);
}

test('at start, drafts of any age are swept: a stopped process left them', async () => {
  await folder('.incoming-just-now', 0);
  await folder('KEEP-BBBB', 1);
  const server = createUploadServer({
    uploadDir,
    mail: null,
    now: () => now,
    log: () => undefined,
  });
  try {
    await until(async () => (await fs.readdir(uploadDir)).length === 1);
    expect(await fs.readdir(uploadDir)).toEqual(['KEEP-BBBB']);
  } finally {
    await server.shutdown();
  }
});

test('every 15 minutes, drafts older than 15 minutes and expired dead letters are swept', async () => {
  jest.useFakeTimers({ doNotFake: ['Date', 'nextTick', 'setImmediate', 'queueMicrotask'] });
  await fs.mkdir(path.join(uploadDir, '.incoming-before-start'));
  const notices: string[] = [];
  const stop = startRetentionSweep(uploadDir, 180, {
    now: Date.now,
    log: (message) => notices.push(message),
    logError: (error) => notices.push(String(error)),
  });
  try {
    await until(() => notices.length === 1); // the first sweep, at start
    expect(notices).toEqual(['removed 1 abandoned draft(s).']);
    const real = Date.now();
    const at = (name: string, ms: number) => fs.utimes(name, new Date(ms), new Date(ms));
    await fs.mkdir(path.join(uploadDir, '.incoming-abandoned'));
    await at(path.join(uploadDir, '.incoming-abandoned'), real - DRAFT_MAX_AGE_MS - 1000);
    await fs.mkdir(path.join(uploadDir, '.incoming-under-way'));
    await fs.mkdir(path.join(uploadDir, DEAD_LETTER_FOLDER));
    for (const [id, ageDays] of [
      ['OLD1-AAAA', 181],
      ['KEEP-BBBB', 179],
    ] as const) {
      const letter = path.join(uploadDir, DEAD_LETTER_FOLDER, `${id}.json`);
      await fs.writeFile(letter, '{}');
      await at(letter, real - ageDays * DAY_MS);
    }

    jest.advanceTimersByTime(15 * 60 * 1000);
    await until(() => notices.length === 3);
    expect(notices.slice(1)).toEqual([
      'deleted 1 dead letter(s) older than 180 days.',
      'removed 1 abandoned draft(s).',
    ]);
    expect((await fs.readdir(uploadDir)).sort()).toEqual([
      DEAD_LETTER_FOLDER,
      '.incoming-under-way',
    ]);
    expect(await fs.readdir(path.join(uploadDir, DEAD_LETTER_FOLDER))).toEqual(['KEEP-BBBB.json']);
  } finally {
    stop();
    jest.useRealTimers();
  }
});
