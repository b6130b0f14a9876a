import { isLocalDevelopment } from '../../local-development.ts';

/**
 * DNS-rebinding protection (MCP transport specification, "Security warning"): a request whose Origin is not the
 * site's own origin gets 403, and so does one whose Host is not one of the site's hosts. Requests without an Origin
 * (non-browser MCP clients) pass the Origin rule; every request carries a Host.
 *
 * Allowed hosts and origins:
 * - on Netlify's runtime (SITE_ID is set, a read-only variable Netlify documents for functions at runtime, and
 *   NETLIFY_DEV is not): the host the request was routed to. Netlify's edge routes a request to this site's
 *   functions only for a host that belongs to the site (its domain and domain aliases, its netlify.app subdomain,
 *   deploy previews and branch deploys as `<name>--<site>.netlify.app`), so that host needs no configuration; an
 *   Origin must then be that host's own https origin (a page of another deploy or site is refused);
 * - the origins of SITE_URL/URL and, where present, DEPLOY_URL and DEPLOY_PRIME_URL, plus MCP_ALLOWED_ORIGINS
 *   (comma-separated), anywhere: how a server outside Netlify's routing (the bundle run elsewhere) is configured;
 * - in local development only (src/local-development.ts: NETLIFY_DEV=true and the deploy context "dev" together, as
 *   `netlify dev` sets them; no single variable suffices): any localhost, 127.0.0.1 or [::1] host and origin, on any
 *   port.
 */
export interface OriginPolicy {
  origins: ReadonlySet<string>;
  hosts: ReadonlySet<string>;
  allowLoopback: boolean;
  /** The request's own host is the site's: true only where Netlify's routing guarantees it. */
  trustRoutedHost: boolean;
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

function originOf(url: string | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

export function originPolicyFromEnv(env: NodeJS.ProcessEnv = process.env, deployContext?: string): OriginPolicy {
  const extra = (env.MCP_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const urls = [env.SITE_URL, env.URL, env.DEPLOY_URL, env.DEPLOY_PRIME_URL, ...extra]
    .map(originOf)
    .filter((u): u is URL => u !== null);
  return {
    origins: new Set(urls.map((u) => u.origin)),
    hosts: new Set(urls.map((u) => u.host)),
    allowLoopback: isLocalDevelopment(env, deployContext),
    trustRoutedHost: Boolean(env.SITE_ID) && env.NETLIFY_DEV !== 'true',
  };
}

function isLoopbackHost(host: string): boolean {
  try {
    return LOOPBACK_HOSTNAMES.has(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

/** Why the request is refused, or null when its Origin and Host are the site's own. */
export function rebindingViolation(headers: Headers, policy: OriginPolicy, requestUrl?: string): string | null {
  const host = (headers.get('host') ?? (requestUrl ? new URL(requestUrl).host : '')).toLowerCase();
  const routed = policy.trustRoutedHost && host !== '';
  if (!routed && !policy.hosts.has(host) && !(policy.allowLoopback && isLoopbackHost(host))) {
    return `Forbidden: Host "${host}" is not this site`;
  }
  const origin = headers.get('origin');
  if (origin === null) return null;
  const parsed = originOf(origin);
  const allowed =
    parsed !== null &&
    (policy.origins.has(parsed.origin) ||
      (routed && parsed.origin === `https://${host}`) ||
      (policy.allowLoopback && LOOPBACK_HOSTNAMES.has(parsed.hostname)));
  return allowed ? null : `Forbidden: Origin "${origin}" is not this site`;
}
