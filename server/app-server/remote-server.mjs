// @ts-check
/**
 * A remote's server process: its build's files, and its fragments (/_fragments/…) rendered by its
 * server bundle (server/render.js of the build it serves), loaded again whenever a deploy
 * switches builds; and the bundle's relay, where it has one (relay-answer.mjs).
 *
 *   node server/app-server/remote-server.mjs <app folder> --port 3001
 *
 * Environment: PUBLIC_URL (where browsers fetch this app's files) and FRAGMENT_SECRET (what the
 * composition engine sends with fragment requests).
 */
import fs from 'node:fs';
import { appOfFolder } from '../registry.mjs';
import { appArguments, fragmentSecret, inBuild, runAppServer } from './app-process.mjs';
import { servedBuildInfo } from './build-info.mjs';
import { serverBundle } from './bundle.mjs';
import { createFragmentHandler } from './fragments.mjs';
import { reloading } from './reloading.mjs';
import { answerFromRelay } from './relay-answer.mjs';

const { name, dist, port } = appArguments();
const build = servedBuildInfo(inBuild(dist, 'build-info.json'));

const renderer = reloading(inBuild(dist, 'server/render.js'), serverBundle('renderFragment'));
// Loaded before the first request, which the shell gives less than a second.
renderer();
const handleFragment = createFragmentHandler({
  renderer,
  manifest: reloading(inBuild(dist, 'mf-manifest.json'), (file) =>
    JSON.parse(fs.readFileSync(file, 'utf8')),
  ),
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}/`,
  secret: fragmentSecret(name),
  tag: appOfFolder(name)?.name ?? name,
  build,
});

await runAppServer({
  name,
  dist,
  port,
  build,
  // Set by `npm run dev` (server/run/servers.mjs), never by a deployment.
  ownOrigin: true,
  devReports: process.env.DEV_REPORTS === '1',
  answer: async (url, req, res) => {
    if (await handleFragment(url, req, res)) return;
    if (await answerFromRelay(renderer()?.relay, req, url, res)) return;
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('Not found');
  },
});
