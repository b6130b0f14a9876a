import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { buildReviewIndex, reviewsSince, searchReviews } from '../../../src/query/search.ts';
import { SearchParams, SinceQuery } from '../../../src/schemas/search.ts';
import { startBlobsSandbox, type BlobsSandbox } from '../../support/blobs-sandbox.ts';
import { connectClient } from '../../support/mcp-client.ts';
import { fetchVia, LOCAL_URL, mcpHandler, contentInsights } from '../../support/mcp-in-process.ts';

let sandbox: BlobsSandbox;
let client: Client;
const dataset = getReviewsDataset();
const index = buildReviewIndex(dataset);
/** The analysis the build publishes as /insights.json, from the same content. */
const insights = contentInsights();
const withoutReviewIds = <T extends { review_ids: string[] }>({ review_ids, ...rest }: T) => rest;

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
      'get_business',
      'search_reviews',
      'get_review',
      'get_reviews_since',
      'get_rating_summary',
      'list_aspects',
      'get_aspect_sentiment',
      'get_technician',
      'get_service',
      'get_service_area',
      'get_faq',
      'get_summary',
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

  it('search_reviews refuses a query that folds to nothing (only combining marks), naming query', async () => {
    const { result, text } = await call('search_reviews', { query: '\u0301\u0308' });
    expect(result.isError).toBe(true);
    expect(text).toMatch(/query/);
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
      expect((await call('get_reviews_since', { since })).data).toEqual(
        reviewsSince(index, SinceQuery.parse({ since })),
      );
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
    [
      'get_service_area',
      'service_area',
      'service_areas',
      (r: any, id: string) => r.mentions.service_areas.includes(id),
    ],
  ] as const)(
    '%s: the entry, the rating of the reviews mentioning it, and its newest reviews',
    async (tool, arg, key, mentions) => {
      for (const entry of dataset.business[key]) {
        const { data } = await call(tool, { [arg]: entry.id.toUpperCase() });
        expect(data[arg]).toEqual(entry);
        const mentioning = dataset.reviews.filter((r) => mentions(r, entry.id));
        expect(data.aggregate_rating.review_count).toBe(mentioning.length);
        expect(data.recent_reviews).toEqual(mentioning.slice(0, 5));
        const insight = insights.entities[key].find((e) => e.id === entry.id)!;
        expect(data.aggregate_rating.review_count).toBe(insight.mention_count);
        expect(data.aggregate_rating.rating_value).toBe(insight.average_rating ?? 0);
        expect({
          sentiment: data.sentiment,
          top_aspects: data.top_aspects,
          example_review_ids: data.example_review_ids,
        }).toEqual({
          sentiment: insight.sentiment,
          top_aspects: insight.top_aspects,
          example_review_ids: insight.example_review_ids,
        });
      }
    },
  );

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
});

describe('insights tools answer from the published analysis', () => {
  it('list_aspects: every aspect of /insights.json, most mentioned first, without the full id lists', async () => {
    const { data, text, result } = await call('list_aspects');
    expect(result.isError).toBeFalsy();
    expect(data.review_count).toBe(dataset.reviews.length);
    expect(data.generated_at).toBe(dataset.updated);
    const expected = [...insights.aspects].sort((a, b) => b.mention_count - a.mention_count).map(withoutReviewIds);
    expect(data.aspects).toEqual(expected);
    for (const aspect of insights.aspects)
      expect(text).toContain(`${aspect.label} (id ${aspect.id}): ${aspect.mention_count} reviews`);
  });

  it('get_aspect_sentiment: any aspect by id or label, with its example reviews in full', async () => {
    for (const aspect of insights.aspects) {
      const { data, result } = await call('get_aspect_sentiment', { aspect: aspect.label.toUpperCase() });
      expect(result.isError, aspect.id).toBeFalsy();
      expect(data.aspect).toEqual(withoutReviewIds(aspect));
      expect(data.example_reviews).toEqual(
        aspect.example_review_ids.map((id) => dataset.reviews.find((r) => r.id === id)),
      );
      expect((await call('get_aspect_sentiment', { aspect: aspect.id })).data.aspect.id).toBe(aspect.id);
    }
  });

  it('get_aspect_sentiment with an unknown aspect is a tool error listing every aspect id', async () => {
    const { result, text } = await call('get_aspect_sentiment', { aspect: 'swimming pools' });
    expect(result.isError).toBe(true);
    expect(text).toMatch(/^No aspect matches "swimming pools"/);
    for (const aspect of insights.aspects) expect(text).toContain(`"${aspect.id}"`);
  });

  it('get_faq: the questions and answers of /insights.json, grounded in reviews get_review can read', async () => {
    const { data, text } = await call('get_faq');
    expect(data.faq).toEqual(insights.faq);
    for (const entry of insights.faq) expect(text).toContain(`Q: ${entry.question}\nA: ${entry.answer}`);
    const grounding = insights.faq[0]!.review_ids[0]!;
    expect((await call('get_review', { id: grounding })).data.review.id).toBe(grounding);
  });

  it('get_summary: the editorial summary, pull quote, overall sentiment, trend and date range', async () => {
    const { data, text } = await call('get_summary');
    expect(data).toEqual({
      generated_at: insights.generated_at,
      review_count: insights.review_count,
      date_range: insights.date_range,
      overall_sentiment: insights.overall_sentiment,
      summary: insights.summary,
      pull_quote: insights.pull_quote,
      trend: insights.temporal.trend,
    });
    expect(text).toContain(insights.summary.headline);
    for (const paragraph of insights.summary.paragraphs) expect(text).toContain(paragraph);
    if (insights.pull_quote) expect(text).toContain(insights.pull_quote.text);
    expect(text).toContain(`Trend: ${insights.temporal.trend.direction.replace('_', ' ')}`);
  });
});

describe('resources', () => {
  it('exposes the three datasets, each readable as the JSON the site serves', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([
      'http://localhost:8888/reviews.json',
      'http://localhost:8888/insights.json',
      'http://localhost:8888/api/feed.json',
    ]);
    const read = await client.readResource({ uri: 'http://localhost:8888/reviews.json' });
    const content = read.contents[0] as { text: string; mimeType: string };
    expect(content.mimeType).toBe('application/json');
    expect(JSON.parse(content.text)).toEqual(JSON.parse(JSON.stringify(dataset)));
    const published = await client.readResource({ uri: 'http://localhost:8888/insights.json' });
    expect((published.contents[0] as { text: string }).text).toBe(JSON.stringify(insights));
    const feed = await client.readResource({ uri: 'http://localhost:8888/api/feed.json' });
    expect(JSON.parse((feed.contents[0] as { text: string }).text).version).toBe('https://jsonfeed.org/version/1.1');
  });
});
