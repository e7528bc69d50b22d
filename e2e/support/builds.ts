import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { BuildInfo } from '../../server/app-server/build-info.mjs';
import { rewriteBuildFile } from './blog-deploys';
import { remoteOrigins } from './remotes';

/** What builds say of themselves (build-info.json), as the suites read it from the servers. */
const root = path.resolve(__dirname, '../..');

/** The label a page's `build:<app>` meta tag and every answer's `X-Build` carry. */
export const buildLabel = (info: BuildInfo) =>
  `${info.app} ${info.version} ${info.commit} contract ${info.contractRange ?? info.contract} built ${info.builtAt}`;

/** Each app's /version as served now: the shell's through the site, each remote's at its origin. */
export async function servedVersions(
  request: APIRequestContext,
): Promise<Record<string, BuildInfo>> {
  const origins = { shell: '', ...(await remoteOrigins(request)) };
  const versions = await Promise.all(
    Object.entries(origins).map(async ([app, origin]) => {
      const answer = await request.get(`${origin}/version`);
      if (!answer.ok()) throw new Error(`${app}'s /version answered ${answer.status()}`);
      return [app, (await answer.json()) as BuildInfo] as const;
    }),
  );
  return Object.fromEntries(versions);
}

/** The build an app's server serves from the checkout: its dist/, or where dist/current points. */
export function servedBuild(appDir: string): string {
  const dist = path.join(root, appDir, 'dist');
  const current = path.join(dist, 'current');
  return fs.existsSync(current) ? fs.realpathSync(current) : dist;
}

/**
 * A copy of an app's served build whose identity (build-info.json and, for the browser, the
 * manifest's metaData) says what `change` makes of it.
 */
export function buildVariant(appDir: string, change: Partial<BuildInfo>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${path.basename(appDir)}-variant-`));
  fs.cpSync(servedBuild(appDir), dir, { recursive: true });
  rewriteBuildFile(dir, 'build-info.json', (text) =>
    JSON.stringify({ ...JSON.parse(text), ...change }),
  );
  if (change.contractRange) {
    rewriteBuildFile(dir, 'mf-manifest.json', (text) => {
      const manifest = JSON.parse(text);
      manifest.metaData.contractRange = change.contractRange;
      return JSON.stringify(manifest);
    });
  }
  return dir;
}

/** A command of the checkout, as a pipeline runs it: its exit code and what it printed. */
export function run(
  command: string,
  args: string[],
  cwd = root,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** `npm run deploy` of an app from a build made before, against the site under test. */
export const deployFrom = (appDir: string, build: string, site: string) =>
  run(
    process.execPath,
    [path.join(root, 'server/deploy/deploy-app.mjs'), '--from', build, '--against', site],
    path.join(root, appDir),
  );
