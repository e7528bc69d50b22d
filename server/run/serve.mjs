// @ts-check
/**
 * Serves the production builds as the deployment does (`npm run build` first; `npm start` does):
 * each app in a server process of its own (its files and its server-side rendering), the upload
 * function and the reviews-provider stub each in theirs, and a composition engine composing the
 * pages from them: nginx with the configuration docker-compose uses where it is installed, the
 * embedded engine elsewhere (compose/composer.mjs). This process runs none of them: it supervises them
 * (serve/supervise.mjs), so that one failing takes down no other. Ctrl-C, SIGTERM, or the end of
 * whatever started this process stops every server and frees every port.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { servedRoot } from '../app-server/served-build.mjs';
import { apps, localRuntimeConfig, remotes, services, site } from '../registry.mjs';
import { chosenEngine, composerServer } from '../compose/composer.mjs';
import { whenParentGone } from './parent.mjs';
import { appServers, serviceServers } from './servers.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const parent = process.ppid;

// An app's build is the one its dist/current points at after a deploy, dist/ itself after a build.
const builds = [
  ...apps.map((app) =>
    path.relative(
      root,
      path.join(servedRoot(path.join(root, app.dir, 'dist')), 'server/render.js'),
    ),
  ),
  ...Object.values(services).map((service) => service.main),
];
const missing = builds.filter((file) => !fs.existsSync(path.join(root, file)));
if (missing.length > 0) {
  console.error(`No build found (${missing.join(', ')}): run npm run build.`);
  process.exit(1);
}

const runtimeDir = fs.mkdtempSync(
  path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'omega-site-'),
);
// nginx's workers run unprivileged: they must reach its temporary files here.
fs.chmodSync(runtimeDir, 0o755);
const runtimeConfigFile = path.join(runtimeDir, 'runtime-config.json');
fs.writeFileSync(runtimeConfigFile, JSON.stringify(localRuntimeConfig()));
// Only the composition engine and the shell's server may ask the remotes for fragments.
const fragmentSecret = process.env.FRAGMENT_SECRET || randomBytes(24).toString('base64url');

/** @type {ReturnType<typeof supervise>[]} */
const supervised = [];
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await Promise.all(supervised.map((server) => server.stop()));
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  process.exit(code);
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => void stop());
}
// npm killed, or the test runner that started this: nothing must outlive it.
whenParentGone(parent, () => void stop());

try {
  const engine = chosenEngine();
  const why = process.env.COMPOSER
    ? `COMPOSER=${engine}`
    : engine === 'nginx'
      ? 'installed'
      : 'nginx is not installed';
  console.log(
    `Pages composed by ${engine === 'nginx' ? 'nginx' : 'the embedded engine'} (${why}).`,
  );
  const composer = composerServer(
    {
      dir: runtimeDir,
      listen: `127.0.0.1:${site.port}`,
      shell: `127.0.0.1:${apps[0].port}`,
      remotes: Object.fromEntries(remotes.map((app) => [app.name, `127.0.0.1:${app.port}`])),
      fragmentSecret,
    },
    engine,
  );
  const servers = [...appServers(runtimeConfigFile, fragmentSecret), ...serviceServers()];
  for (const server of [...servers, composer]) {
    supervised.push(supervise(server));
  }
  await Promise.all(supervised.map((server) => server.ready));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}

for (const app of apps) console.log(`  ${app.name.padEnd(8)} http://localhost:${app.port}/`);
console.log(`  upload   http://localhost:${services.upload.port}/upload_form`);
console.log(`  reviews stub http://localhost:${services.reviewsStub.port}/`);
console.log(`\nThe site is at http://localhost:${site.port}/  (Ctrl-C stops every server)`);
