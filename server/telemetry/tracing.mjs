// @ts-check
/**
 * OpenTelemetry in a Node server of the site. Imported first by each server's entry, before
 * node:http serves or sends anything: a W3C `traceparent` is read from every request the server
 * takes and sent with every request it makes (http for what it serves; undici for fetch, which
 * the shell's server bundle uses, and for undici's own requests, which the embedded engine
 * makes), with a span for each, and one for each render (`inSpan`). Spans go by OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT when it is set, and nowhere when it is not (TELEMETRY=off:
 * switch.mjs).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  NoopSpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { telemetryOn } from './switch.mjs';

/** Probes and scrapes: asked every few seconds, they would drown the traces that matter. */
const UNTRACED = new Set(['/health', '/metrics']);

if (telemetryOn) {
  // The tracer provider alone, not @opentelemetry/sdk-node: that one loads every exporter
  // (gRPC, protobuf, metrics, logs), 9 s of a server's start on a busy machine, for traces only.
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name':
        process.env.OTEL_SERVICE_NAME ?? path.basename(process.argv[1] ?? 'node', '.mjs'),
    }),
    // Spans are made either way: the trace id in each log line and the traceparent sent on are
    // the server's own, whether or not anything collects them.
    spanProcessors: [
      process.env.OTEL_EXPORTER_OTLP_ENDPOINT
        ? new BatchSpanProcessor(new OTLPTraceExporter())
        : new NoopSpanProcessor(),
    ],
  });
  // W3C trace context, the global context manager (AsyncLocalStorage).
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED.has(req.url ?? ''),
      }),
      new UndiciInstrumentation(),
    ],
  });
  // The http instrumentation patches node:http as it is first required; these servers are ES
  // modules, whose imports of it do not pass through require().
  createRequire(import.meta.url)('node:http');
}

const tracer = trace.getTracer('@practice/server');

/**
 * Runs `work` in a span of its own (a render), marked as an error when it throws.
 * @template T
 * @param {string} name @param {Record<string, string>} attributes @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export const inSpan = (name, attributes, work) =>
  tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });

/** The trace the code running now belongs to, for its log lines. */
export const currentTraceId = () => trace.getActiveSpan()?.spanContext().traceId;
