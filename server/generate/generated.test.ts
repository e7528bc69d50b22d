/**
 * @jest-environment node
 *
 * The files `npm run generate` writes from the registry are committed as it writes them: a hand
 * edit of a per-app part, or a registry entry added without running it, fails here.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

it('keeps every per-app part of nginx, Docker and deploy/k8s as the registry makes it', () => {
  const run = spawnSync(process.execPath, [path.join(__dirname, 'generate.mjs'), '--check'], {
    encoding: 'utf8',
  });
  // Each file that differs is named, with "run npm run generate".
  expect(run.stdout + run.stderr).toBe('');
  expect(run.status).toBe(0);
});
