import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { expectCrisisLineWhereNeeded } from '@practice/tooling/crisis-line';
import { ARCHIVE_MONTHS, CATEGORIES } from './content/categories';
import { archivePath, articlePath, BLOG_PATH, categoryPath } from './lib/paths';
import { renderBlog } from './testing/render-blog';

/**
 * Every post and list of the blog whose text speaks of mental health, suicide, crisis, substance
 * use or addiction shows the crisis line (988 and 911). The posts are read from the folder, so a
 * new post is checked the moment its file exists.
 */
const endpoints = fs
  .readdirSync(path.join(__dirname, 'content/articles'))
  .filter((name) => name.endsWith('.md') && !name.startsWith('_'))
  .map((name) => path.basename(name, '.md'));

it('finds every post', () => {
  expect(endpoints.length).toBeGreaterThanOrEqual(30);
});

it.each(endpoints)('%s carries the crisis line where its text needs it', async (endpoint) => {
  const { container } = renderBlog(articlePath(endpoint));
  // The first body's chunk compiles its Markdown: slow on a busy machine.
  await waitFor(() => expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'false'), {
    timeout: 10_000,
  });
  expectCrisisLineWhereNeeded(articlePath(endpoint), container);
});

const lists = [
  BLOG_PATH,
  ...CATEGORIES.map((category) => categoryPath(category)),
  ...ARCHIVE_MONTHS.map((month) => archivePath(month)),
];

it.each(lists)('the list %s carries the crisis line where its text needs it', (list) => {
  const { container } = renderBlog(list);
  expectCrisisLineWhereNeeded(list, container);
});
