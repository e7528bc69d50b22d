import registry from '../registry.json';

/** The route the app registry gives a remote, such as '/blog/*': its route module is mounted there. */
export function remoteRoute(name: string): string {
  const route = registry.apps.find((app) => app.name === name)?.routes[0];
  if (!route) throw new Error(`The app registry gives ${name} no route.`);
  return route;
}
