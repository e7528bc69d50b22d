// @ts-check
/**
 * `npm run dev`: every app's webpack dev server (with reload) on its port, plus the upload
 * function and the reviews stub, each in a supervised process of its own as `npm start` runs
 * them. Ctrl-C stops them all.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { apps, site } from '../registry.mjs';
import { serviceServers } from './servers.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(import.meta.dirname, '../..');

for (const project of ['mf-careers/api/tsconfig.json', 'mf-reviews/stub/tsconfig.json']) {
  if (spawnSync('npx', ['tsc', '-p', project], { cwd: root, stdio: 'inherit' }).status !== 0) {
    process.exit(1);
  }
}
const services = serviceServers().map(supervise);
try {
  await Promise.all(services.map((service) => service.ready));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await Promise.all(services.map((service) => service.stop()));
  process.exit(1);
}

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

const stop = async () => {
  for (const child of children) {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
  await Promise.all(services.map((service) => service.stop()));
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
