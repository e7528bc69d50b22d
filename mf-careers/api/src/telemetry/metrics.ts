/**
 * The upload function's Prometheus metrics (prom-client), served at /metrics on METRICS_PORT (the
 * registry's scheme: its port + 6100), on loopback or METRICS_HOST (the pod's address), never
 * through its public port. Labels are names from fixed lists: a refusal's reason is its key in
 * `refusals` (errors.ts), never its message, which can name an applicant's file.
 */
import http from 'node:http';
import { Counter, Histogram, collectDefaultMetrics, register } from 'prom-client';

register.setDefaultLabels({ app: 'upload' });

export const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Requests answered, by route and status',
  labelNames: ['route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
});

export const applications = new Counter({
  name: 'applications_total',
  help: 'Applications accepted, or refused by reason',
  labelNames: ['outcome', 'reason'],
});

export const quotaRefusals = new Counter({
  name: 'quota_refusals_total',
  help: 'Applications refused by a limit: the rate per client or for all, the daily quota, the store',
  labelNames: ['limit'],
});

export const applicationEmails = new Counter({
  name: 'application_emails_total',
  help: 'E-mails about applications to the hiring team: sent, or dead-lettered (refused for good)',
  labelNames: ['result'],
});

/** Serves /metrics at METRICS_PORT, when it is set; a port taken there is logged, not fatal. */
export function serveMetrics(port: number, onError: (error: unknown) => void): void {
  collectDefaultMetrics();
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics' || req.method !== 'GET') {
      res.writeHead(404).end();
      return;
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.on('error', onError);
  server.unref();
  server.listen(port, process.env.METRICS_HOST ?? '127.0.0.1');
}
