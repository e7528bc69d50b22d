import { screen, within } from '@testing-library/react';
import type { BlogArticleBody, BlogArticleSummary } from '@practice/shared-types';
import { renderAt } from '../../test-utils';
import { PostBody } from './PostBody';

const article = {
  blogId: 99,
  title: 'A Sample Post',
  link: 'https://www.cdc.gov/flu/index.html',
  blogPageImg: 'main.svg',
} as BlogArticleSummary;

const body: BlogArticleBody = {
  blogId: 99,
  blogPageDescription: ['First section.'],
  blogPageImg2: 'second.svg',
  blogPageImgAltText2: 'A second picture',
  blogPageDescription2: ['Second section.'],
  blogPageImg3: [
    { img: 'a.svg', alt: 'Picture A' },
    { img: 'b.svg', alt: 'Picture B' },
  ],
  blogPageDescription3: ['Third section.'],
  pdf: 'https://www.omegahealth.example/handouts/log.pdf',
  blogVideoId: 'dqONk48l5vY',
  endLine: 'Thanks for reading.',
};

describe('PostBody', () => {
  it('renders the optional parts in reading order', () => {
    const { container } = renderAt('/', <PostBody article={article} body={body} />);
    const text = container.firstElementChild?.textContent ?? '';
    const order = ['First section.', 'Second section.', 'Third section.', 'View PDF', 'Source:'];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text.trim().endsWith('Thanks for reading.')).toBe(true);
  });

  it('shows the second image and a row of third images, lazily', () => {
    renderAt('/', <PostBody article={article} body={body} />);
    expect(screen.getByRole('img', { name: 'A second picture' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    const row = screen.getByRole('img', { name: 'Picture A' }).closest('ul')!;
    expect(within(row).getAllByRole('img')).toHaveLength(2);
  });

  it('opens the PDF and the source in a new tab', () => {
    renderAt('/', <PostBody article={article} body={body} />);
    const pdf = screen.getByRole('link', { name: /View PDF/ });
    expect(pdf).toHaveAttribute('href', body.pdf);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^cdc\.gov/ })).toHaveAttribute('href', article.link);
  });

  it('offers the body video as a play button', () => {
    renderAt('/', <PostBody article={article} body={body} />);
    expect(
      screen.getByRole('button', { name: 'Play video: What Happens When You Do Not Sleep' }),
    ).toBeInTheDocument();
  });

  it('leaves out what the post does not have', () => {
    renderAt(
      '/',
      <PostBody
        article={{ ...article, link: undefined }}
        body={{ blogId: 99, blogPageDescription: ['Only text.'] }}
      />,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
