/** @jest-environment node */
import { standaloneSite } from '@practice/shell/standalone-site';
import { articles } from './content/articles';
import { articlePath } from './lib/paths';
import { pages, renderFragment } from './server';

/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/gu, '&amp;').replace(/'/gu, '&#x27;').replace(/"/gu, '&quot;');

const site = standaloneSite;
const blog = (path: string, search = '') =>
  renderFragment({ expose: 'BlogRoutes', path, search, props: { site } });

describe('pages', () => {
  it('lists the blog, its 3 categories, 14 archive months and every post', () => {
    const paths = pages();
    expect(paths[0]).toBe('/blog/');
    expect(paths.filter((path) => path.startsWith('/blog/category/'))).toHaveLength(3);
    expect(paths.filter((path) => path.startsWith('/blog/archive/'))).toHaveLength(14);
    const posts = paths.filter((path) => !/^\/blog\/(category\/|archive\/|$)/u.test(path));
    expect(posts).toHaveLength(articles.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(pages())('renders %s with status 200 and its heading', async (path) => {
    const { status, body } = await blog(path);
    expect(status).toBe(200);
    const post = articles.find((article) => articlePath(article.endpoint) === path);
    // A post is headed by its title, the list by 'FEATURED BLOGS', a filtered list by its filter.
    const filter = /^\/blog\/(category|archive)\/([^/]+)\/$/u.exec(decodeURIComponent(path));
    const heading = filter
      ? `${filter[1] === 'category' ? 'Category' : 'Archive'}: ${filter[2]}`
      : (post?.title ?? 'FEATURED BLOGS');
    expect(body).toContain(`>${html(heading)}</h1>`);
    // Every boundary inline: no segment for a completion script to move into place later.
    expect(body).not.toContain('id="S:');
  });
});

describe('renderFragment', () => {
  it('renders a post with its full body and its head tags', async () => {
    const { status, head, body } = await blog(
      '/blog/Why-Naloxone-Belongs-in-Every-Home-First-Aid-Kit/',
    );
    expect(status).toBe(200);
    expect(head).toMatch(/^<.*<title>[^<]*Naloxone[^<]*<\/title>/su);
    expect(head).toContain('<meta name="description"');
    expect(body).toContain('>Why Naloxone Belongs in Every Home First Aid Kit</h1>');
    expect(body).not.toContain('Loading the article');
    expect(body).toContain('aria-busy="false"');
    expect(body).not.toMatch(/<(html|head|body)\b/u);
  });

  it('renders the list with its title, one page at a time', async () => {
    const { status, head, body } = await blog('/blog/', '?page=2');
    expect(status).toBe(200);
    expect(head).toContain('<title>Blog – Page 2 | Omega Health Care</title>');
    expect(body).toContain('FEATURED BLOGS');
    expect(body).toContain(articles[5].title);
  });

  it.each(['/blog/No-Such-Post/', '/blog/a/b/c'])('answers 404 for %s', async (path) => {
    const { status, head, body } = await blog(path);
    expect(status).toBe(404);
    expect(body).toContain('Blog Not Found');
    expect(head).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each(['/blog/category/Recipes/', '/blog/archive/June%202019/', '/blog/archive/June/'])(
    'answers 404 for the empty list %s, which can never have posts',
    async (path) => {
      const { status, body } = await blog(path);
      expect(status).toBe(404);
      expect(body).toContain('Data Not Found');
    },
  );

  it('renders a search at /blog/?q=… with its results, a 200 and noindex', async () => {
    const { status, head, body } = await blog('/blog/', '?q=naloxone');
    expect(status).toBe(200);
    expect(head).toContain('<title>Search: “naloxone” | Blog | Omega Health Care</title>');
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(body).toContain('>Why Naloxone Belongs in Every Home First Aid Kit</a></h2>');
    expect(body).toContain('1 article found');
    const form = body.match(/<form role="search"[^>]*>/u)?.[0];
    expect(form).toContain('action="/blog/"');
    expect(form).toContain('method="get"');
    expect(body).toMatch(/<input [^>]*name="q"[^>]* value="naloxone"/u);

    const none = await blog('/blog/', '?q=dentistry');
    expect(none.status).toBe(200);
    expect(none.body).toContain('Data Not Found');
    expect(none.body).toContain('No articles match “dentistry”.');
  });

  it('renders the latest articles widget without a route', async () => {
    const { status, body } = await renderFragment({
      expose: 'LatestArticles',
      path: '/',
      search: '',
      props: { site },
    });
    expect(status).toBe(200);
    expect(body).toMatch(/^<ul/u);
    expect(body).toContain(articles[0].title);
  });

  it('rejects an unknown expose and props without usable site facts, with 404 and 400', async () => {
    await expect(
      renderFragment({ expose: 'Nope', path: '/', search: '', props: { site } }),
    ).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/Unknown expose 'Nope'/u),
    });
    await expect(
      renderFragment({ expose: 'BlogRoutes', path: '/blog/', search: '', props: {} }),
    ).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^BlogRoutes: site: /u),
    });
  });
});
