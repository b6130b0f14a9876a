import { isIP, isIPv4 } from 'node:net';
import { getDomain } from 'tldts';
import type { CheckedAddress } from './address.ts';
import type { HubStore } from './store.ts';

/**
 * The per-host cap counts groups, not host-name strings: a callback counts against its registrable domain (from the
 * public-suffix list, through tldts: `a.example.com`, `B.Example.com.` and `example.com` are one owner) and against
 * each network its addresses are in (IPv4 /24, IPv6 /48: `localhost` and `127.0.0.1` are one, and so are a thousand
 * host names pointed at one server). A subscription is refused when any of its groups is full.
 */

/** Lower case, no trailing dot, no IPv6 brackets (URL has already turned an IDN into punycode). */
export function normaliseHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '');
}

function expandIPv6(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (s: string) => (s ? s.split(':') : []);
  const words =
    tail === undefined
      ? part(head)
      : [...part(head), ...Array(8 - part(head).length - part(tail).length).fill('0'), ...part(tail)];
  return words.map((w) => parseInt(w, 16));
}

/** "203.0.113.0/24" or "2001:db8:85a3::/48"; an IPv4-mapped IPv6 address counts in its IPv4 network. */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped ? mapped[1]! : isIPv4(address) ? address : null;
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  return `${expandIPv6(address)
    .slice(0, 3)
    .map((w) => w.toString(16))
    .join(':')}::/48`;
}

/** The groups a callback on `hostname`, resolved to `addresses`, counts against; sorted, each once. */
export function capGroups(hostname: string, addresses: readonly CheckedAddress[]): string[] {
  const host = normaliseHost(hostname);
  const groups = new Set<string>();
  if (!isIP(host)) groups.add(`domain:${getDomain(host, { allowPrivateDomains: true }) ?? host}`);
  for (const { address } of addresses) groups.add(`net:${networkOf(address)}`);
  return [...groups].sort();
}

/** The first of `groups` that already holds `max` subscriptions, or null. */
export async function fullCapGroup(store: HubStore, groups: readonly string[], max: number): Promise<string | null> {
  for (const group of groups) if ((await store.countForHost(group)) >= max) return group;
  return null;
}

/** "domain example.com", "network 203.0.113.0/24": how a refusal names the group. */
export const describeGroup = (group: string) => group.replace(/^domain:/, 'domain ').replace(/^net:/, 'network ');
