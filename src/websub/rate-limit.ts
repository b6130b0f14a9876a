import { isIPv6 } from 'node:net';
import { ipv6Groups } from './address.ts';
import type { HubStore } from './store.ts';

/** The client a rate limit counts: an IPv4 address, or the /64 network of an IPv6 address (one subscriber's LAN). */
export function rateLimitClient(ip: string): string {
  if (!isIPv6(ip)) return ip;
  return (
    ipv6Groups(ip)
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':') + '::/64'
  );
}

/**
 * Fixed one-minute windows counted in Blobs, so the limit holds across function instances and under `netlify dev`
 * (which does not enforce the platform's rate limit). Counting is not atomic: under heavy concurrency a few requests
 * more than the limit may pass, which is enough to keep anyone from flooding the hub.
 */
export async function checkRateLimit(store: HubStore, ip: string, now: number, limitPerMinute: number) {
  const window = Math.floor(now / 60_000);
  const count = await store.countRequest(rateLimitClient(ip), window);
  const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000));
  return { allowed: count <= limitPerMinute, retryAfterSeconds };
}
