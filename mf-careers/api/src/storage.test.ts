/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REFERENCE_PATTERN } from './reference';
import {
  ABANDONED_AFTER_MS,
  ApplicationDraft,
  readApplication,
  sweepAbandonedDrafts,
} from './storage';

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

test('drafts left by a stopped process are swept after an hour; recent ones and applications stay', async () => {
  const now = Date.now();
  const drafts = [await ApplicationDraft.open(uploadDir), await ApplicationDraft.open(uploadDir)];
  await fs.mkdir(path.join(uploadDir, 'an-application'));
  // One of the two drafts was last touched over an hour ago.
  const [oldName] = (await fs.readdir(uploadDir)).filter((name) => name !== 'an-application');
  const hourAgo = new Date(now - ABANDONED_AFTER_MS - 1000);
  await fs.utimes(path.join(uploadDir, oldName), hourAgo, hourAgo);

  expect(await sweepAbandonedDrafts(uploadDir, now)).toBe(1);
  const left = await fs.readdir(uploadDir);
  expect(left).toHaveLength(2);
  expect(left).toContain('an-application');
  expect(left).not.toContain(oldName);
  await Promise.all(drafts.map((draft) => draft.discard()));
});

test('sweeping a directory that does not exist yet does nothing', async () => {
  expect(await sweepAbandonedDrafts(path.join(uploadDir, 'missing'), Date.now())).toBe(0);
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
