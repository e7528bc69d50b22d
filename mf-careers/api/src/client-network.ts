/**
 * The network a client address stands for, as limits count it. An IPv6 subscriber is given a
 * whole /64 and can send from any address in it, so IPv6 counts by its /64 prefix; IPv4 (also
 * when written IPv4-mapped, ::ffff:203.0.113.5) counts by the address.
 */
import ipaddr from 'ipaddr.js';

export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address; // such as 'unknown' from a proxy
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}
