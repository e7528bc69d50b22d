// @ts-check
/**
 * OpenTelemetry in a Node server of the site. Imported first by each server's entry: every
 * request the server takes runs in a server span (`traced`) whose parent is the W3C
 * `traceparent` it came with, each render in a span of its own (`inSpan`), and the servers that
 * ask the site's other servers (the shell of a route's remote, the embedded engine of its
 * includes) make a client span for each such request and send the context on
 * (`traceOutgoingRequests`). Spans go by OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT when it is set,
 * and are not recorded when it is not (TELEMETRY=off: switch.mjs).
 */
import path from 'node:path';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
} from '@opentelemetry/sdk-trace-node';
import { routeOf } from './route-names.mjs';
import { telemetryOn } from './switch.mjs';

/** Probes and scrapes: asked every few seconds, they would drown the traces that matter. */
const UNTRACED = new Set(['/health', '/metrics']);

/** @type {NodeTracerProvider | undefined} */
let provider;
if (telemetryOn) {
  // The tracer provider alone, not @opentelemetry/sdk-node: that one loads every exporter
  // (gRPC, protobuf, metrics, logs), 9 s of a server's start on a busy machine, for traces only.
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name':
        process.env.OTEL_SERVICE_NAME ?? path.basename(process.argv[1] ?? 'node', '.mjs'),
    }),
    // With nowhere to send them, spans are not recorded (the SDK's samplers, OTEL_TRACES_SAMPLER,
    // apply otherwise); their ids are still made and sent on, for the log lines.
    ...(process.env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] }
      : { sampler: new AlwaysOffSampler() }),
  });
  // W3C trace context, the global context manager (AsyncLocalStorage).
  provider.register();
}

const tracer = trace.getTracer('@practice/server');

/** @type {WeakMap<import('node:http').ServerResponse, import('@opentelemetry/api').Span>} */
const requestSpans = new WeakMap();

/**
 * The server's request handler, each request in a server span of its own, ended as its answer
 * closes. Written here rather than taken from @opentelemetry/instrumentation-http: that one
 * patches node:http in every server and, measured on an uncached Home (four includes and a page,
 * each its own request), cost a fifth of the site's throughput by itself; these servers need one
 * span a request, with the route's name (route-names.mjs) and the status.
 * @template {import('node:http').IncomingMessage} Req
 * @template {import('node:http').ServerResponse} Res
 * @param {(req: Req, res: Res) => void} handler
 * @returns {(req: Req, res: Res) => void}
 */
export function traced(handler) {
  if (!telemetryOn) return handler;
  return (req, res) => {
    if (UNTRACED.has(req.url ?? '')) return handler(req, res);
    const method = req.method ?? 'GET';
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(
      method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
      parent,
    );
    requestSpans.set(res, span);
    res.once('close', () => {
      const route = routeOf(res);
      span.updateName(`${method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': res.statusCode });
      // A 5xx, or an answer cut off before its end, failed.
      if (res.statusCode >= 500 || !res.writableFinished)
        span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), () => handler(req, res));
  };
}

/**
 * A client span for each request this server makes with fetch or undici, its context sent on in
 * the request's `traceparent`. Only for servers that ask the site's own servers: a trace id is
 * not for a third party (the reviews relay's provider).
 */
export function traceOutgoingRequests() {
  if (!provider) return;
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new UndiciInstrumentation()],
  });
}

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

/**
 * The trace a request's answer belongs to, for its log line.
 * @param {import('node:http').ServerResponse} res
 */
export const traceIdOf = (res) => requestSpans.get(res)?.spanContext().traceId;
