// @ts-check
/**
 * nginx's telemetry log (log_format telemetry, site.conf.template) read as metrics: the cache
 * tier's answers ($upstream_cache_status) for composed pages, pages and fragments, each remote's
 * fallbacks by reason, and the pages' times. nginx logs an include only when it fell back or the
 * cache tier answered it. The composition engine has no metrics of its own; nginx-log-reader.mjs
 * runs beside it.
 */
import { cacheAnswers, fragmentFallbacks, requestDuration } from './metrics.mjs';

/**
 * @typedef {{ tier: string, uri: string, part: string, status: string, upstream_status: string,
 *   cache: string, request_time: string, weight: string }} LogLine
 */

/** The files the shell serves, by extension, as the composition's own map has them. */
const FILE = /\.[a-z0-9]+$/i;

/**
 * Why an include fell back, from the status nginx got of the remote (its last try): nginx answers
 * 504 for a time-out and 502 for a remote that refused or broke off.
 * @param {string} upstreamStatus such as `502, 504` (one per try) or `-`
 */
function fallbackReason(upstreamStatus) {
  const last = /(\d{3})\D*$/.exec(upstreamStatus)?.[1];
  if (last === '504') return 'timeout';
  if (last === '502' || last === undefined) return 'unavailable';
  return 'status';
}

/**
 * Counts one line of nginx's telemetry log.
 * @param {LogLine} line
 */
export function count(line) {
  const seconds = Number(line.request_time) || 0;
  const fragment = /^\/_fragments\/([\w-]+)\//.exec(line.uri);
  const cache = line.cache || 'NONE';
  if (fragment) {
    const remote = fragment[1] ?? '';
    if (line.cache) cacheAnswers.inc({ tier: 'fragment', status: line.cache });
    // A widget that failed is the empty 204 of @no_fragment: its include keeps the notice. Its
    // body's, which the visitor sees; its stylesheets' fail with it.
    if (line.status !== '200' && line.part === 'body')
      fragmentFallbacks.inc({ remote, reason: fallbackReason(line.upstream_status) });
    return;
  }
  if (line.tier === 'composed') {
    // nginx sends one line of 16 for the pages its front answers from the store.
    cacheAnswers.inc({ tier: 'composed', status: cache }, Number(line.weight) || 1);
    return;
  }
  const route = line.uri === '/health' ? 'health' : FILE.test(line.uri) ? 'file' : 'page';
  requestDuration.observe({ route, status: line.status }, seconds);
  if (route === 'page') cacheAnswers.inc({ tier: 'page', status: cache });
}

/**
 * A syslog message from nginx: `<190>Nov 26 23:10:00 nginx: {…}`; the JSON after the tag.
 * @param {Buffer} message
 * @returns {LogLine | null}
 */
export function parseMessage(message) {
  const text = message.toString('utf8');
  const start = text.indexOf('{');
  if (start < 0) return null;
  try {
    return JSON.parse(text.slice(start));
  } catch {
    return null;
  }
}
