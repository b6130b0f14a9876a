/**
 * Conditional GET (RFC 9110 section 13): shared by the static datasets (edge function) and the query functions.
 * No I/O here, only header logic.
 */

/** Parses an If-None-Match value: `*`, or a list of entity tags (strong `"x"` or weak `W/"x"`). */
export function parseEntityTags(header: string): { any: boolean; tags: string[] } {
  const trimmed = header.trim();
  if (trimmed === '*') return { any: true, tags: [] };
  const tags = [...trimmed.matchAll(/(?:W\/)?"[^"]*"/g)].map((m) => m[0]);
  return { any: false, tags };
}

/** Weak comparison (RFC 9110 section 8.8.3.2): equal opaque tags, whether either is weak or not. */
export function weakMatch(a: string, b: string): boolean {
  return a.replace(/^W\//, '') === b.replace(/^W\//, '');
}

/** True when If-None-Match matches the current ETag (so a GET gets 304). */
export function ifNoneMatchMatches(header: string, etag: string): boolean {
  const { any, tags } = parseEntityTags(header);
  return any || tags.some((tag) => weakMatch(tag, etag));
}

/** HTTP-date of a calendar day (midnight UTC), for Last-Modified. */
export function httpDateOfDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toUTCString();
}

/**
 * Whether a GET should be answered 304 Not Modified (RFC 9110 section 13.2.2): If-None-Match is evaluated when
 * present and then If-Modified-Since is ignored; otherwise If-Modified-Since is compared with Last-Modified at
 * one-second precision. An unparsable date is ignored, as the RFC requires.
 */
export function isNotModified(
  request: { ifNoneMatch: string | null; ifModifiedSince: string | null },
  current: { etag: string; lastModified?: string | null },
): boolean {
  if (request.ifNoneMatch !== null) return ifNoneMatchMatches(request.ifNoneMatch, current.etag);
  if (request.ifModifiedSince !== null && current.lastModified) {
    const since = Date.parse(request.ifModifiedSince);
    const modified = Date.parse(current.lastModified);
    if (Number.isNaN(since) || Number.isNaN(modified)) return false;
    return Math.floor(modified / 1000) <= Math.floor(since / 1000);
  }
  return false;
}

export function conditionalHeadersOf(headers: Headers): { ifNoneMatch: string | null; ifModifiedSince: string | null } {
  return { ifNoneMatch: headers.get('if-none-match'), ifModifiedSince: headers.get('if-modified-since') };
}

/** Headers a 304 repeats from the 200 it stands for (RFC 9110 section 15.4.5). */
const KEPT_ON_304 = [
  'etag',
  'last-modified',
  'cache-control',
  'content-location',
  'date',
  'expires',
  'vary',
  'link',
  'access-control-allow-origin',
  'access-control-expose-headers',
  'netlify-vary',
  'netlify-cdn-cache-control',
];

export function notModifiedResponse(headers: Headers): Response {
  const kept = new Headers();
  for (const name of KEPT_ON_304) {
    const value = headers.get(name);
    if (value !== null) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}
