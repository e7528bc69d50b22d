// @ts-check
/**
 * Which folder of an app may import which, as zones for import-x's `no-restricted-paths` (a zone
 * forbids files under `target` to import anything under `from`). Computed from the registry and
 * the tree, so a new app or feature is covered without editing this file.
 *
 * Layers of every app's `src/`, highest first; a layer imports only the ones below it:
 *   1. composition: the entry files (`index.ts`, `bootstrap.tsx`, `server.tsx`, `standalone.tsx`),
 *      `exposes/` (a remote's federated modules), `app/` and `server/` (the shell's browser and
 *      server composition; `app/` never imports `server/`);
 *   2. `features/<name>/`: one feature each; a feature never imports another feature;
 *   3. building blocks, named for what they are (`ui/`, `layout/`, `carousel/`, ...): never a
 *      feature or the composition;
 *   4. the base: `lib/` (pure code), `content/`, `config/`, `assets/`, `styles/`: nothing above.
 * Tests and `testing/` (test helpers) may import any layer of their app (nothing imports a test,
 * so it adds no upward edge); nothing else imports `testing/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apps } from '../../server/registry.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const base = ['lib', 'content', 'config', 'assets', 'styles'];
const composition = ['exposes', 'app', 'server'];
const entries = ['index.ts', 'bootstrap.tsx', 'server.tsx', 'standalone.tsx'];
const notBlocks = new Set([...base, ...composition, 'features', 'testing']);
const layersDoc = '(layers: tooling/eslint/import-layers.mjs)';

/** @param {string} dir */
const foldersIn = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

/** @param {string} src @param {string[]} names */
const paths = (src, names) => names.map((name) => `${src}/${name}`);

/** @param {string} appDir */
function zonesOf(appDir) {
  const src = `${appDir}/src`;
  const blocks = foldersIn(src).filter((name) => !notBlocks.has(name));
  const top = paths(src, [...composition, ...entries]);
  return [
    {
      target: src,
      from: `${src}/testing`,
      message: `Only tests import the test helpers ${layersDoc}.`,
    },
    {
      target: `${src}/app`,
      from: `${src}/server`,
      message: `The browser app never imports the server ${layersDoc}.`,
    },
    ...foldersIn(`${src}/features`).flatMap((feature) => [
      {
        target: `${src}/features/${feature}`,
        from: `${src}/features`,
        except: [`./${feature}`],
        message: `A feature never imports another; share code through a building block ${layersDoc}.`,
      },
      {
        target: `${src}/features/${feature}`,
        from: top,
        message: `A feature never imports the composition ${layersDoc}.`,
      },
    ]),
    ...paths(src, blocks).map((block) => ({
      target: block,
      from: [...top, `${src}/features`],
      message: `A building block never imports a feature or the composition ${layersDoc}.`,
    })),
    ...paths(src, base).map((lower) => ({
      target: lower,
      from: [...top, `${src}/features`, ...paths(src, blocks)],
      message: `lib/, content/ and config/ import nothing above them ${layersDoc}.`,
    })),
  ];
}

/** Packages every app shares: they import no app. */
const shared = ['shared-types', 'ui-kit', 'router', 'server'];
const appDirs = apps.map((app) => app.dir);

/** For tests and test helpers: the packages' direction only. */
export const packageZones = shared.map((dir) => ({
  target: dir,
  from: appDirs,
  message: 'A shared package never imports an app.',
}));

/** For every other file of an app or a shared package. */
export const importZones = [...appDirs.flatMap(zonesOf), ...packageZones];

/** Globs of the files the layers apply to: every app and shared package. */
export const layeredFiles = [...appDirs, ...shared].map((dir) => `${dir}/**`);
