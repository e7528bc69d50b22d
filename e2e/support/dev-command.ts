import { spawn, type ChildProcess } from 'node:child_process';
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
