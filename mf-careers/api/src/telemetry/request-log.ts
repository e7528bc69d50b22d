/**
 * The upload function's log (pino): JSON, one line per request (time, level, app, method, route,
 * status, duration in ms, trace id) and one per event or error. Nothing an applicant sent is
 * logged: no field, file name or message that could carry one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { trace } from '@opentelemetry/api';
import { pino } from 'pino';
import { requestDuration } from './metrics';

export const log = pino({
  base: { app: 'upload' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

/** The routes the function has: anything else is `other`. */
const ROUTES = new Set(['/upload_form', '/health']);

/** Logs and measures one request, from now until its response closes. */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string | null,
): void {
  const start = performance.now();
  const traceId = trace.getActiveSpan()?.spanContext().traceId;
  const route = path !== null && ROUTES.has(path) ? path : 'other';
  res.once('close', () => {
    const ms = performance.now() - start;
    const status = res.writableFinished ? res.statusCode : 499;
    requestDuration.observe({ route, status: String(status) }, ms / 1000);
    log[route === '/health' ? 'debug' : 'info']({
      method: req.method,
      route,
      status,
      duration: Math.round(ms * 10) / 10,
      traceId,
    });
  });
}
