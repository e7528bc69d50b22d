/** @jest-environment node */
import { standaloneSite } from '@practice/shell/standalone-site';
import { pages, renderFragment } from './server';

const source = { apiBase: 'http://reviews.example', featurableId: 'omega-health-care' };
const widget = (expose: string, props: object) =>
  renderFragment({
    expose,
    path: '/',
    search: '',
    props: { site: standaloneSite, ...source, ...props },
  });

test('owns no page', () => {
  expect(pages()).toEqual([]);
});

test('renders the carousel in its loading state, its title as a heading', async () => {
  const { status, head, body } = await widget('ReviewsCarousel', { title: 'Our Reviews' });
  expect(status).toBe(200);
  expect(head).toBe('');
  expect(body).toContain('<h2 id="reviews-carousel-heading"');
  expect(body).toContain('Loading reviews...');
  // Relative dates are only computed from reviews fetched in the browser.
  expect(body).not.toContain('<time');
});

test('renders the badge loading, or with the figures it was given', async () => {
  expect((await widget('ReviewsBadge', {})).body).toContain('Loading reviews...');
  const given = await widget('ReviewsBadge', { averageRating: 4.8, totalReviewCount: 12 });
  expect(given.body).toContain('Read our 12 reviews');
  expect(given.body).toContain('Rated 4.8 out of 5');
});

test('rejects an unknown expose and props without the reviews source, with 404 and 400', async () => {
  await expect(widget('Stars', {})).rejects.toMatchObject({
    status: 404,
    message: expect.stringMatching(/Unknown expose 'Stars'/u),
  });
  await expect(
    renderFragment({
      expose: 'ReviewsBadge',
      path: '/',
      search: '',
      props: { site: standaloneSite },
    }),
  ).rejects.toMatchObject({
    status: 400,
    message: expect.stringMatching(/^ReviewsBadge: apiBase: /u),
  });
});
