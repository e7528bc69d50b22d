import type { RemoteModuleId } from '@practice/shared-types';
import type { ServerSlot } from '../app/remotes/serverSlots';
import { includeUrl, type PageAddress } from './fragmentUrl';

/**
 * Turns the page's remote slots into nginx server-side includes. Each slot's body is fetched into
 * a variable; when it came (the remote answered in time), it is wrapped in the markers of the
 * Suspense boundary that holds it in the browser, so React hydrates it; otherwise the notice the
 * shell rendered in its place stays. Each slot also adds its head tags (title, stylesheets).
 *
 * React cannot write comments, so the slot renders `<template data-ssi="…">` markers that
 * `withIncludes` replaces with the directives.
 */
export function createSlotIncludes(page: PageAddress, unavailable?: RemoteModuleId) {
  const directives: string[] = [];
  const heads: string[] = [];

  const slot = (id: RemoteModuleId, props: unknown): ServerSlot => {
    if (id === unavailable) return { open: '', close: '', unavailable: true };
    const variable = `slot_${heads.length}`;
    heads.push(`<!--# include virtual="${includeUrl(id, page, props, 'head')}" -->`);
    const open = directives.push(
      `<!--# include virtual="${includeUrl(id, page, props, 'body')}" set="${variable}" wait="yes" -->` +
        `<!--# if expr="$${variable}" --><!--$--><!--# echo var="${variable}" encoding="none" --><!--/$-->` +
        '<!--# else -->',
    );
    const close = directives.push('<!--# endif -->');
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
