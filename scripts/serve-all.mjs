// @ts-check
/**
 * Serves every production build on its port, plus the upload function and the reviews-provider
 * stub, in this one process: Ctrl-C stops everything. Run `npm run build` first (`npm start` does).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createStaticServer, listenOn } from '@practice/tooling/static-server';
import { apps, localRuntimeConfig, services } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

const missing = apps.filter(
  (app) => !fs.existsSync(path.join(root, app.dir, 'dist/mf-manifest.json')),
);
if (missing.length > 0) {
  console.error(
    `No build found for ${missing.map((app) => app.dir).join(', ')}: run npm run build.`,
  );
  process.exit(1);
}

const runtimeConfig = JSON.stringify(localRuntimeConfig());
/** @type {import('node:http').Server[]} */
const servers = [];

try {
  for (const app of apps) {
    const server = createStaticServer({
      root: path.join(root, app.dir, 'dist'),
      pages: app.name === 'shell',
      override:
        app.name === 'shell'
          ? (req, res) => {
              if (!req.url?.startsWith('/runtime-config.json')) return false;
              res.writeHead(200, {
                'Content-Type': 'application/json',
                'Cache-Control': 'no-cache',
              });
              res.end(runtimeConfig);
              return true;
            }
          : undefined,
    });
    await listenOn(server, app.port, app.name);
    servers.push(server);
  }
  const { createUploadServer } = require(path.join(root, 'mf-careers/api/dist/server.js'));
  const upload = createUploadServer();
  await listenOn(upload, services.upload.port, 'upload function');
  servers.push(upload);
  const { createReviewsStub } = require(path.join(root, 'mf-reviews/stub/dist/server.js'));
  const stub = createReviewsStub();
  await listenOn(stub, services.reviewsStub.port, 'reviews stub');
  servers.push(stub);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  servers.forEach((server) => server.close());
  process.exit(1);
}

for (const app of apps) console.log(`  ${app.name.padEnd(8)} http://localhost:${app.port}/`);
console.log(`  upload   http://localhost:${services.upload.port}/upload_form`);
console.log(`  reviews stub http://localhost:${services.reviewsStub.port}/`);
console.log(`\nThe site is at http://localhost:${apps[0].port}/  (Ctrl-C stops every server)`);

const stop = () => {
  servers.forEach((server) => server.closeAllConnections?.());
  servers.forEach((server) => server.close());
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
