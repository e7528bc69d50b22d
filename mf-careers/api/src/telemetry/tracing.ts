/**
 * OpenTelemetry in the upload function, required first by main.ts (before node:http): the W3C
 * `traceparent` the careers page's request carries is read, and the function's span hangs in the
 * visitor's trace. Spans go by OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT when it is set, nowhere
 * when it is not; TELEMETRY=off leaves it out. The same setup as the site's servers
 * (server/telemetry/tracing.mjs), written again because this package's image carries no other.
 */
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { telemetryOn } from './switch';

if (telemetryOn) {
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'upload',
    // Spans are made either way: the trace id in each log line is the request's own.
    spanProcessors: [
      process.env.OTEL_EXPORTER_OTLP_ENDPOINT
        ? new tracing.BatchSpanProcessor(new OTLPTraceExporter())
        : new tracing.NoopSpanProcessor(),
    ],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => req.url === '/health' || req.url === '/metrics',
      }),
    ],
  }).start();
}
