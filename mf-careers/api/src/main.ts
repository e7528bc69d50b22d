/**
 * Runs the upload function on its own (docker-compose): PORT (default 3005), LISTEN_HOST (default
 * loopback; the image sets every interface) and every other setting come from the environment
 * (see README.md).
 */
// First: node:http is traced from its first require.
import './telemetry/tracing';
import { createUploadServer } from './server';
import { telemetryOn } from './telemetry/switch';
import { serveMetrics } from './telemetry/metrics';
import { log } from './telemetry/request-log';

const port = Number(process.env.PORT ?? 3005);
const host = process.env.LISTEN_HOST || '127.0.0.1';
const server = createUploadServer();

server.listen(port, host, () => {
  log.info(`Upload function listening on http://localhost:${port}/upload_form`);
});
if (telemetryOn && process.env.METRICS_PORT) {
  serveMetrics(Number(process.env.METRICS_PORT), (error) =>
    log.error({ err: error }, 'metrics not served'),
  );
}

// An e-mail being sent is finished first, so that it is not sent again after the restart.
const stop = () => void server.shutdown().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
