// @ts-check
/**
 * `npm run dev`: the site as `npm run serve` serves it (site.mjs: each app's server rendering its
 * part, the composition engine composing the pages, the browser hydrating them), over development builds of every
 * app (dist-dev/) that are rebuilt on every change: the app servers load a new build at the next
 * request. A page's development build reports what it could not hydrate, and the app server
 * prints it here. Ctrl-C stops it all.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { apps } from '../registry.mjs';
import { session } from './session.mjs';
import { serveSite } from './site.mjs';
import { watchBuilds } from './watch-builds.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const run = (/** @type {string[]} */ args) => {
  if (spawnSync('npx', args, { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
};

// The services' builds, and what an app prepares before its development build (careers: PDFs).
run(['tsc', '-p', 'mf-careers/api/tsconfig.json']);
run(['tsc', '-p', 'mf-reviews/stub/tsconfig.json']);
run(['npm', 'run', 'predev', '--workspaces', '--if-present']);

const dev = session();
await watchBuilds(
  dev,
  apps.map((app) => path.join(root, app.dir)),
);
await serveSite(dev, { build: 'dist-dev', dev: true });
console.log('Every change is rebuilt; the next page load shows it.');
