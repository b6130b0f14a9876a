import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { QUERY_RATE_LIMIT } from '../../src/http/rate-limit.ts';
import { REVIEW_INDEX_FILE } from '../../src/query/compact-index.ts';
import { bundleFunction } from '../support/netlify-bundler.ts';

const baseUrl = inject('baseUrl');
const out = mkdtempSync(join(tmpdir(), 'query-bundles-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Calls a bundled function's handler in a fresh Node process, as a cold Netlify instance would. */
function callBundled(module: string, url: string): { status: number; etag: string | null; body: string } {
  const script = `
    const { default: handler } = await import(${JSON.stringify(pathToFileURL(module).href)});
    const response = await handler(new Request(${JSON.stringify(url)}), {});
    console.log(JSON.stringify({ status: response.status, etag: response.headers.get('etag'), body: await response.text() }));`;
  // Run from elsewhere, so the bundle cannot reach the project's files by a relative path.
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: out, encoding: 'utf8' }),
  );
}

describe.each([
  { name: 'reviews-search', path: '/api/reviews/search?min_rating=4&limit=3', routes: ['/api/reviews/search'] },
  {
    name: 'reviews-since',
    path: '/api/reviews/since/2020-01-01',
    routes: ['/api/reviews/since', '/api/reviews/since/:date'],
  },
])("$name as Netlify's bundler ships it", ({ name, path, routes }) => {
  let bundled: Awaited<ReturnType<typeof bundleFunction>>;

  it('bundles the compact review index the build wrote, byte for byte', async () => {
    bundled = await bundleFunction(`netlify/functions/${name}.ts`, out);
    expect(readFileSync(join(bundled.path, REVIEW_INDEX_FILE))).toEqual(readFileSync(REVIEW_INDEX_FILE));
  }, 120_000);

  it('declares its routes and the documented rate limit', () => {
    expect(bundled.routes?.map((r) => r.pattern)).toEqual(routes);
    expect(bundled.trafficRules).toEqual({
      action: {
        type: 'rate_limit',
        config: {
          rateLimitConfig: {
            windowLimit: QUERY_RATE_LIMIT.windowLimit,
            windowSize: QUERY_RATE_LIMIT.windowSize,
            algorithm: 'sliding_window',
          },
          aggregate: { keys: QUERY_RATE_LIMIT.aggregateBy.map((type) => ({ type })) },
        },
      },
    });
  });

  it('answers from the bundle alone exactly what netlify dev answers', async () => {
    const fromBundle = callBundled(join(bundled.path, 'netlify/functions', `${name}.mjs`), `${baseUrl}${path}`);
    const fromDev = await fetch(baseUrl + path);
    expect(fromBundle.status).toBe(200);
    expect(fromBundle.etag).toBe(fromDev.headers.get('etag'));
    expect(fromBundle.body).toBe(await fromDev.text());
  }, 60_000);
});
