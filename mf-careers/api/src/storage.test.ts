/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REFERENCE_PATTERN } from './reference';
import { ApplicationDraft, DRAFT_MAX_AGE_MS, readApplication, sweepDrafts } from './storage';

let uploadDir: string;
beforeEach(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-storage-'));
});
afterEach(() => fs.rm(uploadDir, { recursive: true, force: true }));

test('a published draft becomes one folder named by its reference, with files and metadata', async () => {
  const draft = await ApplicationDraft.open(uploadDir);
  await fs.writeFile(draft.partPath(1), '%PDF-1.7');
  const record = await draft.seal('Registered Nurse', new Date('2025-06-12T09:30:00Z'), [
    {
      originalName: 'cv.pdf',
      path: draft.partPath(1),
      kind: 'pdf',
      size: 8,
      sha256: 'abc',
    },
  ]);
  // Sealed, it is still a hidden draft.
  expect((await fs.readdir(uploadDir))[0]).toMatch(/^\.incoming-/);
  await draft.publish(record);
  await draft.discard();

  expect(record.id).toMatch(REFERENCE_PATTERN);
  expect(await fs.readdir(uploadDir)).toEqual([record.id]);
  expect(await readApplication(uploadDir, record.id)).toEqual(record);
  expect(await readApplication(uploadDir, 'ABCD-EFGH')).toBeNull();
  expect((await fs.readdir(path.join(uploadDir, record.id))).sort()).toEqual([
    'application.json',
    'file-1.pdf',
  ]);
});

test('drafts before the cutoff are swept, except those a request of this process is writing', async () => {
  const now = Date.now();
  const live = await ApplicationDraft.open(uploadDir);
  await fs.mkdir(path.join(uploadDir, 'an-application'));
  await fs.mkdir(path.join(uploadDir, '.incoming-left-by-a-crash'));
  await fs.mkdir(path.join(uploadDir, '.incoming-abandoned'));
  const longAgo = new Date(now - DRAFT_MAX_AGE_MS - 1000);
  for (const name of (await fs.readdir(uploadDir)).filter((entry) => entry !== 'an-application')) {
    await fs.utimes(path.join(uploadDir, name), longAgo, longAgo);
  }
  await fs.utimes(path.join(uploadDir, '.incoming-left-by-a-crash'), new Date(now), new Date(now));

  // The periodic sweep: only drafts older than the bound.
  expect(await sweepDrafts(uploadDir, now - DRAFT_MAX_AGE_MS)).toBe(1);
  expect(await fs.readdir(uploadDir)).not.toContain('.incoming-abandoned');
  // At start: drafts of any age.
  expect(await sweepDrafts(uploadDir, Infinity)).toBe(1);
  const left = await fs.readdir(uploadDir);
  expect(left.sort()).toEqual(
    ['an-application', path.basename(path.dirname(live.partPath(1)))].sort(),
  );
  await live.discard();
  expect(await fs.readdir(uploadDir)).toEqual(['an-application']);
});

test('sweeping a directory that does not exist yet does nothing', async () => {
  expect(await sweepDrafts(path.join(uploadDir, 'missing'), Infinity)).toBe(0);
});

test('an existing application is never replaced by a new one with the same reference', async () => {
  const publishWith = async (id: string) => {
    const draft = await ApplicationDraft.open(uploadDir);
    await fs.writeFile(draft.partPath(1), '%PDF-1.7');
    const record = await draft.seal('Registered Nurse', new Date(), []);
    await draft.publish({ ...record, id });
    return draft;
  };
  await publishWith('K7QM-3XD9');
  await expect(publishWith('K7QM-3XD9')).rejects.toThrow(/ENOTEMPTY|EEXIST/);
});
