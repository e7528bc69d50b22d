import type { MouseEvent } from 'react';

/**
 * The first stop of every page: a link past the header to the content, which works without
 * script. The app moves focus itself rather than follow "#main": a fragment navigation is a
 * popstate, whose router update React renders at once, and an update reaching a part still
 * waiting for its code (Home's carousels, a widget below the fold) makes React drop the server's
 * HTML of that part and show it empty until its code arrives.
 */
export function SkipLink() {
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip}>
      Skip to main content
    </a>
  );
}
