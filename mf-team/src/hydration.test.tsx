import { expectCleanHydration, renderOnServer } from '@practice/tooling/hydration';
import { standaloneSite } from '@practice/shell/standalone-site';
import TeamRoutes from './exposes/TeamRoutes';

const site = standaloneSite;

test.each([
  ['the team grid', '/ourteam/'],
  ['a doctor', '/ourteam/Samuel_Osei/'],
  ['a practitioner', '/ourteam/Aisha_Rahman'],
  ['Provider Not Found', '/ourteam/No_One/'],
])('the server HTML of %s hydrates without a mismatch', async (_page, path) => {
  const request = { expose: 'TeamRoutes', path, search: '', props: { site } };
  const { head, body } = await renderOnServer(() => import('./server'), request);
  await expectCleanHydration({
    address: path,
    route: '/ourteam/*',
    head,
    body,
    module: <TeamRoutes site={site} />,
    stable: (page) => [page.querySelector('h1'), ...page.querySelectorAll('img')],
  });
});
