import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';
import { SearchParams, type SearchParamsInput } from '../../src/schemas/search.ts';
import { fold } from '../../src/text/normalize.ts';
import { expectMatchesOpenApi } from '../support/openapi-validator.ts';
import { referenceSearch } from '../support/reference-search.ts';

const baseUrl = inject('baseUrl');
let dataset: ReviewsDataset;

beforeAll(async () => {
  dataset = await (await fetch(`${baseUrl}/reviews.json`)).json();
});

const searchUrl = (params: Record<string, string | number>) =>
  `${baseUrl}/api/reviews/search?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

/** Searches expected to hit something in any content: derived from /reviews.json itself, not from fixed ids. */
function searchesFromDataset(): SearchParamsInput[] {
  const { reviews, business } = dataset;
  const withText = reviews.find((r) => r.text !== null && r.text.length > 10)!;
  const mentioned = business.technicians.find((t) => reviews.some((r) => r.mentions.technicians.includes(t.id)))!;
  const service = business.services.find((s) => reviews.some((r) => r.mentions.services.includes(s.id)))!;
  const oldest = reviews.at(-1)!.date;
  const newest = reviews[0]!.date;
  return [
    {},
    { limit: 1 },
    { limit: 100 },
    { rating: reviews[0]!.rating },
    { min_rating: 3.5 },
    { since: newest },
    { until: oldest },
    { since: oldest, until: newest },
    { query: withText.text!.slice(2, 9).toUpperCase() },
    { query: withText.text!.slice(0, 14).normalize('NFD') },
    { mentions_technician: mentioned.name.split(' ')[0]! },
    { mentions_technician: mentioned.id },
    { mentions_service: service.label.toLowerCase() },
    { mentions_service: service.id, min_rating: 1, since: oldest },
    { mentions_technician: 'Nobody Known' },
  ];
}

describe('GET /api/reviews/search on the real netlify dev', () => {
  it('answers every search with the matching full review records, as in /reviews.json, newest first', async () => {
    for (const input of searchesFromDataset()) {
      const params = SearchParams.parse(input);
      const response = await fetch(searchUrl(input as Record<string, string | number>));
      expect(response.status, JSON.stringify(input)).toBe(200);
      const body = await expectMatchesOpenApi(response, '/api/reviews/search');
      expect(body, JSON.stringify(input)).toEqual(referenceSearch(dataset, params));
    }
  });

  it('finds text case- and accent-insensitively', async () => {
    const review = dataset.reviews.find((r) => r.text !== null && /[A-Za-z]{4}/.test(r.text))!;
    const word = review.text!.match(/[A-Za-z]{4,}/)![0];
    const body = await (await fetch(searchUrl({ query: word.toUpperCase(), limit: 100 }))).json();
    expect(body.matched).toBeGreaterThan(0);
    expect(body.reviews.every((r: { text: string }) => fold(r.text).includes(fold(word)))).toBe(true);
  });

  it('answers invalid parameters with 400 { error, issues }, one issue per bad parameter, never 500', async () => {
    const cases: [string, string[]][] = [
      ['rating=6', ['rating']],
      ['rating=4.0', ['rating']],
      ['limit=1e2', ['limit']],
      ['limit=0&min_rating=9', ['min_rating', 'limit']],
      ['since=2025-02-30', ['since']],
      ['since=2025-03-01&until=2025-01-01', ['since']],
      ['rating=5&rating=4', ['rating']],
      ['query=', ['query']],
      [`query=${'x'.repeat(2000)}`, ['query']],
      ['mentions_technician=%20', ['mentions_technician']],
      ['query=%CC%81', ['query']],
    ];
    for (const [query, names] of cases) {
      const response = await fetch(`${baseUrl}/api/reviews/search?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await expectMatchesOpenApi(response, '/api/reviews/search')) as {
        error: string;
        issues: { path: string[] }[];
      };
      expect(body.error).toBe('invalid_query');
      expect(
        body.issues.map((i) => i.path[0]),
        query,
      ).toEqual(names);
    }
  });

  it('emits an ETag and answers a matching If-None-Match with 304 and an empty body', async () => {
    const url = searchUrl({ min_rating: 4 });
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    for (const condition of [etag, `W/${etag}`, `"x", ${etag}`, '*']) {
      const response = await fetch(url, { headers: { 'If-None-Match': condition } });
      expect(response.status, condition).toBe(304);
      expect(await response.text()).toBe('');
    }
    expect((await fetch(url, { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
  });

  it('is cacheable at the CDN for the deploy, keyed on the query, and revalidated by browsers', async () => {
    const response = await fetch(searchUrl({ rating: 5 }));
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe(
      'public, durable, max-age=31536000, must-revalidate',
    );
    expect(response.headers.get('netlify-vary')).toBe('query');
  });
});

describe('GET /api/reviews/since/{date} on the real netlify dev', () => {
  const since = (date: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/reviews/since/${date}`, { headers });

  it('returns the reviews on or after the date, newest first, with ETag and Last-Modified', async () => {
    const date = dataset.reviews[Math.floor(dataset.reviews.length / 2)]!.date;
    const response = await since(date);
    expect(response.status).toBe(200);
    const body = await expectMatchesOpenApi(response, `/api/reviews/since/${date}`);
    const expected = dataset.reviews.filter((r) => r.date >= date);
    const page = expected.slice(0, 100);
    const last = page.at(-1)!;
    expect(body).toEqual({
      since: date,
      matched: expected.length,
      returned: page.length,
      limit: 100,
      next_cursor: expected.length > 100 ? `${last.date}.${last.id}` : null,
      reviews: page,
    });
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('last-modified')).toBe(new Date(`${dataset.updated}T00:00:00Z`).toUTCString());
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers If-None-Match (strong, weak, list, *) and If-Modified-Since with 304, If-None-Match first', async () => {
    const date = dataset.reviews.at(-1)!.date;
    const ok = await since(date);
    const etag = ok.headers.get('etag')!;
    const lastModified = ok.headers.get('last-modified')!;
    const conditions: Record<string, string>[] = [
      { 'If-None-Match': etag },
      { 'If-None-Match': `W/${etag}` },
      { 'If-None-Match': `"a", ${etag}` },
      { 'If-None-Match': '*' },
      { 'If-Modified-Since': lastModified },
      { 'If-None-Match': etag, 'If-Modified-Since': 'Thu, 01 Jan 2009 00:00:00 GMT' },
    ];
    for (const headers of conditions) {
      const response = await since(date, headers);
      expect(response.status, JSON.stringify(headers)).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
    }
    const stale = await since(date, { 'If-None-Match': '"stale"', 'If-Modified-Since': lastModified });
    expect(stale.status).toBe(200);
    expect((await since(date, { 'If-Modified-Since': 'Thu, 01 Jan 2009 00:00:00 GMT' })).status).toBe(200);
  });

  it('gives a future date 200 with no reviews and an impossible or malformed date 400', async () => {
    const future = await since('2999-01-01');
    expect(future.status).toBe(200);
    expect(await expectMatchesOpenApi(future, '/api/reviews/since/2999-01-01')).toEqual({
      since: '2999-01-01',
      matched: 0,
      returned: 0,
      limit: 100,
      next_cursor: null,
      reviews: [],
    });
    for (const bad of ['2025-02-30', '2025-13-01', 'yesterday', '2025-1-1']) {
      const response = await since(bad);
      expect(response.status, bad).toBe(400);
      const body = (await expectMatchesOpenApi(response, `/api/reviews/since/${bad}`)) as {
        issues: { path: string[] }[];
      };
      expect(body.issues.map((i) => i.path[0])).toEqual(['date']);
    }
    const missing = await fetch(`${baseUrl}/api/reviews/since`);
    expect(missing.status).toBe(400);
  });

  it('pages through every review with limit and next_cursor, each page as the OpenAPI document describes', async () => {
    const ids: string[] = [];
    let path: string | null = '/api/reviews/since/2000-01-01?limit=150';
    while (path) {
      const response = await fetch(baseUrl + path);
      expect(response.status, path).toBe(200);
      const body = (await expectMatchesOpenApi(response, path)) as {
        next_cursor: string | null;
        reviews: { id: string }[];
      };
      ids.push(...body.reviews.map((r) => r.id));
      path = body.next_cursor
        ? `/api/reviews/since/2000-01-01?limit=150&cursor=${encodeURIComponent(body.next_cursor)}`
        : null;
    }
    expect(ids).toEqual(dataset.reviews.map((r) => r.id));
    const bad = await since('2000-01-01?limit=501&cursor=nope');
    expect(bad.status).toBe(400);
    const body = (await expectMatchesOpenApi(bad, '/api/reviews/since/2000-01-01?limit=501&cursor=nope')) as {
      issues: { path: string[] }[];
    };
    expect(body.issues.map((i) => i.path[0])).toEqual(['limit', 'cursor']);
  });
});

describe.each(['/api/reviews/search?rating=5', '/api/reviews/since/2020-01-01'])(
  '%s: methods, CORS, Authorization',
  (path) => {
    it('answers an OPTIONS preflight', async () => {
      const response = await fetch(baseUrl + path, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://widget.example',
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'if-none-match',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toContain('GET');
      expect(response.headers.get('access-control-allow-headers')).toContain('if-none-match');
    });

    it('answers other methods with 405 and Allow', async () => {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const response = await fetch(baseUrl + path, { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
        // OpenAPI has no operation for a method that is not allowed; the 405 is described under GET.
        await expectMatchesOpenApi(response, path.split('?')[0]!, 'get');
      }
    });

    it('ignores an Authorization header', async () => {
      const plain = await fetch(baseUrl + path);
      const withAuth = await fetch(baseUrl + path, { headers: { Authorization: 'Basic dXNlcjpwYXNz' } });
      expect(withAuth.status).toBe(200);
      expect(withAuth.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(await withAuth.text()).toBe(await plain.text());
    });
  },
);
