import { expectCleanHydration, isHydrated, renderOnServer } from '@practice/tooling/hydration';
import { standaloneSite } from '@practice/shell/standalone-site';
import type { FragmentRequest } from '@practice/shared-types';
import BlogRoutes from './exposes/BlogRoutes';
import LatestArticles from './exposes/LatestArticles';

const site = standaloneSite;

const serverFragment = (request: FragmentRequest) =>
  renderOnServer(() => import('./server'), request);

async function expectPageHydrates(address: string) {
  const [path, search = ''] = address.split(/(?=\?)/u);
  const request = { expose: 'BlogRoutes', path, search, props: { site } };
  const { head, body } = await serverFragment(request);
  await expectCleanHydration({
    address,
    route: '/blog/*',
    head,
    body,
    module: <BlogRoutes site={site} />,
    // The heading, the sidebar, and a post's media and body.
    stable: (page) => [
      page.querySelector('h1'),
      page.querySelector('#blog-search'),
      ...page.querySelectorAll('article img, article h2'),
    ],
    // A post hydrates once its body chunk has arrived in the browser too.
    settled: (page) => isHydrated(page.querySelector('h1')),
  });
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test.each([
  '/blog/',
  '/blog/?page=2',
  '/blog/category/Announcements/',
  '/blog/archive/June%202025/',
  '/blog/No-Such-Post/',
])('the server HTML of %s hydrates without a mismatch', (address) => expectPageHydrates(address));

test.each([
  ['a video', '/blog/Getting-Ready-for-Respiratory-Virus-Season-With-Vaccines/'],
  ['a carousel', '/blog/More-Psychiatric-Nurse-Practitioner-Appointments-Now-Available/'],
  ['a video in its body', '/blog/Magnetic-Nerve-Pain-Therapy-Now-Available-at-Omega-Health-Care/'],
])('a post with %s hydrates around its lazily loaded body', async (_media, address) => {
  await expectPageHydrates(address);
});

test('the latest articles widget hydrates without a mismatch', async () => {
  const { head, body } = await serverFragment({
    expose: 'LatestArticles',
    path: '/',
    search: '',
    props: { site },
  });
  await expectCleanHydration({
    address: '/',
    head,
    body,
    module: <LatestArticles site={site} />,
    stable: (page) => [page.querySelector('h3')],
  });
});
