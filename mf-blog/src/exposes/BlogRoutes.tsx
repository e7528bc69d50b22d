import { Route, Routes } from '@practice/router';
import type { BlogRoutesProps } from '@practice/shared-types';
import { articles } from '../content/articles';
import { articlePath } from '../lib/paths';
export { prefetchPage } from '../features/prefetch/prefetch-page';
import { BlogListPage } from '../features/list/BlogListPage';
import { BlogNotFound } from '../features/post/BlogNotFound';
import { BlogPostPage } from '../features/post/BlogPostPage';

// The article whose frontmatter says `noPopup: true` (the nerve-pain therapy article).
const nervePainArticle = articles.find((article) => article.noPopup);

/** Part of the contract: the shell shows no nerve-therapy pop-up on this path. */
export const nervePainArticlePath = nervePainArticle ? articlePath(nervePainArticle.endpoint) : '';

/**
 * Everything under /blog, rendered inside the shell's router (mounted at /blog/*). Each path
 * matches with and without its trailing slash.
 */
export default function BlogRoutes({ site }: BlogRoutesProps) {
  const list = <BlogListPage site={site} />;
  return (
    <Routes>
      <Route index element={list} />
      <Route path="category/:category" element={list} />
      <Route path="archive/:monthYear" element={list} />
      <Route path=":endpoint" element={<BlogPostPage site={site} />} />
      <Route path="*" element={<BlogNotFound site={site} />} />
    </Routes>
  );
}
