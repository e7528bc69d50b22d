/**
 * How a picture loads, by where it stands: 'lcp' is the page's largest paint (fetched before the
 * rest), 'eager' stands in the first screen, 'lazy' further down (fetched as it nears the view).
 * Left out, the browser's default (at once, at normal priority).
 */
export type ImageLoad = 'lcp' | 'eager' | 'lazy';

interface Props {
  src: string;
  /** Empty for a picture that only decorates. */
  alt: string;
  /** Intrinsic [width, height] in CSS pixels: its box is reserved before it loads (no shift). */
  size: readonly [number, number];
  className?: string;
  load?: ImageLoad;
  /** 'async' for pictures of a list, so that decoding them never holds up the rest. */
  decoding?: 'async';
}

/** A content picture as every app shows one: sized up front, loaded by where it stands. */
export function Image({ src, alt, size, className, load, decoding }: Props) {
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size[0]}
      height={size[1]}
      loading={load === 'lcp' ? undefined : load}
      fetchPriority={load === 'lcp' ? 'high' : undefined}
      decoding={decoding}
    />
  );
}

const preloaded = new Set<string>();

/**
 * Fetches an image ahead of the page that shows it, once: the page's `<img>` finds it in the
 * browser's cache, or on its way.
 */
export function preloadImage(src: string): void {
  if (preloaded.has(src)) return;
  preloaded.add(src);
  document.createElement('img').src = src;
}
