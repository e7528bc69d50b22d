// The team's server render (dist/server/render.js): its exposed module as HTML, and its pages.
import { checkedProps, fragmentRenderer } from '@practice/server/render/fragment-renderer';
import { remoteProps } from '@practice/server/render/prop-schemas';
import { remoteRoute } from '@practice/server/render/remote-route';
import { providers } from './content/providers';
import TeamRoutes from './exposes/TeamRoutes';
import { profilePath, TEAM_PATH } from './lib/paths';

/** The team page and each profile, in the form the cards link to (/ourteam/{First_Last}/). */
export function pages(): string[] {
  return [TEAM_PATH, ...providers.map((provider) => profilePath(provider.id))];
}

export const { renderFragment } = fragmentRenderer(
  {
    TeamRoutes: {
      route: remoteRoute('team'),
      render: (props) => <TeamRoutes {...checkedProps('TeamRoutes', remoteProps, props)} />,
    },
  },
  pages,
);
