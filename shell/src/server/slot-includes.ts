import type { RemoteModuleId, RemoteName } from '@practice/shared-types';
import { remoteNameOf } from '../remotes/federation';
import type { ServerSlot } from './ServerRemoteSlot';
import type { RemotePage } from './ask-remote';
import { includeUrl, type PageAddress } from './fragment-url';

/** The remote that owns the page's route, and its answer (null: it did not answer). */
interface RouteRemote {
  id: RemoteModuleId;
  page: RemotePage | null;
}

/**
 * Fills the page's remote slots. The route's remote was asked once for everything (its head tags
 * and HTML), which go straight into the page; when it did not answer, its notice stays. Each
 * widget becomes the composition engine's include of its HTML, fetched side by side, with the
 * notice the shell rendered as the include's stub (it stays when the HTML does not come in time,
 * or at all), and an include of its stylesheets in the head (its code loads in the browser only
 * once it nears the viewport). The remote's HTML is the content of the Suspense boundary that
 * holds it in the browser, so React hydrates it.
 *
 * React cannot write comments or raw HTML, so the slot renders `<template data-ssi="…">` markers
 * that `withIncludes` replaces.
 */
export function createSlotIncludes(page: PageAddress, route?: RouteRemote) {
  const markers: string[] = [];
  const heads: string[] = [];
  const included = new Set<RemoteName>();
  let stubs = 0;
  const mark = (html: string) => String(markers.push(html) - 1);

  const slot = (id: RemoteModuleId, props: unknown): ServerSlot => {
    if (id === route?.id) {
      if (!route.page) return { kind: 'unavailable' };
      heads.push(route.page.head);
      return { kind: 'inline', at: mark(route.page.body) };
    }
    const stub = `slot_${stubs++}`;
    included.add(remoteNameOf(id));
    heads.push(`<!--# include virtual="${includeUrl(id, page, props, 'styles')}" -->`);
    return {
      kind: 'include',
      open: mark(`<!--# block name="${stub}" -->`),
      close: mark(
        `<!--# endblock --><!--# include virtual="${includeUrl(id, page, props, 'body')}" stub="${stub}" -->`,
      ),
    };
  };

  /** The rendered HTML with the slots' markers replaced. */
  const withIncludes = (html: string): string =>
    html.replace(
      /<template data-ssi="(\d+)"><\/template>/g,
      // Replaced through a function: the remote's HTML may hold '$', which a string would read.
      (_, index: string) => markers[Number(index)] ?? '',
    );

  /** The remotes whose widgets the page includes, once rendered. */
  const includedRemotes = () => [...included];

  return { slot, withIncludes, head: () => heads.join(''), includedRemotes };
}
