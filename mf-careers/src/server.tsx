// The careers server render (dist/server/render.js): its exposed page as HTML, and its path.
import { checkedProps, fragmentRenderer } from '@practice/server/render/fragment-renderer';
import { careersPageProps } from '@practice/server/render/prop-schemas';
import { remoteRoute } from '@practice/server/render/remote-route';
import CareersPage from './exposes/CareersPage';
import { CAREERS_PATH } from './lib/upload-rules';

export function pages(): string[] {
  return [CAREERS_PATH];
}

export const { renderFragment } = fragmentRenderer(
  {
    CareersPage: {
      route: remoteRoute('careers'),
      render: (props) => <CareersPage {...checkedProps('CareersPage', careersPageProps, props)} />,
    },
  },
  pages,
);
