import { taskPerStepPlugin } from './task-per-step-plugin';

const plugin = taskPerStepPlugin();

/** Whether `step` has settled once the microtasks queued now have run, and after the next task. */
async function settles(step: unknown): Promise<{ inThisTask: boolean; inTheNext: boolean }> {
  let settled = false;
  void Promise.resolve(step).then(() => (settled = true));
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  const inThisTask = settled;
  await new Promise((resolve) => setTimeout(resolve));
  return { inThisTask, inTheNext: settled };
}

describe('taskPerStepPlugin', () => {
  it('goes on from a manifest that has just arrived in the next task', async () => {
    const step = plugin.afterLoadManifest!({ cached: false } as never);
    expect(await settles(step)).toEqual({ inThisTask: false, inTheNext: true });
  });

  it('goes on at once from a manifest read before', async () => {
    const step = plugin.afterLoadManifest!({ cached: true } as never);
    expect(await settles(step)).toEqual({ inThisTask: true, inTheNext: true });
  });

  it("goes on from the snapshot of a manifest in the next task, the runtime's snapshot unchanged", async () => {
    const args = { from: 'manifest', remoteSnapshot: { version: '1' } };
    const step = plugin.loadRemoteSnapshot!(args as never);
    expect(await settles(step)).toEqual({ inThisTask: false, inTheNext: true });
    expect(await step).toBe(args);
  });

  it('goes on at once from a snapshot the page already had', async () => {
    const args = { from: 'global', remoteSnapshot: { version: '1' } };
    const step = plugin.loadRemoteSnapshot!(args as never);
    expect(await settles(step)).toEqual({ inThisTask: true, inTheNext: true });
    expect(await step).toBe(args);
  });

  it('turns a preload the runtime adds ahead into a prefetch, whose request starts in the next task', async () => {
    const url = 'https://blog.example/990.js';
    const link = plugin.createLink!({ url, attrs: { rel: 'preload', as: 'script' } } as never);
    expect(link).toBeInstanceOf(HTMLLinkElement);
    const ahead = link as HTMLLinkElement;
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    expect(ahead.getAttributeNames()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect({ rel: ahead.rel, as: ahead.getAttribute('as'), href: ahead.href }).toEqual({
      rel: 'prefetch',
      as: 'script',
      href: url,
    });
  });

  it("leaves a stylesheet the page waits for to the runtime's own link", () => {
    const attrs = { rel: 'stylesheet', type: 'text/css' };
    expect(
      plugin.createLink!({ url: 'https://blog.example/a.css', attrs } as never),
    ).toBeUndefined();
  });
});
