// @ts-check
/**
 * Runs a program that cannot watch its parent (nginx) so that it dies with the supervisor:
 *
 *   node tether.mjs <program> [args…]
 *
 * The supervisor starts this as the leader of a process group that the program (and its
 * workers) join. SIGTERM or SIGINT is passed on; when the supervisor is gone, the whole group
 * is killed, as nginx's workers outlive a killed master and keep its ports.
 */
import { spawn } from 'node:child_process';
import { whenParentGone } from './parent.mjs';

const [program, ...args] = process.argv.slice(2);
const child = spawn(program, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.on(signal, () => child.kill(signal));
}
whenParentGone(Number(process.env.SUPERVISOR_PID), () => process.kill(-process.pid, 'SIGKILL'));
