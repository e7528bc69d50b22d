// The blog's server render (dist/server/render.js): its exposed modules as HTML, and its pages.
import { checkedProps, fragmentRenderer } from '@practice/server/render/fragment-renderer';
import { remoteProps } from '@practice/server/render/prop-schemas';
import { remoteRoute } from '@practice/server/render/remote-route';
import { articles } from './content/articles';
import { ARCHIVE_MONTHS, CATEGORIES } from './content/categories';
import BlogRoutes, { nervePainArticlePath } from './exposes/BlogRoutes';
import LatestArticles from './exposes/LatestArticles';
import { archivePath, articlePath, BLOG_PATH, categoryPath } from './lib/paths';

/** The list, each category and month of the archive, and each post: the paths the blog links. */
export function pages(): string[] {
  return [
    BLOG_PATH,
    ...CATEGORIES.map(categoryPath),
    ...ARCHIVE_MONTHS.map(archivePath),
    ...articles.map((article) => articlePath(article.endpoint)),
  ];
}

export const { renderFragment } = fragmentRenderer(
  {
    BlogRoutes: {
      route: remoteRoute('blog'),
      render: (props) => <BlogRoutes {...checkedProps('BlogRoutes', remoteProps, props)} />,
    },
    LatestArticles: {
      render: (props) => <LatestArticles {...checkedProps('LatestArticles', remoteProps, props)} />,
    },
  },
  pages,
);

/** The shell opens no therapy pop-up on the therapy article: it learns the path from here. */
export const data = (expose: string): Record<string, string> =>
  expose === 'BlogRoutes' ? { nervePainArticlePath } : {};
