import { matchPath } from '@practice/router';
import { preloadImage } from '@practice/ui-kit';
import { articleByEndpoint } from '../../content/articles';
import { loadArticleBody } from '../../content/articles/load-body';
import { listData } from '../../content/list-data';
import { filterFrom, listFor } from '../../lib/filters';

/**
 * Fetches what a blog page needs besides the blog's code, on a visitor's intent to go there (the
 * contract's `prefetchPage`): a post's body (its own chunk) and, once the body tells, the image
 * its page shows first; a list's first image (its first card, above the fold). A search's results
 * are not known from the path: only the first page of a list is.
 */
export function prefetchPage(pathname: string): void {
  const post = matchPath('/blog/:endpoint', pathname);
  const article = post?.params.endpoint ? articleByEndpoint(post.params.endpoint) : undefined;
  if (article) {
    loadArticleBody(article.endpoint).then(
      // A video or a carousel takes the image's place (PostMedia.tsx).
      (body) => !body.video && !body.carousel?.length && preloadImage(article.image),
      () => undefined,
    );
    return;
  }
  const list =
    matchPath('/blog/category/:category', pathname) ??
    matchPath('/blog/archive/:monthYear', pathname) ??
    matchPath('/blog', pathname);
  if (!list) return;
  const listing = listFor(filterFrom(list.params, ''), listData);
  const first = listing.kind === 'education' ? listing.items[0]?.img : listing.items[0]?.image;
  if (first) preloadImage(first);
}
