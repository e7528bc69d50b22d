import { idleQueue } from './after-first-page';

/** The browser's idle callbacks, run by the test one idle period at a time. */
let waiting: Array<(didTimeout: boolean) => void> = [];
/** The longest wait each asked for. */
let timeouts: Array<number | undefined> = [];
beforeEach(() => {
  waiting = [];
  timeouts = [];
  globalThis.requestIdleCallback = (callback, options) => {
    timeouts.push(options?.timeout);
    return waiting.push((didTimeout) => callback({ didTimeout } as IdleDeadline));
  };
  globalThis.cancelIdleCallback = (handle) => {
    waiting[handle - 1] = () => undefined;
  };
});
afterEach(() => {
  delete (globalThis as Partial<typeof globalThis>).requestIdleCallback;
  delete (globalThis as Partial<typeof globalThis>).cancelIdleCallback;
});

/** Ends one idle period (or the longest wait, with none): runs the callbacks requested before it. */
function idlePeriod({ timedOut = false } = {}) {
  const due = waiting;
  waiting = [];
  for (const callback of due) callback(timedOut);
}

describe('idleQueue', () => {
  it('runs its jobs one per idle period, in the order they were added', () => {
    const ran: string[] = [];
    const queue = idleQueue();
    queue.add(() => ran.push('first'));
    queue.add(() => ran.push('second'));
    expect(ran).toEqual([]);
    idlePeriod();
    expect(ran).toEqual(['first']);
    idlePeriod();
    expect(ran).toEqual(['first', 'second']);
  });

  it('runs a job added by a job in an idle period of its own, after those waiting', () => {
    const ran: string[] = [];
    const queue = idleQueue();
    queue.add(() => {
      ran.push('match');
      queue.add(() => ran.push('fetch'));
    });
    queue.add(() => ran.push('next match'));
    idlePeriod();
    expect(ran).toEqual(['match']);
    // One idle callback waiting, not one for the job and one for the queue.
    expect(waiting).toHaveLength(1);
    idlePeriod();
    idlePeriod();
    expect(ran).toEqual(['match', 'next match', 'fetch']);
    expect(waiting).toHaveLength(0);
  });

  it('waits a second at most for an idle period, and less after one that did not come', () => {
    const ran: string[] = [];
    const queue = idleQueue();
    for (const job of ['first', 'second', 'third', 'fourth']) queue.add(() => ran.push(job));
    idlePeriod({ timedOut: true });
    idlePeriod({ timedOut: true });
    // An idle period comes again: the next job waits for one as long as the first did.
    idlePeriod();
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(timeouts).toEqual([1000, 50, 50, 1000]);
  });

  it('drops the jobs still waiting when cancelled', () => {
    const ran: string[] = [];
    const queue = idleQueue();
    queue.add(() => ran.push('first'));
    queue.add(() => ran.push('second'));
    idlePeriod();
    queue.cancel();
    idlePeriod();
    idlePeriod();
    expect(ran).toEqual(['first']);
  });
});
