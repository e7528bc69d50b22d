// @ts-check
/**
 * shell/public/runtime-config.json, the runtime config a shell build carries (a served site is
 * given its own, registry.mjs's localRuntimeConfig): each remote's manifest at its local port.
 */
import { withRemotes } from './runtime-config-remotes.mjs';

/** @type {import('./generate.mjs').Outputs} */
export const outputs = ({ registry }) => [
  {
    file: 'shell/public/runtime-config.json',
    make: (text = '') =>
      withRemotes(
        text,
        registry.apps
          .filter((app) => app.name !== 'shell')
          .map((app) => ({
            name: app.name,
            entry: `http://localhost:${app.port}/mf-manifest.json`,
          })),
      ),
  },
];
