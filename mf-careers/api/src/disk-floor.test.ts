/**
 * @jest-environment node
 *
 * The disk's floor of free space is kept while an application is written, not only checked when
 * it arrives: a file whose bytes would take the disk below the floor stops there, the applicant is
 * told to try later (503, with Retry-After), and nothing of it is left on disk. The floor is set
 * a few MB below what the test's disk has free, so that the file crosses it half-way.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import { apply, file, role } from './testing/applications';
import { startTestFunction, stopTestFunction, type TestFunction } from './testing/test-function';

const MB = 1024 * 1024;
let fn: TestFunction;

afterEach(async () => {
  if (fn) await stopTestFunction(fn);
});

test('a file that would take the disk below its floor stops there, with a 503 and nothing kept', async () => {
  const { bavail, bsize } = await fs.statfs(os.tmpdir());
  // 4 MB of room above the floor when the request starts; the file is 9.5 MB.
  const floorMb = Math.floor((bavail * bsize) / MB) - 4;
  fn = await startTestFunction('careers-disk-floor-', { minFreeDiskMb: floorMb });
  const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(9.5 * MB, 0x20)]);
  const answer = await apply(fn.uploadUrl, [role(), file('cv.pdf', content)]);
  expect(answer.status).toBe(503);
  expect(answer.body.error).toBe(
    'We cannot take applications at the moment. Please try again later.',
  );
  expect(answer.headers['retry-after']).toMatch(/^\d+$/);
  expect(await fs.readdir(fn.uploadDir)).toEqual([]);
});
