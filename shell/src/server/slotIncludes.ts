import type { RemoteModuleId } from '@practice/shared-types';
import type { ServerSlot } from '../app/remotes/serverSlots';
import type { SlotVariant } from '../app/remotes/RemoteUnavailable';
import { includeUrl, type PageAddress } from './fragmentUrl';

/**
 * Turns the page's remote slots into nginx server-side includes, fetched side by side. Each
 * slot's body comes from the remote as the content of the Suspense boundary that holds it in the
 * browser, so React hydrates it; when it does not come in time (or at all), the notice the shell
 * rendered as the include's stub stays in its place. Each slot also adds its head tags (title,
 * stylesheets; a widget, whose code loads only once it nears the viewport, adds its stylesheets
 * alone).
 *
 * React cannot write comments, so the slot renders `<template data-ssi="…">` markers that
 * `withIncludes` replaces with the directives.
 */
export function createSlotIncludes(page: PageAddress, unavailable?: RemoteModuleId) {
  const directives: string[] = [];
  const heads: string[] = [];

  const slot = (id: RemoteModuleId, props: unknown, variant: SlotVariant): ServerSlot => {
    if (id === unavailable) return { open: '', close: '', unavailable: true };
    const stub = `slot_${heads.length}`;
    heads.push(
      `<!--# include virtual="${includeUrl(id, page, props, variant === 'widget' ? 'styles' : 'head')}" -->`,
    );
    const open = directives.push(`<!--# block name="${stub}" -->`);
    const close = directives.push(
      `<!--# endblock --><!--# include virtual="${includeUrl(id, page, props, 'body')}" stub="${stub}" -->`,
    );
    return { open: String(open - 1), close: String(close - 1), unavailable: false };
  };

  /** The rendered HTML with the slots' markers replaced by their directives. */
  const withIncludes = (html: string): string =>
    html.replace(
      /<template data-ssi="(\d+)"><\/template>/g,
      (_, index: string) => directives[Number(index)] ?? '',
    );

  return { slot, withIncludes, head: () => heads.join('') };
}
