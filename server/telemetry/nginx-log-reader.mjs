// @ts-check
/**
 * The log reader, beside nginx: nginx sends each line of its telemetry log over UDP (syslog) to
 * this process, which counts it (nginx-log.mjs) and serves the metrics at /metrics on the same
 * port number over TCP, on the internal address given.
 *
 *   node server/telemetry/nginx-log-reader.mjs --listen 127.0.0.1:3100
 */
import dgram from 'node:dgram';
import { parseArgs } from 'node:util';
import { describeServer, serveMetrics } from './metrics.mjs';
import { count, parseMessage } from './nginx-log.mjs';

const { values } = parseArgs({ options: { listen: { type: 'string' } } });
const [host = '127.0.0.1', port] = /^(.*):(\d+)$/.exec(values.listen ?? '')?.slice(1) ?? [];
describeServer('engine');

const socket = dgram.createSocket('udp4');
socket.on('message', (message) => {
  const line = parseMessage(message);
  if (line) count(line);
});
socket.bind(Number(port), host);

try {
  await serveMetrics(Number(port), host);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const stop = () => {
  socket.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
