// @ts-check
/**
 * `npm run dev`: every app's webpack dev server (with reload) on its port, plus the upload
 * function and the reviews stub. Ctrl-C stops them all.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { listenOn } from '@practice/tooling/listen';
import { apps, services, site } from './apps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

for (const project of ['mf-careers/api/tsconfig.json', 'mf-reviews/stub/tsconfig.json']) {
  if (spawnSync('npx', ['tsc', '-p', project], { cwd: root, stdio: 'inherit' }).status !== 0) {
    process.exit(1);
  }
}
const { createUploadServer } = require(path.join(root, 'mf-careers/api/dist/server.js'));
const { createReviewsStub } = require(path.join(root, 'mf-reviews/stub/dist/server.js'));
await listenOn(createUploadServer(), services.upload.port, 'upload function');
await listenOn(createReviewsStub(), services.reviewsStub.port, 'reviews stub');

// Each package's own dev script (the careers one generates its PDFs before serving).
const children = apps.map((app) =>
  // The shell's dev server is the site itself: no server rendering, no composition.
  spawn(
    'npm',
    ['run', 'dev', '--', '--port', String(app.name === 'shell' ? site.port : app.port)],
    {
      cwd: path.join(root, app.dir),
      stdio: 'inherit',
      detached: true,
    },
  ),
);
console.log(`\nDev servers starting; the site will be at http://localhost:${site.port}/`);

const stop = () => {
  for (const child of children) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
