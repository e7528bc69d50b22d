import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { RuntimeConfig } from '@practice/shared-types';
import { registryApps } from '../support/engines';
import { expect, test } from '../support/fixtures';
import { untilAnswering } from '../support/processes';

/**
 * A remote that is down, erroring or hanging when a page is requested: the composition (the
 * shell's server and the composition engine, as `npm start` runs them) answers within about a second with the right
 * status, the frame, and the remote's notice in its place; in the browser, Retry brings it in.
 * Runs a second composition of the local builds whose remotes' servers all misbehave, while their
 * files (what the browser loads) stay reachable.
 */
const root = path.resolve(__dirname, '../..');
const offset = Number(process.env.PORT_OFFSET ?? 0);
const ports = {
  shell: 3110 + offset,
  site: 3111 + offset,
  remote: 3112 + offset,
  closed: 3113 + offset,
};
const site = `http://127.0.0.1:${ports.site}`;
/** The bound: the shell's question to the remote, then nothing else waits on it. */
const WITHIN_MS = 1500;

type Failure = 'refused' | 'error 500' | 'hanging';

test.skip(!!process.env.BASE_URL, 'runs a composition of the local builds');
test.describe.configure({ mode: 'serial' });

let failure: Failure = 'refused';
/** The site's runtime config: the browser loads the remotes' files from where they really are. */
let config: RuntimeConfig;
const remote = http.createServer((_req, res) => {
  if (failure === 'error 500') res.writeHead(500).end('Internal Server Error');
  // 'hanging': never answers.
});
const processes: ChildProcess[] = [];
const remoteNames = registryApps()
  .map((app) => app.name)
  .filter((name) => name !== 'shell');
const runtime = fs.mkdtempSync(path.join(os.tmpdir(), 'omega-failures-'));

test.beforeAll(async ({ request }) => {
  await new Promise<void>((resolve) => remote.listen(ports.remote, '127.0.0.1', resolve));
  fs.chmodSync(runtime, 0o755);
  config = (await (await request.get('/runtime-config.json')).json()) as RuntimeConfig;
  fs.writeFileSync(path.join(runtime, 'runtime-config.json'), JSON.stringify(config));
});

/**
 * Starts the shell's server and the composition engine (ENGINE chooses) as `npm start` does, with every remote's server at `address`.
 * Returns a function that stops both.
 */
async function compose(address: string): Promise<() => Promise<void>> {
  const shell = spawn(
    process.execPath,
    [
      path.join(root, 'server/app-server/shell-server.mjs'),
      path.join(root, 'shell'),
      '--port',
      String(ports.shell),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        PUBLIC_URL: '/',
        RUNTIME_CONFIG_FILE: path.join(runtime, 'runtime-config.json'),
        REMOTE_SERVERS: JSON.stringify(
          Object.fromEntries(remoteNames.map((name) => [name, `http://${address}`])),
        ),
      },
    },
  );
  processes.push(shell);
  await untilAnswering(`http://127.0.0.1:${ports.shell}/runtime-config.json`);
  const options = {
    dir: runtime,
    listen: `127.0.0.1:${ports.site}`,
    shell: `127.0.0.1:${ports.shell}`,
    remotes: Object.fromEntries(remoteNames.map((name) => [name, address])),
    fragmentSecret: process.env.FRAGMENT_SECRET,
  };
  const engine = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { engineServer } from ${JSON.stringify(path.join(root, 'server/compose/engine.mjs'))};
       import { supervise } from ${JSON.stringify(path.join(root, 'server/run/supervise.mjs'))};
       const engine = supervise(engineServer(${JSON.stringify(options)}));
       process.on('SIGTERM', () => void engine.stop().then(() => process.exit(0)));
       await engine.ready;`,
    ],
    { stdio: 'inherit' },
  );
  processes.push(engine);
  await untilAnswering(`${site}/robots.txt`);
  return async () => {
    engine.kill('SIGTERM');
    shell.kill('SIGTERM');
    await delay(300);
  };
}

test.afterAll(() => {
  for (const child of processes) child.kill('SIGTERM');
  remote.closeAllConnections();
  remote.close();
  fs.rmSync(runtime, { recursive: true, force: true });
});

const failures: Array<[Failure, string]> = [
  ['refused', `127.0.0.1:${ports.closed}`],
  ['error 500', `127.0.0.1:${ports.remote}`],
  ['hanging', `127.0.0.1:${ports.remote}`],
];

for (const [mode, address] of failures) {
  test(`remotes ${mode} at request time: the frame and each notice, the right status, within a second`, async ({
    request,
  }) => {
    failure = mode;
    const stop = await compose(address);
    try {
      for (const [path, status, notice] of [
        ['/blog/', 503, 'Our blog is temporarily unavailable'],
        ['/ourteam/', 503, 'Our team page is temporarily unavailable'],
        ['/career/', 503, 'Our careers page is temporarily unavailable'],
        ['/', 200, 'Our latest articles cannot be shown right now.'],
        ['/', 200, 'Patient reviews cannot be shown right now.'],
        ['/aboutUs/', 200, 'Patient reviews cannot be shown right now.'],
        ['/services/', 200, 'Patient reviews cannot be shown right now.'],
        ['/ourteam/Samuel_Osei/', 503, 'Our team page is temporarily unavailable'],
      ] as const) {
        const started = Date.now();
        const response = await request.get(`${site}${path}`);
        const took = Date.now() - started;
        expect(response.status(), path).toBe(status);
        expect(took, path).toBeLessThan(WITHIN_MS);
        // Without React's separators between the parts of a text.
        const html = (await response.text()).replaceAll('<!-- -->', '');
        expect(html, path).toContain(notice);
        expect(html, path).toContain('<header');
        expect(html, path).toContain('<footer');
        expect(html, path).toContain('(732) 555-0142');
        // The blog cannot say which post is the therapy article: no pop-up on its pages.
        expect(html.includes('<dialog'), path).toBe(!path.startsWith('/blog/'));
      }
    } finally {
      await stop();
    }
  });
}

test('the notice the server sent hydrates as it is, and Retry brings the remote in', async ({
  page,
}) => {
  failure = 'refused';
  const stop = await compose(`127.0.0.1:${ports.closed}`);
  try {
    await page.goto(`${site}/ourteam/`);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Our team page is temporarily unavailable' });
    await expect(notice).toBeVisible();
    // The browser reaches the team's files: Retry loads it in place, without a reload.
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'MEET THE TEAM' })).toBeVisible();
  } finally {
    await stop();
  }
});
