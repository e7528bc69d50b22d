// @ts-check
/**
 * The skew matrix's planted incompatible change: today's blog build, copied, declaring a contract
 * range that excludes every shell (`>=999.0.0`). The contract check (each build's
 * build-info.json and what its manifest and bundles carry of it) must refuse it: the deploy's
 * check before it switches, and the shell, which shows the blog's notice instead of rendering it.
 * A build that records no contract range has nothing to plant in: the planted case then does not
 * run, saying why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { servedRoot } from '../server/app-server/served-build.mjs';
import { root } from './release-tags.mjs';

export const PLANTED_RANGE = '>=999.0.0';

/**
 * @param {string} area where to copy it
 * @returns {{ planted: { app: string, build: string, why: string } } | { plantedMissing: string }}
 */
export function plantIncompatible(area) {
  const from = servedRoot(path.join(root, 'mf-blog/dist'));
  const infoFile = path.join(from, 'build-info.json');
  const range = fs.existsSync(infoFile)
    ? JSON.parse(fs.readFileSync(infoFile, 'utf8')).contractRange
    : undefined;
  if (typeof range !== 'string')
    return {
      plantedMissing:
        'the blog build records no contract range (build-info.json contractRange): the ' +
        'contract check of docs/deploy.md is not in this tree, so no incompatible build can be planted.',
    };
  const build = path.join(area, 'planted-blog');
  fs.cpSync(from, build, { recursive: true });
  // Wherever the build carries its range (its identity, its manifest, its entry), as a string.
  const quoted = JSON.stringify(range);
  for (const file of fs.readdirSync(build, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(build, file);
    if (!/\.(js|json)$/.test(file) || !fs.statSync(full).isFile()) continue;
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(quoted)) continue;
    fs.writeFileSync(full, text.replaceAll(quoted, JSON.stringify(PLANTED_RANGE)));
    // Its compressed copies would still say the old range.
    for (const suffix of ['.gz', '.br']) fs.rmSync(full + suffix, { force: true });
  }
  return {
    planted: {
      app: 'blog',
      build,
      why: `today's blog declaring contract range ${PLANTED_RANGE} (built for ${range})`,
    },
  };
}
