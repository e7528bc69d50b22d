// The careers server render (dist/server/render.js): its exposed page as HTML, and its path.
import { checkedProps, fragmentRenderer } from '@practice/server/render/fragmentRenderer';
import { careersPageProps } from '@practice/server/render/propSchemas';
import CareersPage from './exposes/CareersPage';

/** The one page, as the shell routes and links it. */
const CAREERS_PATH = '/career/';

export function pages(): string[] {
  return [CAREERS_PATH];
}

export const { renderFragment } = fragmentRenderer(
  {
    CareersPage: {
      route: '/career',
      render: (props) => <CareersPage {...checkedProps('CareersPage', careersPageProps, props)} />,
    },
  },
  pages,
);
