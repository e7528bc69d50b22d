// @ts-check
/**
 * The site served as the deployment serves it, from the builds named: each app in a server
 * process of its own (its files and its server-side rendering), the upload function and the
 * reviews-provider stub each in theirs, and a composition engine composing the pages from them
 * (nginx with the configuration docker-compose uses where it is installed, the embedded engine
 * elsewhere: compose/engine.mjs), every one supervised (supervise.mjs) so that one failing takes
 * down no other. With REPLICAS=n each app's server runs n times, each replica on its own port,
 * and the engine balances over them. npm run serve serves the production builds; npm run dev
 * its own.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listenHost } from '../app-server/listen.mjs';
import { chosenEngine, engineServer } from '../compose/engine.mjs';
import { cacheDirIn, linkedCache, siteCacheLink } from '../compose/nginx.mjs';
import { sweepExpired } from '../deploy/purge-cache.mjs';
import {
  apps,
  localRuntimeConfig,
  remotes,
  replicaCount,
  replicaPorts,
  services,
  site,
} from '../registry.mjs';
import { appServers, replicaAddresses, serviceServers } from './servers.mjs';

/**
 * @param {ReturnType<typeof import('./session.mjs').session>} session what stops it all
 * @param {{ build: string, dev: boolean }} served each app's build folder (dist, dist-dev), and
 *   whether it is `npm run dev`'s
 */
export async function serveSite(session, served) {
  const runtimeDir = fs.mkdtempSync(
    path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'omega-site-'),
  );
  session.onStop(() => fs.rmSync(runtimeDir, { recursive: true, force: true }));
  // nginx's workers run unprivileged: they must reach its temporary files here.
  fs.chmodSync(runtimeDir, 0o755);
  const runtimeConfigFile = path.join(runtimeDir, 'runtime-config.json');
  fs.writeFileSync(runtimeConfigFile, JSON.stringify(localRuntimeConfig()));
  // Only the composition engine and the shell's server may ask the remotes for fragments.
  const fragmentSecret = process.env.FRAGMENT_SECRET || randomBytes(24).toString('base64url');

  // nginx's cache tier, but not under `npm run dev` (its rebuilds purge nothing), nor with
  // ENGINE_CACHE=off (the bench's uncached figures).
  const cache = !served.dev && process.env.ENGINE_CACHE !== 'off';
  let engineProcess;
  let replicas = 1;
  try {
    replicas = replicaCount();
    const engine = chosenEngine();
    const why = process.env.ENGINE
      ? `ENGINE=${engine}`
      : engine === 'nginx'
        ? 'installed'
        : 'nginx is not installed';
    console.log(
      `Pages composed by ${engine === 'nginx' ? 'nginx' : 'the embedded engine'} (${why}).`,
    );
    engineProcess = engineServer(
      {
        dir: runtimeDir,
        listen: `${listenHost()}:${site.port}`,
        shell: replicaAddresses(apps[0], replicas),
        remotes: Object.fromEntries(
          remotes.map((app) => [app.name, replicaAddresses(app, replicas)]),
        ),
        fragmentSecret,
        cache,
      },
      engine,
    );
    if (engine === 'nginx' && cache) manageCache(session, runtimeDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return session.stop(1);
  }
  await session.supervise([
    ...appServers(runtimeConfigFile, fragmentSecret, served, replicas),
    ...serviceServers(),
    engineProcess,
  ]);

  for (const app of apps) {
    const ports = replicaPorts(app, replicas);
    const more = ports.length > 1 ? `  (replicas on ${ports.slice(1).join(', ')})` : '';
    console.log(`  ${app.name.padEnd(8)} http://localhost:${app.port}/${more}`);
  }
  console.log(`  upload   http://localhost:${services.upload.port}/upload_form`);
  console.log(`  reviews stub http://localhost:${services.reviewsStub.port}/`);
  console.log(`\nThe site is at http://localhost:${site.port}/  (Ctrl-C stops every server)`);
}

/**
 * Links this site's cache where a deploy looks for it (siteCacheLink), for as long as it serves,
 * and sweeps from it every minute what is past its stale-if-error.
 * @param {ReturnType<typeof import('./session.mjs').session>} session
 * @param {string} runtimeDir
 */
function manageCache(session, runtimeDir) {
  const link = siteCacheLink(site.port);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(cacheDirIn(runtimeDir), link);
  const sweep = () => {
    try {
      sweepExpired(cacheDirIn(runtimeDir));
    } catch (error) {
      console.error(`Sweeping the cache failed: ${error instanceof Error ? error.message : error}`);
    }
  };
  const sweeping = setInterval(sweep, 60_000).unref();
  session.onStop(() => {
    clearInterval(sweeping);
    // Another site may have taken this port's link since.
    if (linkedCache(link) === cacheDirIn(runtimeDir)) fs.rmSync(link, { force: true });
  });
}
