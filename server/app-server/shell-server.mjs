// @ts-check
/**
 * The shell's server process: its build's files, and every page, rendered by its server bundle
 * (server/render.js of the build it serves) with the composition engine's includes of the
 * remotes' fragments, plus sitemap.xml and robots.txt.
 *
 *   node server/app-server/shell-server.mjs <shell folder> --port 3007
 *
 * Environment: RUNTIME_CONFIG_FILE (the remote list, default the build's runtime-config.json),
 * REMOTE_SERVERS (JSON: where it reaches each remote's server, such as
 * {"blog":"http://localhost:3001"}, or each of its replicas, {"blog":["http://…:3001",…]}) and
 * FRAGMENT_SECRET (sent with its own fragment requests).
 */
import fs from 'node:fs';
import path from 'node:path';
import { appArguments, fragmentSecret, inBuild, runAppServer } from './app-process.mjs';
import { servedBuildInfo } from './build-info.mjs';
import { serverBundle } from './bundle.mjs';
import { checkRuntimeConfigAtStart, createPageHandler, runtimeConfigLoader } from './pages.mjs';
import { reloading } from './reloading.mjs';

const { name, dist, port } = appArguments();
const build = servedBuildInfo(inBuild(dist, 'build-info.json'));
const renderer = reloading(inBuild(dist, 'server/render.js'), serverBundle('respond'));
const runtimeConfigFile = process.env.RUNTIME_CONFIG_FILE ?? path.join(dist, 'runtime-config.json');
const loadRuntimeConfig = runtimeConfigLoader(renderer);

const handlePage = createPageHandler({
  renderer,
  template: reloading(inBuild(dist, 'app.html'), (file) => fs.readFileSync(file, 'utf8')),
  runtimeConfig: reloading(runtimeConfigFile, loadRuntimeConfig),
  remoteServers: Object.fromEntries(
    Object.entries(JSON.parse(process.env.REMOTE_SERVERS ?? '{}')).map(([remote, servers]) => [
      remote,
      [servers].flat(),
    ]),
  ),
  fragmentSecret: fragmentSecret(name),
  build,
});

try {
  checkRuntimeConfigAtStart(runtimeConfigFile, loadRuntimeConfig);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await runAppServer({
  name,
  dist,
  port,
  build,
  // Set by `npm run dev` (server/run/servers.mjs), never by a deployment.
  devReports: process.env.DEV_REPORTS === '1',
  answer: handlePage,
  // The runtime config is answered from its own file, never from a stale build copy.
  ownPath: (pathname) => pathname === '/runtime-config.json',
});
