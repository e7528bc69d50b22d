import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../lib/next-task';

/**
 * Spreads a remote's first load over tasks. From the manifest's answer on, the runtime would go on
 * in one task (reading it, making the snapshot, choosing the chunks and stylesheets to preload,
 * adding a `<link>` for each and the entry's script): 40–70 ms on the throttled phone, in the idle
 * time in which the page fetches ahead for the next (docs/performance.md), where a tap waits for
 * it. So the task ends once the manifest has arrived and once its snapshot is made (a manifest
 * read before goes on at once), and each link the runtime adds ahead starts its request in a task
 * of its own: starting a request is the larger part of adding one.
 */
export const taskPerStepPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'practice-task-per-step',
  afterLoadManifest: ({ cached }) => (cached ? undefined : nextTask()),
  loadRemoteSnapshot: (args) => (args.from === 'manifest' ? nextTask().then(() => args) : args),
  createLink: ({ url, attrs }) => {
    // Only what is fetched ahead: a stylesheet the page is waiting for is asked for at once.
    if (attrs?.rel !== 'preload') return undefined;
    // Added bare, it does nothing (a preload without an address would warn in the console, one
    // message a link). It is for a page the visitor may go to next, not for this one: a prefetch,
    // at the lowest priority and without the browser's warning that a preload went unused.
    const link = document.createElement('link');
    // The runtime adds the link, and waits for its load or error event, before this runs.
    void nextTask().then(() => {
      for (const [name, value] of Object.entries(attrs))
        if (name !== 'rel') link.setAttribute(name, String(value));
      link.setAttribute('href', url);
      // Last: the request starts as the link gets its kind.
      link.setAttribute('rel', 'prefetch');
    });
    return link;
  },
});
