// @ts-check
/**
 * Serves the production builds as the deployment does (`npm run build` first; `npm start` does):
 * site.mjs over each app's dist/. This process runs none of the servers: it supervises them.
 * Ctrl-C, SIGTERM, or the end of whatever started this process stops every server and frees
 * every port.
 */
import fs from 'node:fs';
import path from 'node:path';
import { servedRoot } from '../app-server/served-build.mjs';
import { apps, services } from '../registry.mjs';
import { buildFolder } from './servers.mjs';
import { session } from './session.mjs';
import { serveSite } from './site.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// An app's build is the one its dist/current points at after a deploy, dist/ itself after a build.
/** @type {string[]} */
let builds;
try {
  builds = [
    ...apps.map((app) =>
      path.relative(root, path.join(servedRoot(buildFolder(app, 'dist')), 'server/render.js')),
    ),
    ...Object.values(services).map((service) => service.main),
  ];
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const missing = builds.filter((file) => !fs.existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.error(`No build found (${missing.join(', ')}): run npm run build.`);
  process.exit(1);
}

await serveSite(session(), { build: 'dist', dev: false });
