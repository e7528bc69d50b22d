import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * A development command (`server/run/dev.mjs`, `dev-remote.mjs`) run as a terminal runs it, in a
 * process group of its own, with everything it prints kept for the test to read.
 */
export class DevCommand {
  output = '';
  private readonly child: ChildProcess;

  constructor(script: string, cwd: string, portOffset: number) {
    this.child = spawn(process.execPath, [script], {
      cwd,
      env: { ...process.env, PORT_OFFSET: String(portOffset) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    }
  }

  /** Resolves once it has printed `text`, with how long that took; fails if it exits first. */
  async printed(text: string, withinMs: number): Promise<number> {
    const startedAt = Date.now();
    while (!this.output.includes(text)) {
      if (this.child.exitCode !== null) throw new Error(`It exited:\n${this.output}`);
      if (Date.now() - startedAt > withinMs)
        throw new Error(`It did not print "${text}" within ${withinMs} ms:\n${this.output}`);
      await delay(200);
    }
    return Date.now() - startedAt;
  }

  /** Stops it and every process it started, as Ctrl-C would. */
  async stop(): Promise<void> {
    const { pid } = this.child;
    if (!pid || this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    process.kill(-pid, 'SIGTERM');
    await exited;
  }
}

/** Polls a page until its HTML holds `text`; how long that took after `since` (an edit). */
export async function servedWithin(url: string, text: string, since: number, withinMs: number) {
  while (Date.now() - since < withinMs) {
    const html = await fetch(url).then(
      (response) => response.text(),
      () => '',
    );
    if (html.includes(text)) return Date.now() - since;
    await delay(100);
  }
  throw new Error(`${url} did not show "${text}" within ${withinMs} ms`);
}

/**
 * A temporary copy of a remote's package (without its builds), with the checkout's
 * tsconfig.base.json and node_modules, where a development command may build and a test edit
 * sources without touching the checkout. Returns the copy's root; the remote is in `<root>/<dir>`.
 */
export function copyRemote(root: string, dir: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `${dir}-`));
  fs.cpSync(path.join(root, dir), path.join(copy, dir), {
    recursive: true,
    // Its own builds stay behind; a package inside it keeps its (careers' pdf/dist).
    filter: (source) =>
      !['dist', 'dist-dev', 'node_modules'].includes(path.relative(path.join(root, dir), source)),
  });
  fs.copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(copy, 'tsconfig.base.json'));
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}
