import { describe, expect, it } from 'vitest';
import { syntheticDataset } from '../../../scripts/content-generator/dataset.ts';
import { httpDateOfDay } from '../../../src/http/conditional.ts';
import { createSearchHandler, createSinceHandler } from '../../../src/http/review-query-handlers.ts';
import { buildReviewIndex, reviewsSince, searchReviews } from '../../../src/query/search.ts';
import { SearchParams, SearchResult, SinceQuery, SinceResult, ValidationError } from '../../../src/schemas/search.ts';

const dataset = syntheticDataset(500);
const index = buildReviewIndex(dataset);
const search = createSearchHandler(index);
const since = createSinceHandler(index);
const base = 'http://localhost:8888';

const get = (handler: (r: Request) => Response, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  handler(new Request(base + path, { method, headers }));

describe('GET /api/reviews/search', () => {
  it('answers 200 with the search result, JSON, CORS and the CDN caching policy', async () => {
    const response = get(search, '/api/reviews/search?min_rating=4&query=roof&limit=5');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe(
      'public, durable, max-age=31536000, must-revalidate',
    );
    expect(response.headers.get('netlify-vary')).toBe('query');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const body = SearchResult.parse(await response.json());
    expect(body).toEqual(searchReviews(index, SearchParams.parse({ min_rating: 4, query: 'roof', limit: 5 })));
    expect(body.returned).toBe(5);
  });

  it('gives equivalent queries the same ETag and different queries different ones', () => {
    const etag = (query: string) => get(search, `/api/reviews/search${query}`).headers.get('etag');
    expect(etag('')).toBe(etag('?limit=20'));
    expect(etag('?rating=5&query=roof')).toBe(etag('?query=roof&rating=5&unknown=1'));
    expect(etag('?rating=5')).not.toBe(etag('?rating=4'));
    expect(etag('?limit=5')).not.toBe(etag('?limit=6'));
  });

  it('answers a matching If-None-Match with 304 and an empty body', async () => {
    const etag = get(search, '/api/reviews/search?rating=5').headers.get('etag')!;
    for (const condition of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const response = get(search, '/api/reviews/search?rating=5', { 'If-None-Match': condition });
      expect(response.status, condition).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('netlify-vary')).toBe('query');
    }
    expect(get(search, '/api/reviews/search?rating=4', { 'If-None-Match': etag }).status).toBe(200);
  });

  it('answers invalid parameters with 400 { error, issues }, one issue per parameter, without an ETag', async () => {
    const response = get(search, '/api/reviews/search?rating=0&limit=1e2&since=2025-02-30&query=');
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('etag')).toBeNull();
    const body = ValidationError.parse(await response.json());
    expect(body.issues.map((i) => i.path[0])).toEqual(['rating', 'since', 'query', 'limit']);
  });

  it('never answers 500, whatever the query string', () => {
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const names = [
      'rating',
      'min_rating',
      'since',
      'until',
      'query',
      'mentions_technician',
      'mentions_service',
      'limit',
      'x',
    ];
    const values = [
      '',
      '5',
      '-1',
      '1e2',
      '4.5',
      '2025-02-30',
      '2024-02-29',
      '%',
      '%ZZ',
      '%00',
      '\u0000',
      '🙂',
      'ü'.repeat(300),
      'NaN',
      '[]',
      '{"a":1}',
    ];
    for (let i = 0; i < 500; i++) {
      const parts = Array.from(
        { length: 1 + Math.floor(random() * 4) },
        () => `${names[Math.floor(random() * names.length)]}=${values[Math.floor(random() * values.length)]}`,
      );
      const status = get(search, `/api/reviews/search?${parts.join('&')}`).status;
      expect([200, 400], parts.join('&')).toContain(status);
    }
  });
});

describe('GET /api/reviews/since/{date}', () => {
  const day = dataset.reviews[50]!.date;
  const path = `/api/reviews/since/${day}`;

  it('answers 200 with the reviews on or after the date, an ETag and Last-Modified', async () => {
    const response = get(since, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('last-modified')).toBe(httpDateOfDay(dataset.updated!));
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('netlify-cdn-cache-control')).toContain('durable');
    expect(SinceResult.parse(await response.json())).toEqual(reviewsSince(index, SinceQuery.parse({ since: day })));
  });

  it('derives the ETag from the dataset and the date', () => {
    const etag = get(since, path).headers.get('etag');
    expect(get(since, path).headers.get('etag')).toBe(etag);
    expect(get(since, '/api/reviews/since/2020-01-01').headers.get('etag')).not.toBe(etag);
    const other = createSinceHandler(buildReviewIndex(syntheticDataset(501)));
    expect(get(other, path).headers.get('etag')).not.toBe(etag);
  });

  it('answers If-None-Match (strong, weak, list, *) with 304 and an empty body', async () => {
    const etag = get(since, path).headers.get('etag')!;
    for (const condition of [etag, `W/${etag}`, `"a", ${etag}, "b"`, '*']) {
      const response = get(since, path, { 'If-None-Match': condition });
      expect(response.status, condition).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('last-modified')).toBe(httpDateOfDay(dataset.updated!));
    }
    expect(get(since, path, { 'If-None-Match': '"stale"' }).status).toBe(200);
  });

  it('answers If-Modified-Since at or after Last-Modified with 304, earlier with 200', () => {
    const lastModified = httpDateOfDay(dataset.updated!);
    expect(get(since, path, { 'If-Modified-Since': lastModified }).status).toBe(304);
    expect(get(since, path, { 'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT' }).status).toBe(304);
    expect(get(since, path, { 'If-Modified-Since': 'Thu, 01 Jan 2009 00:00:00 GMT' }).status).toBe(200);
    expect(get(since, path, { 'If-Modified-Since': 'garbage' }).status).toBe(200);
  });

  it('lets If-None-Match take precedence over If-Modified-Since', () => {
    const etag = get(since, path).headers.get('etag')!;
    expect(
      get(since, path, { 'If-None-Match': '"stale"', 'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT' }).status,
    ).toBe(200);
    expect(
      get(since, path, { 'If-None-Match': etag, 'If-Modified-Since': 'Thu, 01 Jan 2009 00:00:00 GMT' }).status,
    ).toBe(304);
  });

  it('gives a future date 200 with no reviews', async () => {
    const response = get(since, '/api/reviews/since/2999-01-01');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      since: '2999-01-01',
      matched: 0,
      returned: 0,
      limit: 100,
      next_cursor: null,
      reviews: [],
    });
  });

  it.each([
    '/api/reviews/since/2025-02-30',
    '/api/reviews/since/not-a-date',
    '/api/reviews/since',
    '/api/reviews/since/2025-01-01/x',
  ])('%s gets 400 with an issue on date', async (badPath) => {
    const response = get(since, badPath);
    expect(response.status).toBe(400);
    const body = ValidationError.parse(await response.json());
    expect(body.issues).toHaveLength(1);
    expect(body.issues[0]!.path).toEqual(['date']);
  });

  it('accepts a trailing slash', () => {
    expect(get(since, `${path}/`).status).toBe(200);
  });

  it('pages with limit and cursor exactly as the shared query does, each page with its own ETag', async () => {
    const first = SinceResult.parse(await get(since, '/api/reviews/since/2000-01-01?limit=30').json());
    expect(first).toEqual(reviewsSince(index, SinceQuery.parse({ since: '2000-01-01', limit: 30 })));
    expect(first.returned).toBe(30);
    const cursor = encodeURIComponent(first.next_cursor!);
    const second = SinceResult.parse(
      await get(since, `/api/reviews/since/2000-01-01?limit=30&cursor=${cursor}`).json(),
    );
    expect(second.reviews[0]).toEqual(dataset.reviews[30]);
    expect(get(since, '/api/reviews/since/2000-01-01?limit=30').headers.get('etag')).not.toBe(
      get(since, `/api/reviews/since/2000-01-01?limit=30&cursor=${cursor}`).headers.get('etag'),
    );
    expect(get(since, '/api/reviews/since/2000-01-01').headers.get('etag')).toBe(
      get(since, '/api/reviews/since/2000-01-01?limit=100').headers.get('etag'),
    );
    expect(get(since, path).headers.get('netlify-vary')).toBe('query');
  });

  it('names every bad paging parameter and the date at once', async () => {
    const response = get(since, '/api/reviews/since/2025-02-30?limit=501&cursor=x');
    expect(response.status).toBe(400);
    const body = ValidationError.parse(await response.json());
    expect(body.issues.map((i) => i.path[0])).toEqual(['date', 'limit', 'cursor']);
  });
});

describe.each([
  ['search', search, '/api/reviews/search?rating=5'],
  ['since', since, '/api/reviews/since/2024-01-01'],
])('%s: methods, CORS and Authorization', (_name, handler, path) => {
  it('answers an OPTIONS preflight with 204 and the allowed methods and headers', () => {
    const response = get(
      handler,
      path,
      {
        Origin: 'https://widget.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'if-none-match, authorization',
      },
      'OPTIONS',
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('if-none-match, authorization');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405 and Allow', async (method) => {
    const response = get(handler, path, {}, method);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await response.json()).toMatchObject({ error: 'method_not_allowed' });
  });

  it('answers HEAD like GET without a body', async () => {
    const [headResponse, getResponse] = [get(handler, path, {}, 'HEAD'), get(handler, path)];
    expect(headResponse.status).toBe(200);
    expect(await headResponse.text()).toBe('');
    expect(headResponse.headers.get('etag')).toBe(getResponse.headers.get('etag'));
  });

  it('ignores an Authorization header', async () => {
    const plain = get(handler, path);
    const withAuth = get(handler, path, { Authorization: 'Bearer not-a-real-token' });
    expect(withAuth.status).toBe(200);
    expect(withAuth.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(await withAuth.text()).toBe(await plain.text());
  });
});
