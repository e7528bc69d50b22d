import { useMediaQuery } from './use-media-query';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** The visitor's motion preference now (for a one-off animation such as a scroll). */
export const prefersReducedMotion = (): boolean => window.matchMedia(REDUCE).matches;

/** The visitor's motion preference, followed as it changes (for motion that lasts). */
export const usePrefersReducedMotion = (): boolean => useMediaQuery(REDUCE);

/** Scrolls the window to the top: a glide, or a jump for visitors who prefer reduced motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
