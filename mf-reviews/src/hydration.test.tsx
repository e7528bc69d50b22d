import type { ComponentType } from 'react';
import { expectCleanHydration, renderOnServer } from '@practice/tooling/hydration';
import { standaloneSite } from '@practice/shell/standalone-site';
import ReviewsBadge from './exposes/ReviewsBadge';
import ReviewsCarousel from './exposes/ReviewsCarousel';

// The first state only: the provider is never reached, so the widgets stay loading.
jest.mock('./lib/client', () => ({ fetchReviews: () => new Promise(() => undefined) }));

const props = {
  site: standaloneSite,
  apiBase: 'http://reviews.example',
  featurableId: 'omega-health-care',
};

test.each<[string, ComponentType<typeof props & Record<string, unknown>>, object]>([
  ['ReviewsCarousel', ReviewsCarousel, { title: 'Our Reviews', maxCharacters: 80 }],
  ['ReviewsCarousel', ReviewsCarousel, { maxCharacters: 80, nameDisplay: 'full', dots: false }],
  ['ReviewsBadge', ReviewsBadge, {}],
  ['ReviewsBadge', ReviewsBadge, { averageRating: 4.8, totalReviewCount: 12, theme: 'dark' }],
])('the server HTML of %s %j hydrates without a mismatch', async (expose, Widget, extra) => {
  const request = { expose, path: '/', search: '', props: { ...props, ...extra } };
  const { head, body } = await renderOnServer(() => import('./server'), request);
  await expectCleanHydration({
    address: '/',
    head,
    body,
    module: <Widget {...props} {...extra} />,
    stable: (page) => [page.querySelector('[data-remote-slot] > *')],
  });
});
