// @ts-check
/**
 * `npm run builds [-- --against URL]`: what every app of a site serves now, one line each, as its
 * pages' build meta says it: this checkout's served builds (`npm start`), or the deployment at URL
 * (read as a browser reads it: running-builds.mjs). Exits 2 when the site cannot be read.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildDescription } from '../app-server/build-info.mjs';
import { buildsAt, servedBuilds } from './running-builds.mjs';

const { values } = parseArgs({ options: { against: { type: 'string' } } });
const checkout = path.resolve(import.meta.dirname, '../..');
try {
  const builds = values.against ? await buildsAt(values.against) : servedBuilds(checkout);
  const width = Math.max(...Object.keys(builds).map((app) => app.length));
  for (const [app, info] of Object.entries(builds)) {
    const what = info ? buildDescription(info) : 'a build that records no identity';
    console.log(`${app.padEnd(width)}  ${what}`);
  }
} catch (error) {
  console.error(
    `Could not read what ${values.against ?? 'this checkout'} serves: ` +
      (error instanceof Error ? error.message : error),
  );
  process.exit(2);
}
