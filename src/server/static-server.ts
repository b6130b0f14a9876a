import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { isNotModified } from '../http/conditional.ts';
import { ARTIFACT_HEADERS_FILE, type ArtifactHeaders } from '../build/artifact-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** Resolves a URL path to a file in dist: exact file, or the index.html of a directory. Never leaves dist. */
function resolveFile(distDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..')) return null;
  for (const candidate of [
    join(distDir, relative),
    join(distDir, relative, 'index.html'),
    join(distDir, `${relative}.html`),
  ]) {
    if (candidate.startsWith(distDir) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * The local stand-in for Netlify's CDN under `netlify dev` (framework "#custom"): serves dist/ with the headers the
 * build computed for each dataset (strong content-hashed ETag, type, CORS, Link, Last-Modified) and answers
 * If-None-Match / If-Modified-Since with 304. netlify dev's own static server cannot: it answers conditional
 * requests against its own weak ETag and ignores one set in `_headers`.
 */
export function createStaticHandler(distDir: string) {
  // Read again whenever a rebuild rewrote it (`npm run publish:local` rebuilds under a running server).
  const rulesFile = join(distDir, ARTIFACT_HEADERS_FILE);
  let rulesVersion = -1;
  let rules = new Map<string, Record<string, string>>();
  const currentRules = () => {
    const version = existsSync(rulesFile) ? statSync(rulesFile).mtimeMs : 0;
    if (version !== rulesVersion && version !== 0) {
      rules = new Map(
        (JSON.parse(readFileSync(rulesFile, 'utf8')) as ArtifactHeaders[]).map((rule) => [rule.path, rule.headers]),
      );
      rulesVersion = version;
    }
    return rules;
  };
  if (currentRules().size === 0) throw new Error(`${rulesFile} is missing: build the site first`);
  const notFoundPage = join(distDir, '404.html');

  return (request: IncomingMessage, response: ServerResponse) => {
    // Node accepts any request target (`GET http://[ HTTP/1.1`); one that is not a URL is the client's error, and must
    // not throw out of the request listener, which would end the whole server.
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      response
        .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        .end('Bad Request: the request target is not a valid URL\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method Not Allowed\n');
      return;
    }
    const file = resolveFile(distDir, url.pathname);
    if (!file) {
      const body = existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not Found\n';
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': url.pathname.startsWith('/_astro/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      ...currentRules().get(url.pathname),
    };
    if (headers.ETag) {
      const conditions = {
        ifNoneMatch: request.headers['if-none-match'] ?? null,
        ifModifiedSince: request.headers['if-modified-since'] ?? null,
      };
      if (isNotModified(conditions, { etag: headers.ETag, lastModified: headers['Last-Modified'] })) {
        const { 'Content-Type': _type, ...kept } = headers;
        response.writeHead(304, kept).end();
        return;
      }
    }
    headers['Content-Length'] = String(statSync(file).size);
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };
}

export function startStaticServer(distDir: string, port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer(createStaticHandler(distDir));
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
