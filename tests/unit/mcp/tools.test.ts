import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { getAspectSentimentTool, getFaqTool, listAspectsTool } from '../../../src/mcp/tools/insights.ts';
import { insightsView } from '../../../src/mcp/insights-view.ts';
import { reviewsSince, searchReviews } from '../../../src/query/search.ts';
import { SearchParams } from '../../../src/schemas/search.ts';
import { startBlobsSandbox, type BlobsSandbox } from '../../support/blobs-sandbox.ts';
import { connectClient } from '../../support/mcp-client.ts';
import { fetchVia, LOCAL_URL, mcpHandler } from '../../support/mcp-in-process.ts';

let sandbox: BlobsSandbox;
let client: Client;
const dataset = getReviewsDataset();
const index = { business: dataset.business, reviews: dataset.reviews };

beforeAll(async () => {
  sandbox = await startBlobsSandbox();
  ({ client } = await connectClient(LOCAL_URL, { fetch: fetchVia(mcpHandler(sandbox.store('mcp-sessions'))) }));
});
afterAll(async () => {
  await client.close();
  await sandbox.stop();
});

async function call(name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
  return { result, text, data: result.structuredContent as Record<string, any> };
}

describe('tools/list', () => {
  it('lists the twelve tools of decisions.md, each described, read-only, with input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      'get_business', 'search_reviews', 'get_review', 'get_reviews_since', 'get_rating_summary', 'list_aspects',
      'get_aspect_sentiment', 'get_technician', 'get_service', 'get_service_area', 'get_faq', 'get_summary',
    ]);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(40);
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(JSON.stringify(tool.outputSchema)).not.toContain('"format":"ulid"');
    }
    const search = tools.find((t) => t.name === 'search_reviews')!;
    expect(Object.keys(search.inputSchema.properties!)).toEqual(Object.keys(SearchParams.shape));
  });
});

describe('tools/call', () => {
  it('get_business: the business and its aggregate rating', async () => {
    const { data, text, result } = await call('get_business');
    expect(result.isError).toBeFalsy();
    expect(data.business).toEqual(dataset.business);
    expect(data.aggregate_rating).toEqual(dataset.aggregate_rating);
    expect(text).toContain(dataset.business.name);
  });

  it.each([
    { rating: 5, limit: 2 },
    { min_rating: 3 },
    { query: 'ROOF' },
    { mentions_technician: 'Rusty' },
    { mentions_service: 'roof-repair', since: '2025-01-01', until: '2025-12-31' },
    { mentions_technician: 'nobody at all' },
  ])('search_reviews %j gives exactly what the REST query module gives', async (args) => {
    const { data, text } = await call('search_reviews', args);
    expect(data).toEqual(searchReviews(index, SearchParams.parse(args)));
    expect(text).toMatch(new RegExp(`^${data.matched} reviews? match`));
  });

  it('search_reviews rejects out-of-range arguments as a tool error', async () => {
    const { result, text } = await call('search_reviews', { rating: 9 });
    expect(result.isError).toBe(true);
    expect(text).toMatch(/rating/);
  });

  it('get_review: a review by id with its page; an unknown id is a tool error', async () => {
    const review = dataset.reviews.at(-1)!;
    const { data, text } = await call('get_review', { id: review.id });
    expect(data.review).toEqual(review);
    expect(data.url).toBe(`http://localhost:8888/reviews/${review.id}/`);
    expect(text).toContain(review.id);
    const missing = await call('get_review', { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' });
    expect(missing.result.isError).toBe(true);
    expect(missing.text).toContain(dataset.reviews[0]!.id);
  });

  it('get_reviews_since: the same reviews as GET /api/reviews/since/{date}', async () => {
    for (const since of ['2000-01-01', dataset.reviews[0]!.date, '2999-01-01']) {
      expect((await call('get_reviews_since', { since })).data).toEqual(reviewsSince(index, since));
    }
    expect((await call('get_reviews_since', { since: '2025-02-30' })).result.isError).toBe(true);
  });

  it('get_rating_summary: the dataset aggregate, or one over a date range', async () => {
    expect((await call('get_rating_summary')).data.aggregate_rating).toEqual(dataset.aggregate_rating);
    const newest = dataset.reviews[0]!.date;
    const { data } = await call('get_rating_summary', { since: newest });
    expect(data.aggregate_rating.review_count).toBe(dataset.reviews.filter((r) => r.date >= newest).length);
  });

  it.each([
    ['get_technician', 'technician', 'technicians', (r: any, id: string) => r.mentions.technicians.includes(id)],
    ['get_service', 'service', 'services', (r: any, id: string) => r.mentions.services.includes(id)],
    ['get_service_area', 'service_area', 'service_areas', (r: any, id: string) => r.mentions.service_areas.includes(id)],
  ] as const)('%s: the entry, the rating of the reviews mentioning it, and its newest reviews', async (tool, arg, key, mentions) => {
    for (const entry of dataset.business[key]) {
      const { data } = await call(tool, { [arg]: entry.id.toUpperCase() });
      expect(data[arg]).toEqual(entry);
      const mentioning = dataset.reviews.filter((r) => mentions(r, entry.id));
      expect(data.aggregate_rating.review_count).toBe(mentioning.length);
      expect(data.recent_reviews).toEqual(mentioning.slice(0, 5));
      expect(data.sentiment).toBeNull();
    }
  });

  it('get_technician finds people by first name or alias, as search does', async () => {
    const tech = dataset.business.technicians.find((t) => t.aliases.length)!;
    expect((await call('get_technician', { technician: tech.aliases[0]! })).data.technician.id).toBe(tech.id);
    expect((await call('get_technician', { technician: tech.name.split(' ')[0]! })).data.technician.id).toBe(tech.id);
  });

  it.each([
    ['get_technician', { technician: 'Nobody' }, 'technicians'],
    ['get_service', { service: 'Pool cleaning' }, 'services'],
    ['get_service_area', { service_area: 'Atlantis' }, 'service_areas'],
  ] as const)('%s with an unknown name is a tool error listing every valid id', async (tool, args, key) => {
    const { result, text } = await call(tool, args);
    expect(result.isError).toBe(true);
    for (const entry of dataset.business[key]) expect(text).toContain(entry.id);
  });

  it('insights tools say when the analysis is not available yet', async () => {
    for (const tool of ['list_aspects', 'get_faq', 'get_summary']) {
      const { data, text, result } = await call(tool);
      expect(result.isError, tool).toBeFalsy();
      expect(data.insights).toMatchObject({ available: false, review_count: dataset.reviews.length });
      expect(text).toMatch(/not been generated/);
    }
    expect((await call('get_aspect_sentiment', { aspect: 'price' })).result.isError).toBe(true);
  });
});

describe('insights tools over an analysis', () => {
  const [first, second] = dataset.reviews;
  const aspect = (id: string, mentions: number) => ({
    id, label: id[0]!.toUpperCase() + id.slice(1), mention_count: mentions, positive_count: mentions, neutral_count: 0,
    negative_count: 0, positive_pct: 100, score: 0.8, top_phrases: ['great'], example_review_ids: [first!.id],
  });
  const insights = insightsView({
    version: '1', generated_at: '2025-07-02', model: 'lexicon', review_count: 3,
    aspects: [aspect('cleanup', 1), aspect('communication', 2), { id: 'broken' }],
    faq: [{ question: 'Do they clean up?', answer: 'Yes.', review_ids: [second!.id] }],
  });
  const context = { dataset, index, insights, baseUrl: 'http://localhost:8888' };

  it('lists valid aspects, most mentioned first, and drops malformed entries', () => {
    const result = listAspectsTool.run({}, context) as { aspects: { id: string }[]; insights: { available: boolean } };
    expect(result.insights.available).toBe(true);
    expect(result.aspects.map((a) => a.id)).toEqual(['communication', 'cleanup']);
  });

  it('finds an aspect by label, with its example reviews in full; an unknown one lists the aspects', () => {
    const result = getAspectSentimentTool.run({ aspect: 'CLEANUP' }, context) as { example_reviews: unknown[] };
    expect(result.example_reviews).toEqual([first]);
    expect(() => getAspectSentimentTool.run({ aspect: 'price' }, context)).toThrow(/"cleanup" or "communication"|"communication" or "cleanup"/);
  });

  it('serves the FAQ', () => {
    expect(getFaqTool.run({}, context)).toMatchObject({ faq: [{ question: 'Do they clean up?' }] });
  });
});

describe('resources', () => {
  it('exposes the three datasets, each readable as the JSON the site serves', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([
      'http://localhost:8888/reviews.json', 'http://localhost:8888/insights.json', 'http://localhost:8888/api/feed.json',
    ]);
    const read = await client.readResource({ uri: 'http://localhost:8888/reviews.json' });
    const content = read.contents[0] as { text: string; mimeType: string };
    expect(content.mimeType).toBe('application/json');
    expect(JSON.parse(content.text)).toEqual(JSON.parse(JSON.stringify(dataset)));
    const feed = await client.readResource({ uri: 'http://localhost:8888/api/feed.json' });
    expect(JSON.parse((feed.contents[0] as { text: string }).text).version).toBe('https://jsonfeed.org/version/1.1');
  });
});
