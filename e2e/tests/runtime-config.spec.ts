import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { expect, test } from '@playwright/test';

/**
 * A bad runtime config is loud, never fatal to pages: the real shell's server (its production
 * build, as `npm start` runs it) over a config file of its own, on a port of its own, while the
 * test breaks and mends the file. No browser: plain HTTP.
 */
const root = path.resolve(__dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'omega-config-'));
const configFile = path.join(dir, 'runtime-config.json');

const config = (uploadUrl: string) => ({
  remotes: [{ name: 'blog', entry: 'http://localhost:3001/mf-manifest.json' }],
  remoteTimeoutMs: 8000,
  reviews: { apiBase: 'http://localhost:3006', featurableId: 'omega-health-care' },
  uploadUrl,
});

/** Replaces the file in one rename, as an operator's tooling (or a mounted volume) would. */
function writeConfig(text: string) {
  fs.writeFileSync(`${configFile}.tmp`, text);
  fs.renameSync(`${configFile}.tmp`, configFile);
}

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Shell {
  process: ChildProcess;
  url: string;
  /** Everything it has written to stderr so far. */
  stderr: () => string;
}

async function startShell(): Promise<Shell> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'server/app-server/shell-server.mjs'), 'shell', '--port', String(port)],
    {
      cwd: root,
      env: { ...process.env, RUNTIME_CONFIG_FILE: configFile, REMOTE_SERVERS: '{}' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (data) => (stderr += data));
  return { process: child, url: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

async function untilAnswering(shell: Shell) {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await delay(100)) {
    if (shell.process.exitCode !== null) break;
    if (
      await fetch(`${shell.url}/robots.txt`).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  throw new Error(`The shell's server did not start:\n${shell.stderr()}`);
}

/** The exit code, or null when it is still running after a while. */
async function exitCode(shell: Shell): Promise<number | null> {
  for (let waited = 0; waited < 5000 && shell.process.exitCode === null; waited += 100)
    await delay(100);
  return shell.process.exitCode;
}

/** The config the page hands to the browser for hydration. */
async function pageConfig(shell: Shell) {
  const response = await fetch(`${shell.url}/aboutUs/`);
  const html = await response.text();
  const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
  return { status: response.status, config: data ? JSON.parse(data).config : undefined };
}

test.skip(!!process.env.BASE_URL, "runs the local build of the shell's server");
test.describe.configure({ mode: 'serial' });
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test.describe('a running shell', () => {
  let shell: Shell;
  test.beforeAll(async () => {
    writeConfig(JSON.stringify(config('https://first.example/upload')));
    shell = await startShell();
    await untilAnswering(shell);
  });
  test.afterAll(() => {
    shell.process.kill('SIGTERM');
  });

  /** What the server wrote to stderr while `act` ran and one page was served after it. */
  async function loggedWhile(act: () => void) {
    const before = shell.stderr().length;
    act();
    const page = await pageConfig(shell);
    await delay(100);
    return { page, log: shell.stderr().slice(before).trim() };
  }

  test('keeps serving the last good config through a syntax error and a missing field, in one line each', async () => {
    expect(await pageConfig(shell)).toEqual({
      status: 200,
      config: config('https://first.example/upload'),
    });

    const syntaxError = await loggedWhile(() =>
      writeConfig(JSON.stringify(config('https://second.example/upload')).slice(0, -1)),
    );
    expect(syntaxError.page).toEqual({
      status: 200,
      config: config('https://first.example/upload'),
    });
    expect(syntaxError.log).not.toContain('\n');
    expect(syntaxError.log).toContain(configFile);
    expect(syntaxError.log).toContain('runtime-config.json: not valid JSON');

    const withoutRemotes = { ...config('https://third.example/upload'), remotes: undefined };
    const missing = await loggedWhile(() => writeConfig(JSON.stringify(withoutRemotes)));
    expect(missing.page).toEqual({ status: 200, config: config('https://first.example/upload') });
    expect(missing.log).not.toContain('\n');
    expect(missing.log).toContain(configFile);
    expect(missing.log).toContain('runtime-config.json: remotes must be a list');

    // What the browser fetches is the config the pages use.
    const served = await fetch(`${shell.url}/runtime-config.json`);
    expect(served.status).toBe(200);
    expect(await served.json()).toEqual(config('https://first.example/upload'));
  });

  test('picks a mended config up at the next request', async () => {
    writeConfig(JSON.stringify(config('https://mended.example/upload')));
    expect(await pageConfig(shell)).toEqual({
      status: 200,
      config: config('https://mended.example/upload'),
    });
  });
});

test.describe('starting', () => {
  test('refuses to start over an invalid config, saying why in one line', async () => {
    writeConfig(
      JSON.stringify({
        ...config('https://first.example/upload'),
        remotes: [{ name: 'blog', entry: 'blog.example/mf-manifest.json' }],
      }),
    );
    const shell = await startShell();
    try {
      expect(await exitCode(shell)).toBe(1);
      expect(shell.stderr().trim()).not.toContain('\n');
      expect(shell.stderr()).toContain(
        'runtime-config.json: remotes[0].entry must be an absolute http(s) URL',
      );
      expect(shell.stderr()).toContain(configFile);
    } finally {
      shell.process.kill('SIGTERM');
    }
  });

  test('refuses to start without its config file, naming it', async () => {
    fs.rmSync(configFile, { force: true });
    const shell = await startShell();
    try {
      expect(await exitCode(shell)).toBe(1);
      expect(shell.stderr().trim()).not.toContain('\n');
      expect(shell.stderr()).toContain(configFile);
    } finally {
      shell.process.kill('SIGTERM');
    }
  });
});
