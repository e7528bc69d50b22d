// @ts-check
/**
 * The registry's remotes for code that cannot read registry.json when it runs (the shell's browser
 * bundle would carry every port and service of it): the shell's list of remotes and the routes
 * each owns, and the contracts' name of a remote.
 */

const header =
  '// npm run generate writes this file from server/registry.json: edit the registry, not it.\n';

/** @type {import('./generate.mjs').Outputs} */
export const outputs = ({ registry }) => {
  const remotes = registry.apps.filter((app) => app.name !== 'shell');
  return [
    {
      file: 'shell/src/config/remote-routes.ts',
      make: () =>
        `${header}\n/** Each remote the shell can render, and the routes of the site it owns. */\n` +
        `export const remoteRoutes = ${JSON.stringify(
          Object.fromEntries(remotes.map((app) => [app.name, app.routes])),
        )} as const;\n`,
    },
    {
      file: 'shared-types/src/remote-name.ts',
      make: () =>
        `${header}\n/** Names of the remotes as registered with the federation runtime. */\n` +
        `export type RemoteName = ${remotes.map((app) => `'${app.name}'`).join(' | ')};\n`,
    },
  ];
};
