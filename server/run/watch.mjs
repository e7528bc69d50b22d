// @ts-check
/**
 * `npm run dev`'s builds: each app's browser and server bundles, its own webpack.config.mjs in
 * development mode (into dist-dev/), rebuilt on every change, one line per rebuild. A child of
 * the dev process (watch-builds.mjs), so that compiling never holds up its supervision; it tells
 * its parent each time every build is done.
 *
 *   node server/run/watch.mjs <app folder>...
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const configs = [];
for (const dir of process.argv.slice(2).map((folder) => path.resolve(folder))) {
  const { default: createConfig } = await import(
    pathToFileURL(path.join(dir, 'webpack.config.mjs')).href
  );
  for (const config of createConfig({}, { mode: 'development' })) {
    configs.push({ ...config, name: `${path.basename(dir)} ${config.name ?? 'browser'}` });
  }
}

const compiler = webpack(configs);
for (const each of compiler.compilers) {
  each.hooks.done.tap('dev', (stats) => {
    const { startTime = 0, endTime = 0 } = stats;
    if (stats.hasErrors()) console.error(stats.toString({ preset: 'errors-only', colors: true }));
    console.log(
      `${each.name} ${stats.hasErrors() ? 'failed' : 'built'} in ${((endTime - startTime) / 1000).toFixed(1)} s`,
    );
  });
}
compiler.watch({ aggregateTimeout: 100 }, (error, stats) => {
  if (error) console.error(error);
  process.send?.({ built: !error && !stats?.hasErrors() });
});
