/**
 * The upload function as a small HTTP service: POST /upload_form receives applications, GET
 * /health answers for monitors. The tests run it; `npm start` and docker-compose run main.ts.
 * Closing the server also stops its background work (e-mail delivery, retention sweep).
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { UploadOptions } from './config';
import { refusals, type UploadError } from './errors';
import { createUploadHandler } from './handler';
import { requestPath } from './request-target';
import { sendJson } from './respond';
import { telemetryOn } from './telemetry/switch';
import { observeRequest } from './telemetry/request-log';

export const UPLOAD_PATH = '/upload_form';

export interface UploadServer extends http.Server {
  /** Stops taking requests, then waits for the background work to stop (an e-mail being sent). */
  shutdown(): Promise<void>;
}

export function createUploadServer(options?: UploadOptions): UploadServer {
  const handleUpload = createUploadHandler(options);
  const server = http.createServer((req, res) => {
    const path = requestPath(req.url);
    if (telemetryOn) observeRequest(req, res, path);
    if (path === null) {
      refuse(res, refusals.badTarget());
    } else if (path === UPLOAD_PATH) {
      void handleUpload(req, res);
    } else if (path === '/health' && req.method === 'GET') {
      // The pid shows a supervisor (and the tests) whether the process was restarted.
      void handleUpload.health().then((health) => sendJson(res, health ? 200 : 503, health));
    } else {
      refuse(res, refusals.notFound());
    }
  });
  // Node hands CONNECT requests over as bare sockets, and closes them unanswered when nobody
  // listens: answer them as the method they are, with the socket's errors handled here.
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawRefusal(refusals.methodNotAllowed()));
  });
  let stopped: Promise<void> | undefined;
  const stopBackgroundWork = () => (stopped ??= handleUpload.close());
  server.on('close', () => void stopBackgroundWork());
  return Object.assign(server, {
    shutdown: async () => {
      server.close();
      server.closeIdleConnections();
      await stopBackgroundWork();
    },
  });
}

function refuse(res: http.ServerResponse, error: UploadError): void {
  sendJson(res, error.status, { error: error.message });
}

/** A complete JSON refusal written straight to a socket that has no ServerResponse. */
function rawRefusal(error: UploadError): string {
  const body = JSON.stringify({ error: error.message });
  return [
    `HTTP/1.1 ${error.status} ${http.STATUS_CODES[error.status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export { handleUpload, createUploadHandler } from './handler';
export type { UploadOptions } from './config';
