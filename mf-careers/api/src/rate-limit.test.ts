import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  test('lets max requests through per window, then says how long to wait', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 2, windowMs: 1000 }, () => now);

    expect(limiter.hit('a')).toBe(0);
    now = 400;
    expect(limiter.hit('a')).toBe(0);
    now = 500;
    expect(limiter.hit('a')).toBe(500);
    expect(limiter.hit('b')).toBe(0);

    now = 1000; // the first request has left the window
    expect(limiter.hit('a')).toBe(0);
    expect(limiter.hit('a')).toBe(400);
  });

  test('refused requests do not extend the wait', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 }, () => now);
    limiter.hit('a');
    for (now = 100; now < 1000; now += 100) expect(limiter.hit('a')).toBe(1000 - now);
    expect(limiter.hit('a')).toBe(0);
  });
});
