/**
 * The address a request comes from, for the rate limit. Directly, it is the peer. Behind proxies,
 * the peer is the last proxy; each trusted proxy appends the address it was reached from to
 * X-Forwarded-For, so the client is the entry `trustedHops` from the right. Entries further left
 * were sent by the client and prove nothing.
 */
import type { IncomingMessage } from 'node:http';

export function clientAddress(req: IncomingMessage, trustedHops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustedHops === 0) return peer;
  const forwarded = [req.headers['x-forwarded-for'] ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const chain = [peer, ...forwarded.reverse()];
  // Fewer entries than trusted hops (a request that skipped a proxy): the furthest one known.
  return chain[Math.min(trustedHops, chain.length - 1)];
}
