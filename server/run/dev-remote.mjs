// @ts-check
/**
 * `npm run dev -w @practice/<remote>`, run in the remote's folder: its standalone page
 * (src/standalone.tsx, with sample site facts) rendered on the server and hydrated in the browser
 * (server/app-server/standalone-server.mjs), from a development build (dist-dev/) rebuilt on every
 * change, on the remote's port. What the page could not hydrate is printed here too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { remotes } from '../registry.mjs';
import { nodeServer } from './servers.mjs';
import { session } from './session.mjs';
import { watchBuilds } from './watch-builds.mjs';

const dir = process.cwd();
const { name } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const remote = remotes.find((app) => app.package === name);
if (!remote) {
  console.error(`${name} is not a remote in server/registry.json: run this in a remote's folder.`);
  process.exit(1);
}

const dev = session();
await watchBuilds(dev, [dir]);
await dev.supervise([
  nodeServer(
    remote.name,
    'server/app-server/standalone-server.mjs',
    [dir, '--build', 'dist-dev', '--port', String(remote.port)],
    // Asset URLs in the server's HTML as the browser build resolves them: this origin's.
    { PUBLIC_URL: `http://localhost:${remote.port}/` },
    { port: remote.port, path: '/health' },
  ),
]);
const first = remote.routes[0]?.replace('*', '') ?? '/';
console.log(
  `\n${remote.name} standalone at http://localhost:${remote.port}${first}  (Ctrl-C stops it)`,
);
