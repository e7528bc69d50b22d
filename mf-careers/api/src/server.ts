/**
 * The upload function as a small HTTP service: POST /upload_form receives applications, GET
 * /health answers for monitors. `npm start` and the tests run it; docker-compose runs main.ts.
 */
import http from 'node:http';
import type { UploadOptions } from './config';
import { refusals } from './errors';
import { createUploadHandler } from './handler';
import { sendJson } from './respond';

export const UPLOAD_PATH = '/upload_form';

export function createUploadServer(options?: UploadOptions): http.Server {
  const handleUpload = createUploadHandler(options);
  return http.createServer((req, res) => {
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
}

export { handleUpload, createUploadHandler } from './handler';
export type { UploadOptions } from './config';
