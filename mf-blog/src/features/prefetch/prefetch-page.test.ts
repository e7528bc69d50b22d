import { preloadImage } from '@practice/ui-kit';
import { articles } from '../../content/articles';
import { loadedArticleBody } from '../../content/articles/load-body';
import { educationArticles } from '../../content/education';
import { articlePath } from '../../lib/paths';
import { prefetchPage } from './prefetch-page';

jest.mock('@practice/ui-kit', () => ({
  ...jest.requireActual('@practice/ui-kit'),
  preloadImage: jest.fn(),
}));

const preloaded = jest.mocked(preloadImage);
const article = (endpoint: string) => articles.find((each) => each.endpoint === endpoint)!;
/** Lets the body's chunk load and what follows it run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => preloaded.mockClear());

describe('prefetchPage, for a list', () => {
  it("fetches the image of the list's first card", () => {
    prefetchPage('/blog/');
    expect(preloaded.mock.calls).toEqual([[articles[0].image]]);
  });

  it("fetches a category's first image, the education list's too", () => {
    const announcement = articles.find((each) => each.category === 'Announcements')!;
    prefetchPage('/blog/category/Announcements/');
    prefetchPage('/blog/category/Education/');
    expect(preloaded.mock.calls).toEqual([[announcement.image], [educationArticles[0].img]]);
  });

  it('fetches nothing for a list that can have no posts', () => {
    prefetchPage('/blog/category/no-such-category/');
    expect(preloaded).not.toHaveBeenCalled();
  });
});

describe('prefetchPage, for a post', () => {
  it('loads the body, then fetches the image the page shows first', async () => {
    const post = article('Flu-Shots-Are-Now-Available-at-Our-Millbrook-Office');
    expect(loadedArticleBody(post.endpoint)).toBeUndefined();
    prefetchPage(articlePath(post.endpoint));
    await settle();
    expect(loadedArticleBody(post.endpoint)).toBeDefined();
    expect(preloaded.mock.calls).toEqual([[post.image]]);
  });

  it('fetches no image where a video or a carousel takes its place', async () => {
    for (const endpoint of [
      'Getting-Ready-for-Respiratory-Virus-Season-With-Vaccines',
      'Evening-and-Weekend-Appointments-Now-Available-by-Arrangement',
    ]) {
      prefetchPage(articlePath(endpoint));
      await settle();
      expect(loadedArticleBody(endpoint)).toBeDefined();
    }
    expect(preloaded).not.toHaveBeenCalled();
  });

  it('fetches nothing for a post that does not exist', async () => {
    prefetchPage('/blog/No-Such-Post/');
    await settle();
    expect(preloaded).not.toHaveBeenCalled();
  });
});
