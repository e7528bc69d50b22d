// @ts-check
/**
 * The Dockerfile's per-package lines: every workspace's manifest in the `manifests` stage (what
 * npm needs to install from the lockfile), and the remotes' public ports the engine exposes.
 */
import { replaceRegion } from './regions.mjs';

/** @type {import('./generate.mjs').Outputs} */
export const outputs = (sources) => [{ file: 'Dockerfile', make: (text) => make(sources, text) }];

/** @param {import('./generate.mjs').Sources} sources @param {string | undefined} text */
function make({ registry, workspaces }, text = '') {
  const manifests = workspaces.map((dir) => `COPY ${dir}/package.json ${dir}/`);
  const ports = registry.apps.filter((app) => app.name !== 'shell').map((app) => app.port);
  return replaceRegion(replaceRegion(text, 'manifests', manifests), 'ports', [
    `EXPOSE ${ports.join(' ')}`,
  ]);
}
