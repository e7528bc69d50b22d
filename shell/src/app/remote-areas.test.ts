import registry from '@practice/server/registry.json';
import { navItems } from '../layout/navigation';
import { remoteAreas } from './remote-areas';

/** The shell routes to the remotes the app registry names, by the routes it says they own. */
describe("the shell's remote areas", () => {
  const routeOwners = registry.apps.filter((app) => app.name !== 'shell' && app.routes.length);

  it('are exactly the routes the registry gives the remotes, each to its own exposed module', () => {
    expect(remoteAreas.map((area) => [`/${area.route}`, area.id])).toEqual(
      routeOwners.flatMap((app) =>
        app.routes.map((route) => [route, expect.stringMatching(`^${app.name}/`)]),
      ),
    );
    for (const area of remoteAreas) {
      const [name, expose] = area.id.split('/');
      expect(registry.apps.find((app) => app.name === name)?.exposes).toContain(expose);
    }
  });

  it('are linked from the navigation with the module that renders them', () => {
    for (const item of navItems.filter((entry) => entry.remote)) {
      const area = remoteAreas.find((candidate) => candidate.id === item.remote);
      // `blog/*` is linked as /blog/, `career` as /career/.
      expect(`/${area?.route}`.replace(/\/\*$/, '')).toBe(item.path.replace(/\/$/, ''));
    }
  });
});
