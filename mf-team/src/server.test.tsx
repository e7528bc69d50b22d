/** @jest-environment node */
import { standaloneSite } from '@practice/shell/standalone-site';
import { providers } from './content/providers';
import { profilePath } from './lib/paths';
import { pages, renderFragment } from './server';

const team = (path: string) =>
  renderFragment({ expose: 'TeamRoutes', path, search: '', props: { site: standaloneSite } });

/** Text as React writes it into HTML. */
const html = (text: string) => text.replace(/&/gu, '&amp;').replace(/'/gu, '&#x27;');

describe('pages', () => {
  it('lists the team page and the 9 profiles, with the trailing slash the cards link to', () => {
    expect(pages()).toEqual([
      '/ourteam/',
      ...providers.map((provider) => `/ourteam/${provider.id}/`),
    ]);
    expect(pages()).toHaveLength(10);
  });

  it.each(pages())('renders %s with status 200 and its heading', async (path) => {
    const { status, body } = await team(path);
    expect(status).toBe(200);
    const provider = providers.find((candidate) => profilePath(candidate.id) === path);
    expect(body).toMatch(
      new RegExp(`<h1[^>]*>${html(provider?.name ?? 'MEET THE TEAM')}</h1>`, 'u'),
    );
  });
});

describe('renderFragment', () => {
  it('puts the profile title and description in the head', async () => {
    const founder = providers[0];
    const { head, body } = await team('/ourteam/Samuel_Osei');
    expect(head).toContain(`<title>${html(founder.head.title)}</title>`);
    expect(head).toContain('<meta name="description"');
    expect(body).not.toContain('<title>');
  });

  it.each(['/ourteam/No_One/', '/ourteam/Samuel_Osei/extra'])(
    'answers 404 for %s',
    async (path) => {
      const { status, head, body } = await team(path);
      expect(status).toBe(404);
      expect(body).toContain('Provider Not Found');
      expect(head).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it('rejects an unknown expose and props without usable site facts, with 404 and 400', async () => {
    await expect(
      renderFragment({ expose: 'Nope', path: '/', search: '', props: { site: standaloneSite } }),
    ).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/Unknown expose 'Nope'/u),
    });
    await expect(
      renderFragment({ expose: 'TeamRoutes', path: '/ourteam/', search: '', props: { site: 1 } }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'TeamRoutes: site: Invalid input: expected object, received number',
    });
  });
});
