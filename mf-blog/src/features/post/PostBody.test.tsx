import { screen, within } from '@testing-library/react';
import type { BlogArticleBody, BlogArticleSummary } from '../../content/model';
import Content, { media } from '../../../markdown/fixtures/A-Sample-Post.md';
import { standaloneSite } from '@practice/shell/standalone-site';
import { renderAt } from '../../testing/render-blog';
import { PostBody } from './PostBody';

const article = {
  endpoint: 'A-Sample-Post',
  title: 'A Sample Post',
  link: 'https://www.cdc.gov/flu/index.html',
  image: 'main.svg',
} as BlogArticleSummary;

// Compiled from Markdown as the build compiles it; class names are the module's local names here.
const body: BlogArticleBody = { Content, ...media };

const renderPost = (post = article, text = body) =>
  renderAt('/', <PostBody site={standaloneSite} article={post} body={text} />).container
    .firstElementChild!;

describe('PostBody', () => {
  it('renders the text, then the PDF, the video, the source and the end line', () => {
    const text = renderPost().textContent ?? '';
    const order = ['A lead-in', 'Last section.', 'View PDF', 'Play video', 'Source:'];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text.trim().endsWith('Thanks for reading.')).toBe(true);
  });

  it('renders each extension as the design styles it', () => {
    const post = renderPost();
    expect(post.querySelector('p > span.lead')).toHaveTextContent('A lead-in about methadone.');
    expect(screen.getByRole('heading', { level: 2, name: 'What helps' })).toHaveClass('subHeading');
    expect(post.querySelector('p > strong:not([class])')).toHaveTextContent('A warning');
    expect(post.querySelector('p > em')).toHaveTextContent('A quiet aside.');
    const list = post.querySelector<HTMLElement>('ul.bullets')!;
    expect([...list.children].map((item) => item.textContent)).toEqual([
      'One about methadone',
      'Call 911.',
    ]);
    expect(within(list).getByText('Call 911.').tagName).toBe('STRONG');
  });

  it('highlights whole keywords, longest first, in plain paragraphs and list items only', () => {
    const post = renderPost();
    const keywords = [...post.querySelectorAll('strong.keyword')].map((part) => part.textContent);
    expect(keywords).toEqual([
      'Methadone',
      'methadone',
      'DASH diet',
      'type 2 diabetes',
      'SSRIs (often used)',
      'methadone',
    ]);
    expect(post.querySelector('span.lead strong, p > strong:not([class]) strong')).toBeNull();
  });

  it('links within the site in place and to other sites in a new tab', () => {
    renderPost();
    expect(
      screen.getByRole('link', { name: 'Read more on our financing page' }),
    ).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: /Read more at the CDC/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows an image on its own line full width and a row of images, lazily', () => {
    renderPost();
    const image = screen.getByRole('img', { name: 'A second picture' });
    expect(image).toHaveClass('bodyImage');
    expect(image).toHaveAttribute('loading', 'lazy');
    const row = screen.getByRole('img', { name: 'Picture A' }).closest('ul')!;
    expect(row).toHaveClass('imageRow');
    expect(within(row).getAllByRole('img')).toHaveLength(2);
  });

  it('opens the PDF and the source in a new tab', () => {
    renderPost();
    const pdf = screen.getByRole('link', { name: /View PDF/ });
    expect(pdf).toHaveAttribute('href', body.pdf);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^cdc\.gov/ })).toHaveAttribute('href', article.link);
  });

  it('offers the body video as a play button', () => {
    renderPost();
    expect(
      screen.getByRole('button', { name: 'Play video: What Happens When You Do Not Sleep' }),
    ).toBeInTheDocument();
  });

  it('leaves out what the post does not have', () => {
    const OnlyText = () => <p>Only text.</p>;
    renderPost({ ...article, link: undefined }, { Content: OnlyText });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
