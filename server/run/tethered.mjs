// @ts-check
/**
 * Loaded into every Node server the supervisor starts (`node --import tethered.mjs server.js`):
 * when the supervisor is gone, the server stops as on SIGTERM (its own graceful stop), or is
 * ended after a few seconds.
 */
import { whenParentGone } from './parent.mjs';

const GRACE_MS = 5000;

whenParentGone(Number(process.env.SUPERVISOR_PID), () => {
  setTimeout(() => process.exit(1), GRACE_MS).unref();
  process.kill(process.pid, 'SIGTERM');
});
