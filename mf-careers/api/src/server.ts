/**
 * The upload function as a small HTTP service: POST /upload_form receives applications, GET
 * /health answers for monitors. `npm start` and the tests run it; docker-compose runs main.ts.
 * Closing the server also stops its background work (e-mail delivery, retention sweep).
 */
import http from 'node:http';
import type { UploadOptions } from './config';
import { refusals } from './errors';
import { createUploadHandler } from './handler';
import { sendJson } from './respond';

export const UPLOAD_PATH = '/upload_form';

export interface UploadServer extends http.Server {
  /** Stops taking requests, then waits for the background work to stop (an e-mail being sent). */
  shutdown(): Promise<void>;
}

export function createUploadServer(options?: UploadOptions): UploadServer {
  const handleUpload = createUploadHandler(options);
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://upload.invalid');
    if (pathname === UPLOAD_PATH) {
      void handleUpload(req, res);
    } else if (pathname === '/health' && req.method === 'GET') {
      sendJson(res, 200, { status: 'ok' });
    } else {
      const notFound = refusals.notFound();
      sendJson(res, notFound.status, { error: notFound.message });
    }
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

export { handleUpload, createUploadHandler } from './handler';
export type { UploadOptions } from './config';
