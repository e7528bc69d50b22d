import { idleQueue } from './after-first-page';

/** The browser's idle callbacks, run by the test one idle period at a time. */
let waiting: Array<() => void> = [];
beforeEach(() => {
  waiting = [];
  globalThis.requestIdleCallback = (callback) => waiting.push(() => callback({} as IdleDeadline));
  globalThis.cancelIdleCallback = (handle) => {
    waiting[handle - 1] = () => undefined;
  };
});
afterEach(() => {
  delete (globalThis as Partial<typeof globalThis>).requestIdleCallback;
  delete (globalThis as Partial<typeof globalThis>).cancelIdleCallback;
});

/** Ends one idle period: runs the callbacks requested before it. */
function idlePeriod() {
  const due = waiting;
  waiting = [];
  for (const callback of due) callback();
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
