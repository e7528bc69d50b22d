import { expectCrisisLineWhereNeeded } from '@practice/tooling/crisis-line';
import { providers } from './content/providers';
import { profilePath, TEAM_PATH } from './lib/paths';
import { renderTeamRoute } from './testing/render-team-route';

/**
 * The team page and every profile whose own text speaks of mental health, suicide, crisis,
 * substance use or addiction show the crisis line (988 and 911). Profiles come from the content,
 * so a new provider is checked at once.
 */
it.each([TEAM_PATH, ...providers.map((provider) => profilePath(provider.id))])('%s', (path) => {
  const { container } = renderTeamRoute(path);
  expectCrisisLineWhereNeeded(path, container);
});
