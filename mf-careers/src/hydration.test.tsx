import { expectCleanHydration, renderOnServer } from '@practice/tooling/hydration';
import { standaloneSite } from '@practice/shell/standalone-site';
import CareersPage from './exposes/CareersPage';

test('the server HTML of the careers page hydrates without a mismatch', async () => {
  const props = { site: standaloneSite, uploadUrl: 'https://upload.example/upload_form' };
  const request = { expose: 'CareersPage', path: '/career/', search: '', props };
  const { head, body } = await renderOnServer(() => import('./server'), request);
  await expectCleanHydration({
    address: '/career/',
    route: '/career',
    head,
    body,
    module: <CareersPage {...props} />,
    stable: (page) => [page.querySelector('h1'), ...page.querySelectorAll('article h3, button')],
  });
});
