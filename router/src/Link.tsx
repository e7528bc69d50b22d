import {
  createElement,
  memo,
  useContext,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
} from 'react';
import { Link as RouterLink, UNSAFE_NavigationContext, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site from its root (`/blog/`, `/FAQs#top`), or one relative to the page's. */
  to: To;
  /** Handed to the next location, as `useLocation().state`. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the browser should handle itself: another button, a new tab or window, a download. */
const isForTheBrowser = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button !== 0 ||
  (target !== undefined && target !== '_self') ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/** `/blog/`, not `//elsewhere.example` (another site's, as react-router's Link knows). */
const isPathFromRoot = (to: To): to is string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//');

/**
 * A link to a page of the site, followed in place. react-router's own Link resolves its path
 * against the location at every render, so it renders again at every navigation: the header's,
 * the menu's and the footer's links did, in every tap (docs/performance.md). A path from the root
 * needs no resolving: such a link reads only the router's navigator, renders again only when its
 * own props change, and follows a click as react-router's does (the same navigator's `push`, the
 * same clicks left to the browser). Any other `to` (a query on the current page) is react-router's.
 * One component above the anchor (a page has dozens of links, each rendered and hydrated): the
 * ref is a prop, as React 19 passes it. Written with createElement, not JSX: the router's chunk
 * then needs no JSX runtime of its own.
 */
export const Link = memo(function Link({
  to,
  state,
  target,
  onClick,
  children,
  ...rest
}: LinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  if (!isPathFromRoot(to))
    return createElement(RouterLink, { ...rest, to, state, target, onClick }, children);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isForTheBrowser(event, target)) return;
    event.preventDefault();
    navigator.push(to, state);
  };
  return createElement(
    'a',
    { ...rest, href: navigator.createHref(to), target, onClick: follow },
    children,
  );
});
