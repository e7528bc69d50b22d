/**
 * Runs the upload function on its own (docker-compose): PORT (default 3005), LISTEN_HOST (default
 * loopback; the image sets every interface) and every other setting come from the environment
 * (see README.md).
 */
import { createUploadServer } from './server';

const port = Number(process.env.PORT ?? 3005);
const host = process.env.LISTEN_HOST || '127.0.0.1';
const server = createUploadServer();

server.listen(port, host, () => {
  console.log(`Upload function listening on http://localhost:${port}/upload_form`);
});

// An e-mail being sent is finished first, so that it is not sent again after the restart.
const stop = () => void server.shutdown().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
