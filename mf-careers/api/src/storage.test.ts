/** @jest-environment node */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ABANDONED_AFTER_MS, ApplicationDraft, sweepAbandonedDrafts } from './storage';

let uploadDir: string;
beforeEach(async () => {
  uploadDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careers-storage-'));
});
afterEach(() => fs.rm(uploadDir, { recursive: true, force: true }));

test('a committed draft becomes one folder named by its id, with files and metadata', async () => {
  const draft = await ApplicationDraft.open(uploadDir);
  await fs.writeFile(draft.partPath(1), '%PDF-1.7');
  const record = await draft.commit('Registered Nurse', new Date('2025-06-12T09:30:00Z'), [
    {
      originalName: 'cv.pdf',
      path: draft.partPath(1),
      kind: 'pdf',
      size: 8,
      sha256: 'abc',
    },
  ]);
  await draft.discard();

  expect(record.id).toMatch(/^2025-06-12-[0-9a-f-]{36}$/);
  expect(await fs.readdir(uploadDir)).toEqual([record.id]);
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
