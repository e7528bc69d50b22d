import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/**
 * What Linux says about processes and ports, for the supervision suite: who listens on a port
 * (`ss`), which processes descend from one (/proc), whether one is gone.
 */

/** The pids listening on a TCP port (nginx: its master and worker). */
export function listeners(port: number): number[] {
  const { stdout } = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  return [...new Set([...stdout.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1])))];
}

/** The local addresses a TCP port is listened on (such as 127.0.0.1:3000, or *:3000: every interface). */
export function listenAddresses(port: number): string[] {
  const { stdout } = spawnSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/)[3] ?? '');
}

/** Each live process's parent. */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses.
      found.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended while listed
    }
  }
  return found;
}

/** `root` and every process descending from it now. */
export function processTree(root: number): number[] {
  const ppids = parents();
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) {
    for (const [pid, ppid] of ppids) if (ppid === tree[i]) tree.push(pid);
  }
  return tree;
}

/** Gone, or a zombie waiting to be reaped (it holds no port and runs nothing). */
export function gone(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return true;
  }
}

/** Whether a connection to the port is refused (nothing listens) rather than accepted. */
export function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    socket.once('close', () => resolve(false));
  });
}

/** The status a GET answers with within two seconds, or 0 for no answer. */
export function statusOf(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.setTimeout(2000, () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** Resolves once a URL answers at all (any status), or throws after ten seconds. */
export async function untilAnswering(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}
