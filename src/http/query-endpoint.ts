import type { ValidationError } from '../schemas/search.ts';
import { conditionalHeadersOf, isNotModified, notModifiedResponse } from './conditional.ts';

/**
 * The HTTP shell shared by the query functions: methods, CORS, caching, conditional GET. No I/O; the endpoint-specific
 * part only parses the request and says what the answer is.
 *
 * Caching on Netlify: responses depend only on the deploy (the dataset is bundled with the function), so the CDN may
 * keep them until the next deploy, which purges function responses along with everything else (atomic deploys);
 * `durable` shares one copy across edge nodes. Browsers revalidate every time with If-None-Match (a 304 costs a few
 * hundred bytes). `Netlify-Vary: query` keys the search cache on the query string.
 */
export const QUERY_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const QUERY_CDN_CACHE_CONTROL = 'public, durable, max-age=31536000, must-revalidate';
export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** What an endpoint answers to a GET: a 400, or a 200 whose body is only built when no 304 applies. */
export type QueryAnswer =
  | { kind: 'invalid'; error: ValidationError }
  | { kind: 'ok'; etag: string; lastModified: string | null; body: () => unknown };

export interface QueryEndpointOptions {
  /** Netlify-Vary value, when the cache key must include more than the path. */
  netlifyVary?: string;
}

function baseHeaders(options: QueryEndpointOptions): Headers {
  const headers = new Headers({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'ETag, Last-Modified',
    'X-Content-Type-Options': 'nosniff',
  });
  if (options.netlifyVary) headers.set('Netlify-Vary', options.netlifyVary);
  return headers;
}

function json(status: number, body: unknown, headers: Headers, head: boolean): Response {
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(head ? null : JSON.stringify(body), { status, headers });
}

/** Wraps an endpoint into a Request -> Response handler. An Authorization header is never read. */
export function queryEndpoint(answer: (url: URL) => QueryAnswer, options: QueryEndpointOptions = {}) {
  return (request: Request): Response => {
    const headers = baseHeaders(options);
    if (request.method === 'OPTIONS') {
      headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      const asked = request.headers.get('access-control-request-headers');
      if (asked) headers.set('Access-Control-Allow-Headers', asked);
      headers.set('Access-Control-Max-Age', '86400');
      headers.set('Vary', 'Access-Control-Request-Headers');
      headers.set('Allow', ALLOWED_METHODS);
      return new Response(null, { status: 204, headers });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      headers.set('Allow', ALLOWED_METHODS);
      headers.set('Cache-Control', 'no-store');
      return json(
        405,
        { error: 'method_not_allowed', message: `${request.method} is not allowed; use GET` },
        headers,
        false,
      );
    }
    const head = request.method === 'HEAD';
    headers.set('Cache-Control', QUERY_CACHE_CONTROL);
    headers.set('Netlify-CDN-Cache-Control', QUERY_CDN_CACHE_CONTROL);
    const result = answer(new URL(request.url));
    if (result.kind === 'invalid') return json(400, result.error, headers, head);
    headers.set('ETag', result.etag);
    if (result.lastModified) headers.set('Last-Modified', result.lastModified);
    if (
      isNotModified(conditionalHeadersOf(request.headers), { etag: result.etag, lastModified: result.lastModified })
    ) {
      return notModifiedResponse(headers);
    }
    return json(200, result.body(), headers, head);
  };
}
