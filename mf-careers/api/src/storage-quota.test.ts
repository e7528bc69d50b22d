import { createStorageQuota } from './storage-quota';

const HOUR_MS = 60 * 60 * 1000;

describe('createStorageQuota', () => {
  test('bytes count per client for 24 hours; what is not stored is given back', () => {
    let now = 0;
    const quota = createStorageQuota(100, () => now);

    const first = quota.open('a');
    expect(first.take(60)).toBe(0);
    now = HOUR_MS;
    const second = quota.open('a');
    expect(second.take(30)).toBe(0);
    expect(second.take(20)).toBe(23 * HOUR_MS); // over: until the first upload stops counting
    second.release();
    expect(quota.waitMs('a')).toBe(0);
    expect(quota.open('b').take(100)).toBe(0);
    expect(quota.waitMs('b')).toBe(24 * HOUR_MS);

    const third = quota.open('a');
    expect(third.take(40)).toBe(0);
    expect(quota.waitMs('a')).toBe(23 * HOUR_MS);
    now = 24 * HOUR_MS; // the first upload has left the day
    expect(quota.waitMs('a')).toBe(0);
    expect(quota.open('a').take(60)).toBe(0);
  });

  test('one upload larger than the quota is refused', () => {
    const quota = createStorageQuota(100, () => 0);
    expect(quota.open('a').take(101)).toBe(24 * HOUR_MS);
  });
});
