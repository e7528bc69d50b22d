import { Route, Routes } from 'react-router-dom';
import type { BlogRoutesProps } from '@practice/shared-types';
import { articles, NERVE_PAIN_ARTICLE_ID } from '../content/articles';
import { endpointFromTitle } from '../lib/endpoint';
import { BlogList } from '../features/list/BlogList';
import { BlogPost } from '../features/post/BlogPost';

const nervePainArticle = articles.find((article) => article.blogId === NERVE_PAIN_ARTICLE_ID);

/** Part of the contract: the shell shows no nerve-therapy pop-up on this path. */
export const nervePainArticlePath = nervePainArticle
  ? `/blog/${endpointFromTitle(nervePainArticle.title)}/`
  : '';

/** Everything under /blog, rendered inside the shell's router. */
export default function BlogRoutes({ site }: BlogRoutesProps) {
  return (
    <Routes>
      <Route index element={<BlogList site={site} />} />
      <Route path=":endpoint" element={<BlogPost site={site} />} />
    </Routes>
  );
}
