import { lookup } from 'node:dns/promises';
import { isIP, isIPv4 } from 'node:net';

/** What kind of address an IP is; only `public` (and `loopback` in local development) may be called. */
export type AddressKind = 'public' | 'loopback' | 'private' | 'link-local' | 'multicast' | 'reserved';

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** A callback host that may not be called; the message is the plain-text reason given to the subscriber. */
export class UnsafeAddressError extends Error {}

// IANA IPv4 special-purpose registry (RFC 6890 and successors): [first octets as a number, prefix length, kind].
const v4Ranges: Array<[string, number, AddressKind]> = [
  ['0.0.0.0', 8, 'reserved'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.31.196.0', 24, 'reserved'],
  ['192.52.193.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['192.175.48.0', 24, 'reserved'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const v4ToInt = (ip: string) => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);

function classifyV4(ip: string): AddressKind {
  const n = v4ToInt(ip);
  for (const [base, prefix, kind] of v4Ranges) {
    const size = 2 ** (32 - prefix);
    const start = v4ToInt(base);
    if (n >= start && n < start + size) return kind;
  }
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (accepts `::` and a trailing dotted quad). */
export function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0]!;
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const n = v4ToInt(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((g) => parseInt(g, 16));
}

function classifyV6(ip: string): AddressKind {
  const g = ipv6Groups(ip);
  const first = g[0]!;
  // IPv4-mapped (::ffff:a.b.c.d) and the deprecated IPv4-compatible form (::a.b.c.d): judge the IPv4 address.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || (g[5] === 0 && (g[6]! > 0 || g[7]! > 1)))) {
    return classifyV4(`${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`);
  }
  if (g.slice(0, 7).every((x) => x === 0)) return g[7] === 1 ? 'loopback' : 'reserved'; // ::1, ::
  if ((first & 0xff00) === 0xff00) return 'multicast'; // ff00::/8
  if ((first & 0xffc0) === 0xfe80) return 'link-local'; // fe80::/10
  if ((first & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((first & 0xe000) !== 0x2000) return 'reserved'; // outside 2000::/3 global unicast (incl. 64:ff9b::/96 NAT64)
  if (first === 0x2001 && g[1]! < 0x0200) return 'reserved'; // 2001::/23 IETF protocol assignments, Teredo
  if (first === 0x2001 && g[1] === 0x0db8) return 'reserved'; // documentation
  if (first === 0x2002) return 'reserved'; // 6to4 embeds an IPv4 address
  if ((first & 0xfff0) === 0x3ff0) return 'reserved'; // 3fff::/20 documentation
  return 'public';
}

/** Classifies an IP address (IPv4, IPv6, IPv4-mapped IPv6). */
export function classifyAddress(ip: string): AddressKind {
  if (isIPv4(ip)) return classifyV4(ip);
  if (isIP(ip) === 6) return classifyV6(ip);
  return 'reserved';
}

export const isCallable = (kind: AddressKind, allowLoopback: boolean) =>
  kind === 'public' || (allowLoopback && kind === 'loopback');

/** A URL's hostname without the brackets of an IPv6 literal. */
export const bareHostname = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves a host and returns its addresses when every one of them may be called; throws UnsafeAddressError
 * otherwise. Callers connect to exactly these addresses, so DNS cannot change the answer between check and use.
 */
/** How host names are resolved: DNS by default; tests inject a slow or failing resolver. */
export type Resolver = (host: string) => Promise<CheckedAddress[]>;
const dnsResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })) as CheckedAddress[];

export async function resolveCallable(
  host: string,
  allowLoopback: boolean,
  resolver: Resolver = dnsResolver,
): Promise<CheckedAddress[]> {
  let addresses: CheckedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIPv4(host) ? 4 : 6 }];
  } else {
    try {
      addresses = await resolver(host);
    } catch {
      throw new UnsafeAddressError(`callback host ${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new UnsafeAddressError(`callback host ${host} does not resolve`);
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (!isCallable(kind, allowLoopback)) {
      const what =
        address === host ? `callback address ${host}` : `callback host ${host} resolves to ${address}, which`;
      throw new UnsafeAddressError(`${what} is a ${kind} address, not a public one`);
    }
  }
  return addresses;
}
