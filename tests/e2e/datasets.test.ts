import { describe, expect, inject, it } from 'vitest';
import { expectMatchesOpenApi } from '../support/openapi-validator.ts';

const baseUrl = inject('baseUrl');

const datasets = [
  { path: '/reviews.json', type: 'application/json', topic: true },
  { path: '/api/feed.json', type: 'application/json', topic: true },
  { path: '/feed.xml', type: 'application/atom+xml', topic: true },
  { path: '/.well-known/openapi.json', type: 'application/json', topic: false },
  { path: '/llms.txt', type: 'text/plain', topic: false },
];

describe.each(datasets)('$path', ({ path, type, topic }) => {
  it('is served with its type, a strong ETag, CORS and a revalidating cache policy', async () => {
    const response = await fetch(baseUrl + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toContain('must-revalidate');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('answers a matching If-None-Match (strong, weak, in a list, or *) with 304 and an empty body', async () => {
    const etag = (await fetch(baseUrl + path, { method: 'HEAD' })).headers.get('etag')!;
    for (const condition of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const response = await fetch(baseUrl + path, { headers: { 'If-None-Match': condition } });
      expect(response.status, condition).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
    }
  });

  it('answers a different If-None-Match with the full body', async () => {
    const response = await fetch(baseUrl + path, { headers: { 'If-None-Match': '"0000"' } });
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(100);
  });

  it(topic ? 'carries Link rel hub and rel self' : 'is not a WebSub topic', async () => {
    const response = await fetch(baseUrl + path);
    await response.arrayBuffer(); // an unread body left on a closing socket trips undici
    const link = response.headers.get('link');
    if (!topic) return expect(link).toBeNull();
    expect(link).toContain(`<${baseUrl}/api/websub/hub>; rel="hub"`);
    expect(link).toContain(`<${baseUrl}${path}>; rel="self"`);
  });
});

describe('/reviews.json', () => {
  it('holds the business, the aggregate rating and every review, newest first', async () => {
    const dataset = (await expectMatchesOpenApi(await fetch(`${baseUrl}/reviews.json`), '/reviews.json')) as any;
    expect(Object.keys(dataset).sort()).toEqual(['aggregate_rating', 'business', 'reviews', 'updated']);
    expect(dataset.aggregate_rating.review_count).toBe(dataset.reviews.length);
    const order = dataset.reviews.map((r: { date: string; id: string }) => `${r.date} ${r.id}`);
    expect(order).toEqual([...order].sort().reverse());
  });
});

describe('feeds', () => {
  it('JSON Feed lists the 50 newest reviews, linking each to its page, with the WebSub hub', async () => {
    const [feed, dataset] = await Promise.all([
      fetch(`${baseUrl}/api/feed.json`).then((r) => expectMatchesOpenApi(r, '/api/feed.json')) as Promise<any>,
      fetch(`${baseUrl}/reviews.json`).then((r) => expectMatchesOpenApi(r, '/reviews.json')) as Promise<any>,
    ]);
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.hubs).toEqual([{ type: 'WebSub', url: `${baseUrl}/api/websub/hub` }]);
    expect(feed.items.map((i: { id: string }) => i.id)).toEqual(
      dataset.reviews.slice(0, 50).map((r: { id: string }) => r.id),
    );
    expect(feed.items[0].url).toBe(`${baseUrl}/reviews/${feed.items[0].id}/`);
  });

  it('Atom feed has rel self, alternate and hub links', async () => {
    const xml = await (await fetch(`${baseUrl}/feed.xml`)).text();
    expect(xml).toContain(`<link rel="self" href="${baseUrl}/feed.xml"/>`);
    expect(xml).toContain(`<link rel="alternate" href="${baseUrl}/"/>`);
    expect(xml).toContain(`<link rel="hub" href="${baseUrl}/api/websub/hub"/>`);
  });
});

describe('unknown paths', () => {
  it('get 404', async () => {
    expect((await fetch(`${baseUrl}/no-such-page`)).status).toBe(404);
  });
});
