// @ts-check
/**
 * `npm run generate`: the per-app parts of the files that must stay static for their tools (the
 * nginx templates, the Dockerfile, docker-compose.yml, the shell build's runtime config,
 * deploy/k8s, the shell's remotes and their routes) written from
 * server/registry.json. `--check` writes nothing and names each file that differs (a test runs
 * it); `--root <folder>` works on another copy of the repository (the test of a new remote).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import * as dockerCompose from './docker-compose.mjs';
import * as dockerfile from './dockerfile.mjs';
import * as k8sIngress from './k8s-ingress.mjs';
import * as k8sKustomizations from './k8s-kustomizations.mjs';
import * as k8sNetworkPolicies from './k8s-network-policies.mjs';
import * as k8sRemotes from './k8s-remotes.mjs';
import * as k8sRuntimeConfig from './k8s-runtime-config.mjs';
import * as k8sServers from './k8s-servers.mjs';
import * as nginxSite from './nginx-site.mjs';
import * as remoteOrigins from './remote-origins.mjs';
import * as remoteRoutes from './remote-routes.mjs';
import * as shellRuntimeConfig from './shell-runtime-config.mjs';

/**
 * What the files are made from: the registry, the workspaces whose manifests npm installs, and
 * the folders of deploy/k8s with a kustomization (base, then each overlay).
 * @typedef {{
 *   registry: import('../registry.mjs').Registry,
 *   workspaces: string[],
 *   k8sFolders: string[],
 * }} Sources
 */

/**
 * What one module writes: each file's path, and its text made from the file as it is (undefined
 * for one not there yet).
 * @typedef {(sources: Sources) => Array<{ file: string, make: (text?: string) => string }>} Outputs
 */

/** One module per kind of file. */
const generators = [
  nginxSite,
  remoteOrigins,
  dockerfile,
  dockerCompose,
  shellRuntimeConfig,
  remoteRoutes,
  k8sRemotes,
  k8sKustomizations,
  k8sRuntimeConfig,
  k8sIngress,
  k8sServers,
  k8sNetworkPolicies,
];

const repository = path.resolve(import.meta.dirname, '../..');

const { values } = parseArgs({
  options: { check: { type: 'boolean' }, root: { type: 'string', default: repository } },
});
const root = path.resolve(String(values.root));
const read = (/** @type {string} */ file) => {
  const at = path.join(root, file);
  return fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : undefined;
};
const json = (/** @type {string} */ file) => JSON.parse(read(file) ?? 'null');

/** @type {Sources} */
const sources = {
  registry: json('server/registry.json'),
  workspaces: json('package.json').workspaces,
  k8sFolders: [
    'base',
    ...fs.readdirSync(path.join(root, 'deploy/k8s/overlays')).map((name) => `overlays/${name}`),
  ].map((folder) => `deploy/k8s/${folder}`),
};

// Formatted as `npm run lint` wants the repository's files (prettier's own parser for each).
const options = await prettier.resolveConfig(path.join(repository, 'package.json'));
let stale = 0;
for (const { file, make } of generators.flatMap(({ outputs }) => outputs(sources))) {
  const made = make(read(file));
  const { inferredParser } = await prettier.getFileInfo(path.join(repository, file));
  const text = inferredParser ? await prettier.format(made, { ...options, filepath: file }) : made;
  if (read(file) === text) continue;
  stale += 1;
  if (values.check)
    console.log(`${file} is not what server/registry.json makes: run npm run generate`);
  else {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    console.log(`wrote ${file}`);
  }
}
if (values.check && stale) process.exitCode = 1;
