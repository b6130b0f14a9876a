import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { InsightsDataset } from '../../src/schemas/insights.ts';
import type { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';
import { connectClient, type ConnectedClient } from '../support/mcp-client.ts';
import { startNetlifyDev } from '../support/netlify-dev.ts';

const baseUrl = inject('baseUrl');
const mcpUrl = `${baseUrl}/mcp`;
const clients: ConnectedClient[] = [];

async function client(options: Parameters<typeof connectClient>[1] = {}) {
  const connected = await connectClient(mcpUrl, options);
  clients.push(connected);
  return connected;
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.client.close()));
});

const post = (body: object, headers: Record<string, string> = {}) =>
  fetch(mcpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
  });

const getJson = async (path: string) => (await fetch(baseUrl + path)).json();
const reviewsJson = (): Promise<ReviewsDataset> => getJson('/reviews.json');
const insightsJson = (): Promise<InsightsDataset> => getJson('/insights.json');
const withoutReviewIds = <T extends { review_ids: string[] }>({ review_ids, ...rest }: T) => rest;

async function call(c: ConnectedClient, name: string, args: Record<string, unknown> = {}) {
  const result = (await c.client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { result, text, data: result.structuredContent as Record<string, any> };
}

/** Arguments that exercise each tool against whatever content the site was built from. */
async function argumentsFor(c: ConnectedClient): Promise<Record<string, Record<string, unknown>>> {
  const business = (await c.client.callTool({ name: 'get_business', arguments: {} })).structuredContent as any;
  const { reviews } = await reviewsJson();
  const { aspects } = await insightsJson();
  return {
    get_business: {},
    search_reviews: { min_rating: 1, limit: 5 },
    get_review: { id: reviews[0]!.id },
    get_reviews_since: { since: '2000-01-01' },
    get_rating_summary: {},
    list_aspects: {},
    get_aspect_sentiment: { aspect: aspects[0]!.label },
    get_technician: { technician: business.business.technicians[0].name },
    get_service: { service: business.business.services[0].label },
    get_service_area: { service_area: business.business.service_areas[0].name },
    get_faq: {},
    get_summary: {},
  };
}

describe('MCP over netlify dev with the SDK client', () => {
  it('initializes a session, lists every tool and calls each of them', async () => {
    const c = await client();
    expect(c.transport.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(c.client.getServerVersion()?.name).toBe('summit-ridge-reviews');
    const { tools } = await c.client.listTools();
    const args = await argumentsFor(c);
    expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(args).sort());
    for (const tool of tools) {
      const result = (await c.client.callTool({ name: tool.name, arguments: args[tool.name] })) as CallToolResult;
      expect(result.content[0]?.type, tool.name).toBe('text');
      expect(result.isError, `${tool.name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      expect(result.structuredContent, tool.name).toBeTypeOf('object');
    }
  });

  it('search_reviews gives exactly what GET /api/reviews/search gives for the same arguments', async () => {
    const c = await client();
    const { reviews, business } = await reviewsJson();
    const withText = reviews.find((r) => r.text !== null && r.text.length > 20)!;
    const technician = business.technicians.find((t) => reviews.some((r) => r.mentions.technicians.includes(t.id)))!;
    const service = business.services.find((s) => reviews.some((r) => r.mentions.services.includes(s.id)))!;
    const searches: Record<string, string | number>[] = [
      {},
      { min_rating: 4, limit: 100 },
      { rating: reviews[0]!.rating, since: reviews.at(-1)!.date, until: reviews[0]!.date },
      { query: withText.text!.slice(3, 12).toUpperCase() },
      { mentions_technician: technician.name.split(' ')[0]!, limit: 7 },
      { mentions_service: service.label, min_rating: 2 },
      { mentions_technician: 'Nobody Known' },
    ];
    for (const args of searches) {
      const rest = await getJson(
        `/api/reviews/search?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`,
      );
      const { data, result } = await call(c, 'search_reviews', args);
      expect(result.isError, JSON.stringify(args)).toBeFalsy();
      expect(data, JSON.stringify(args)).toEqual(rest);
    }
    expect((await call(c, 'search_reviews', { min_rating: 4, limit: 100 })).data.matched).toBe(
      reviews.filter((r) => r.rating >= 4).length,
    );
  });

  it('get_reviews_since gives exactly what GET /api/reviews/since/{date} gives, page by page', async () => {
    const c = await client();
    const { reviews } = await reviewsJson();
    for (const since of ['2000-01-01', reviews[40]!.date, reviews[0]!.date, '2999-01-01']) {
      const rest = await getJson(`/api/reviews/since/${since}`);
      expect((await call(c, 'get_reviews_since', { since })).data, since).toEqual(rest);
    }
    const first = (await call(c, 'get_reviews_since', { since: '2000-01-01', limit: 7 })).data;
    const next = (await call(c, 'get_reviews_since', { since: '2000-01-01', limit: 7, cursor: first.next_cursor }))
      .data;
    expect(next).toEqual(
      await getJson(`/api/reviews/since/2000-01-01?limit=7&cursor=${encodeURIComponent(first.next_cursor)}`),
    );
    expect(next.reviews[0].id).toBe(reviews[7]!.id);
  });

  it('the insights tools answer what /insights.json says', async () => {
    const c = await client();
    const insights = await insightsJson();
    const aspects = (await call(c, 'list_aspects')).data.aspects as { id: string; mention_count: number }[];
    expect([...aspects].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      insights.aspects.map(withoutReviewIds).sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(aspects.map((a) => a.mention_count)).toEqual(
      insights.aspects.map((a) => a.mention_count).sort((a, b) => b - a),
    );
    const most = insights.aspects.reduce((a, b) => (b.mention_count > a.mention_count ? b : a));
    const { data } = await call(c, 'get_aspect_sentiment', { aspect: most.id });
    expect(data.aspect).toEqual(withoutReviewIds(most));
    expect(data.example_reviews.map((r: { id: string }) => r.id)).toEqual(most.example_review_ids);
    expect((await call(c, 'get_faq')).data.faq).toEqual(insights.faq);
    const summary = (await call(c, 'get_summary')).data;
    expect(summary).toMatchObject({
      summary: insights.summary,
      pull_quote: insights.pull_quote,
      trend: insights.temporal.trend,
    });
    expect(summary.overall_sentiment).toEqual(insights.overall_sentiment);
  });

  it('profiles carry the sentiment /insights.json gives each technician, service and service area', async () => {
    const c = await client();
    const { entities } = await insightsJson();
    for (const [tool, arg, group] of [
      ['get_technician', 'technician', 'technicians'],
      ['get_service', 'service', 'services'],
      ['get_service_area', 'service_area', 'service_areas'],
    ] as const) {
      const entity = entities[group][0]!;
      const { data } = await call(c, tool, { [arg]: entity.id });
      expect(data.aggregate_rating.review_count, entity.id).toBe(entity.mention_count);
      expect({
        sentiment: data.sentiment,
        top_aspects: data.top_aspects,
        example_review_ids: data.example_review_ids,
      }).toEqual({
        sentiment: entity.sentiment,
        top_aspects: entity.top_aspects,
        example_review_ids: entity.example_review_ids,
      });
    }
  });

  it('an unknown aspect, technician, service or area is a tool error listing the valid choices', async () => {
    const c = await client();
    const { business } = await reviewsJson();
    const { aspects } = await insightsJson();
    for (const [tool, args, ids] of [
      ['get_aspect_sentiment', { aspect: 'swimming pools' }, aspects.map((a) => a.id)],
      ['get_technician', { technician: 'Nobody' }, business.technicians.map((t) => t.id)],
      ['get_service', { service: 'pool-cleaning' }, business.services.map((s) => s.id)],
      ['get_service_area', { service_area: 'Atlantis' }, business.service_areas.map((a) => a.id)],
    ] as const) {
      const { result, text } = await call(c, tool, args);
      expect(result.isError, tool).toBe(true);
      for (const id of ids) expect(text, tool).toContain(id);
    }
  });

  it('reads the three datasets as resources', async () => {
    const c = await client();
    const { resources } = await c.client.listResources();
    expect(resources.map((r) => new URL(r.uri).pathname)).toEqual([
      '/reviews.json',
      '/insights.json',
      '/api/feed.json',
    ]);
    for (const path of ['/reviews.json', '/insights.json', '/api/feed.json']) {
      const read = await c.client.readResource({ uri: baseUrl + path });
      expect((read.contents[0] as { text: string }).text, path).toBe(await (await fetch(baseUrl + path)).text());
    }
  });

  it('answers JSON by default and event streams to a client that prefers them', async () => {
    const json = await client();
    await json.client.listTools();
    expect(json.responseTypes.every((t) => t.startsWith('application/json'))).toBe(true);
    const sse = await client({ prefer: 'sse' });
    const { tools } = await sse.client.listTools();
    expect(tools).toHaveLength(12);
    expect(sse.responseTypes.length).toBeGreaterThan(1);
    expect(sse.responseTypes.every((t) => t.startsWith('text/event-stream'))).toBe(true);
  });
});

describe('MCP session rules over HTTP', () => {
  const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

  it('without Mcp-Session-Id: 400; with an unknown one: 404', async () => {
    expect((await post(ping)).status).toBe(400);
    expect((await post(ping, { 'mcp-session-id': 'Z'.repeat(43) })).status).toBe(404);
  });

  it('DELETE ends a session; later requests with it get 404', async () => {
    const c = await client();
    const id = c.transport.sessionId!;
    expect((await post(ping, { 'mcp-session-id': id })).status).toBe(200);
    await c.transport.terminateSession();
    expect((await post(ping, { 'mcp-session-id': id })).status).toBe(404);
  });

  it('GET gets 405 and a foreign Origin 403', async () => {
    expect((await fetch(mcpUrl, { headers: { accept: 'text/event-stream' } })).status).toBe(405);
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    expect((await post(initialize, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(initialize, { origin: baseUrl })).status).toBe(200);
  });

  it('refuses a JSON-RPC batch (protocol 2025-06-18 and later) with 400 and -32600', async () => {
    const c = await client();
    const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });
    const response = await fetch(mcpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'mcp-session-id': c.transport.sessionId!,
        'mcp-protocol-version': '2025-11-25',
      },
      body: JSON.stringify([ping(1), ping(2)]),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(-32600);
  });

  it('initialize sent as a notification gets 400 and no session', async () => {
    const response = await post({
      jsonrpc: '2.0',
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('mcp-session-id')).toBeNull();
  });

  it('an unknown tool is the protocol error -32602 and an unknown resource -32002', async () => {
    const c = await client();
    await expect(c.client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toMatchObject({ code: -32602 });
    await expect(c.client.readResource({ uri: `${baseUrl}/nothing.json` })).rejects.toMatchObject({
      code: -32002,
      message: `MCP error -32002: Resource not found: ${baseUrl}/nothing.json. Resources: ${baseUrl}/reviews.json, ${baseUrl}/insights.json, ${baseUrl}/api/feed.json`,
    });
  });

  it('malformed input gets JSON-RPC errors, never a 500', async () => {
    const response = await fetch(mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"jsonrpc":',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(-32700);
  });

  it('a cold function instance (a second netlify dev on the same Blobs sandbox) continues a session', async () => {
    const c = await client();
    const sessionId = c.transport.sessionId!;
    const other = await startNetlifyDev();
    try {
      const cold = await connectClient(`${other.baseUrl}/mcp`, { sessionId });
      const result = (await cold.client.callTool({ name: 'get_rating_summary', arguments: {} })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      await cold.transport.terminateSession();
      await cold.client.close();
    } finally {
      await other.stop();
    }
    // Ended through the other instance, so gone here too.
    expect((await post(ping, { 'mcp-session-id': sessionId })).status).toBe(404);
  }, 150_000);
});
