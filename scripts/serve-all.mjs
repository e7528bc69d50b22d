// @ts-check
/**
 * Serves the production builds as the deployment does (`npm run build` first; `npm start` does):
 * each app in a server process of its own (its files and its server-side rendering), nginx
 * composing the pages from them with the configuration docker-compose uses, and the upload
 * function and the reviews-provider stub. A server that crashes is started again; Ctrl-C stops
 * everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { listenOn } from '@practice/tooling/listen';
import { servedRoot } from '@practice/tooling/served-build';
import { apps, localRuntimeConfig, remotes, services, site } from './apps.mjs';
import { startComposer } from './serve/composer.mjs';
import { supervise } from './serve/supervise.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

const missing = apps.filter(
  (app) =>
    !fs.existsSync(path.join(servedRoot(path.join(root, app.dir, 'dist')), 'server/render.js')),
);
if (missing.length > 0) {
  console.error(
    `No build found for ${missing.map((app) => app.dir).join(', ')}: run npm run build.`,
  );
  process.exit(1);
}

const runtimeDir = fs.mkdtempSync(
  path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'omega-site-'),
);
// nginx's workers run unprivileged: they must reach its temporary files here.
fs.chmodSync(runtimeDir, 0o755);
const runtimeConfigFile = path.join(runtimeDir, 'runtime-config.json');
fs.writeFileSync(runtimeConfigFile, JSON.stringify(localRuntimeConfig()));
const serverOf = (/** @type {{ port: number }} */ app) => `http://127.0.0.1:${app.port}`;

/** @type {Array<() => void>} */
const stops = [];
const stop = (code = 0) => {
  stops.forEach((stopOne) => stopOne());
  fs.rmSync(runtimeDir, { recursive: true, force: true });
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

try {
  const { createUploadServer } = require(path.join(root, 'mf-careers/api/dist/server.js'));
  const upload = createUploadServer();
  await listenOn(upload, services.upload.port, 'upload function');
  const { createReviewsStub } = require(path.join(root, 'mf-reviews/stub/dist/server.js'));
  const stub = createReviewsStub();
  await listenOn(stub, services.reviewsStub.port, 'reviews stub');
  stops.push(() => {
    for (const server of [upload, stub]) {
      server.closeAllConnections();
      server.close();
    }
  });

  for (const app of apps) {
    const shell = app.name === 'shell';
    stops.push(
      await supervise(
        app.name,
        serverOf(app),
        process.execPath,
        [
          path.join(root, 'tooling/app-server.mjs'),
          path.join(root, app.dir),
          '--port',
          String(app.port),
          ...(shell ? ['--shell'] : []),
        ],
        {
          PUBLIC_URL: shell ? '/' : `http://localhost:${app.port}/`,
          RUNTIME_CONFIG_FILE: runtimeConfigFile,
          REMOTE_SERVERS: JSON.stringify(
            Object.fromEntries(remotes.map((r) => [r.name, serverOf(r)])),
          ),
        },
      ),
    );
  }
  stops.push(
    await startComposer({
      dir: runtimeDir,
      listen: `127.0.0.1:${site.port}`,
      shell: `127.0.0.1:${apps[0].port}`,
      remotes: Object.fromEntries(remotes.map((app) => [app.name, `127.0.0.1:${app.port}`])),
      remoteOrigins: remotes.map((app) => `http://localhost:${app.port}`),
      apiOrigins: [services.upload, services.reviewsStub].map(
        ({ port }) => `http://localhost:${port}`,
      ),
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}

for (const app of apps) console.log(`  ${app.name.padEnd(8)} http://localhost:${app.port}/`);
console.log(`  upload   http://localhost:${services.upload.port}/upload_form`);
console.log(`  reviews stub http://localhost:${services.reviewsStub.port}/`);
console.log(`\nThe site is at http://localhost:${site.port}/  (Ctrl-C stops every server)`);
