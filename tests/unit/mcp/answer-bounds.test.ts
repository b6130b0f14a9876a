import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syntheticDataset } from '../../../scripts/content-generator/dataset.ts';
import { buildJsonFeed } from '../../../src/artifacts/json-feed.ts';
import { createMcpHandler, type McpHandler } from '../../../src/mcp/handler.ts';
import { originPolicyFromEnv } from '../../../src/mcp/http/origin-guard.ts';
import { insightsSource } from '../../../src/mcp/insights-source.ts';
import { mcpData } from '../../../src/mcp/instance-data.ts';
import { ANSWER_BYTES, answerBytesOf, RESPONSE_BUDGET_BYTES } from '../../../src/mcp/limits.ts';
import { createSessionStore } from '../../../src/mcp/session-store.ts';
import { buildReviewIndex } from '../../../src/query/review-index.ts';
import type { ReviewsDataset } from '../../../src/schemas/reviews-dataset.ts';
import { SINCE_DEFAULT_LIMIT, SINCE_MAX_LIMIT } from '../../../src/schemas/search.ts';
import { startBlobsSandbox, type BlobsSandbox } from '../../support/blobs-sandbox.ts';
import { connectClient } from '../../support/mcp-client.ts';
import { contentInsights, fetchVia, LOCAL_ORIGIN, LOCAL_URL } from '../../support/mcp-in-process.ts';

/**
 * Every MCP response stays 20 % below Netlify's 6 MB buffered response limit (RESPONSE_BUDGET_BYTES), at a dataset far
 * larger than the content (20,000 generated reviews, /reviews.json about 12 MB) and with reviews as long as the schema
 * allows.
 */
const big = syntheticDataset(20_000);
/** The longest reviews the content schema accepts: 20,000 two-byte characters of text and a 5,000-character reply. */
const long: ReviewsDataset = {
  ...big,
  reviews: big.reviews
    .slice(0, 600)
    .map((r) => ({ ...r, text: 'é"'.repeat(10_000), owner_reply: { text: 'ü'.repeat(5_000), date: r.date } })),
};

let sandbox: BlobsSandbox;
beforeAll(async () => {
  sandbox = await startBlobsSandbox();
});
afterAll(() => sandbox.stop());

function handlerFor(dataset: ReviewsDataset, insights = JSON.stringify(contentInsights())): McpHandler {
  const feed = JSON.stringify(buildJsonFeed(dataset, LOCAL_ORIGIN));
  const data = mcpData(
    buildReviewIndex(dataset),
    insightsSource(() => insights, 'content insights'),
    () => feed,
    LOCAL_ORIGIN,
  );
  return createMcpHandler({
    sessions: createSessionStore(sandbox.store(`bounds-${Math.random().toString(36).slice(2)}`)),
    origins: originPolicyFromEnv({ SITE_URL: LOCAL_ORIGIN }),
    data: () => data,
  });
}

/** Bytes of a tool result as the server sends them, and its reviews. */
async function callRaw(handler: McpHandler, session: string, name: string, args: object) {
  const response = await fetchVia(handler)(LOCAL_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'mcp-session-id': session },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  const text = await response.text();
  return { bytes: Buffer.byteLength(text), result: JSON.parse(text).result as CallToolResult };
}

describe('MCP answers at 20,000 reviews', () => {
  let client: Client;
  let handler: McpHandler;
  let session: string;
  beforeAll(async () => {
    handler = handlerFor(big);
    const connected = await connectClient(LOCAL_URL, { fetch: fetchVia(handler) });
    client = connected.client;
    session = connected.transport.sessionId!;
  });
  afterAll(() => client.close());

  it('get_reviews_since answers one page (default 100, at most 500) and a cursor that reaches every review', async () => {
    const first = await callRaw(handler, session, 'get_reviews_since', { since: '1900-01-01' });
    const page = first.result.structuredContent as { matched: number; returned: number; next_cursor: string };
    expect(page.matched).toBe(big.reviews.length);
    expect(page.returned).toBe(SINCE_DEFAULT_LIMIT);
    expect(first.bytes).toBeLessThanOrEqual(RESPONSE_BUDGET_BYTES);
    let cursor: string | null = null;
    let seen = 0;
    do {
      const { bytes, result } = await callRaw(handler, session, 'get_reviews_since', {
        since: '1900-01-01',
        limit: SINCE_MAX_LIMIT,
        ...(cursor ? { cursor } : {}),
      });
      expect(bytes).toBeLessThanOrEqual(RESPONSE_BUDGET_BYTES);
      const data = result.structuredContent as {
        returned: number;
        next_cursor: string | null;
        reviews: { id: string }[];
      };
      expect(data.reviews[0]!.id).toBe(big.reviews[seen]!.id);
      seen += data.returned;
      cursor = data.next_cursor;
    } while (cursor);
    expect(seen).toBe(big.reviews.length);
  });

  it('resources/read of /reviews.json (about 12 MB) is an error that points at the URL to download', async () => {
    const uri = `${LOCAL_ORIGIN}/reviews.json`;
    const failure = await client.readResource({ uri }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(McpError);
    expect((failure as McpError).code).toBe(-32003);
    expect((failure as McpError).message).toMatch(
      new RegExp(
        `^MCP error -32003: Resource too large for one MCP answer: ${uri} takes \\d+ bytes or more as an answer.*Download it over HTTP from ${uri}`,
      ),
    );
    expect((failure as McpError).data).toMatchObject({ uri, url: uri, limit: ANSWER_BYTES });
    // The small ones still read.
    expect((await client.readResource({ uri: `${LOCAL_ORIGIN}/api/feed.json` })).contents).toHaveLength(1);
  });
});

describe('MCP answers with reviews as long as the schema allows', () => {
  it('keeps text and structuredContent together under the limit, for since and search alike', async () => {
    const handler = handlerFor(long);
    const { client, transport } = await connectClient(LOCAL_URL, { fetch: fetchVia(handler) });
    for (const [name, args] of [
      ['get_reviews_since', { since: '1900-01-01', limit: SINCE_MAX_LIMIT }],
      ['search_reviews', { limit: 100 }],
    ] as const) {
      const { bytes, result } = await callRaw(handler, transport.sessionId!, name, args);
      expect(result.isError, name).toBeFalsy();
      expect(bytes, name).toBeLessThanOrEqual(RESPONSE_BUDGET_BYTES);
      const data = result.structuredContent as { returned: number; reviews: unknown[] };
      expect(data.returned, name).toBeGreaterThan(0);
      expect(data.returned, name).toBe(data.reviews.length);
    }
    await client.close();
  });

  it('a batch of an older protocol version shares one answer, so it stays under the limit too', async () => {
    const handler = handlerFor(long);
    const init = await handler(
      new Request(LOCAL_URL, {
        method: 'POST',
        headers: { host: 'localhost:8888', 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 0,
          method: 'initialize',
          params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 't', version: '1' } },
        }),
      }),
    );
    const session = init.headers.get('mcp-session-id')!;
    const call = (id: number) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'get_reviews_since', arguments: { since: '1900-01-01', limit: SINCE_MAX_LIMIT } },
    });
    const response = await handler(
      new Request(LOCAL_URL, {
        method: 'POST',
        headers: {
          host: 'localhost:8888',
          'content-type': 'application/json',
          accept: 'application/json',
          'mcp-session-id': session,
          'mcp-protocol-version': '2025-03-26',
        },
        body: JSON.stringify(Array.from({ length: 10 }, (_, i) => call(i + 1))),
      }),
    );
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(RESPONSE_BUDGET_BYTES);
    const answers = JSON.parse(text) as { result: CallToolResult }[];
    expect(answers).toHaveLength(10);
    expect(answers[0]!.result.isError).toBe(true);
    expect((answers[0]!.result.content[0] as { text: string }).text).toMatch(
      /over the \d+ bytes one answer may carry here/,
    );
  });
});

describe('resources/read measured as the answer carries it', () => {
  /** A JSON text of about `bytes` bytes, a quarter of them quotes: as a JSON string it is about a quarter larger. */
  const quoteHeavy = (bytes: number) =>
    JSON.stringify(Array.from({ length: Math.round(bytes / 8) }, (_, i) => ({ k: i % 10 })));
  /** The raw HTTP response to resources/read of /insights.json. */
  async function readInsights(
    handler: McpHandler,
  ): Promise<{ bytes: number; body: { result?: unknown; error?: { code: number; data: unknown } } }> {
    const { transport, client } = await connectClient(LOCAL_URL, { fetch: fetchVia(handler) });
    const response = await fetchVia(handler)(LOCAL_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'mcp-session-id': transport.sessionId!,
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'resources/read',
        params: { uri: `${LOCAL_ORIGIN}/insights.json` },
      }),
    });
    const text = await response.text();
    await client.close();
    return { bytes: Buffer.byteLength(text), body: JSON.parse(text) };
  }

  it('refuses a text that fits the budget as bytes but not as the JSON string it travels as', async () => {
    const text = quoteHeavy(ANSWER_BYTES - 100_000);
    expect(Buffer.byteLength(text)).toBeLessThan(ANSWER_BYTES);
    expect(answerBytesOf(text)).toBeGreaterThan(ANSWER_BYTES);
    const { bytes, body } = await readInsights(handlerFor(big, text));
    expect(body.error?.code).toBe(-32003);
    expect(body.error?.data).toMatchObject({ bytes: answerBytesOf(text), limit: ANSWER_BYTES });
    expect(bytes).toBeLessThan(10_000);
  });

  it('serves one that fits as a JSON string, byte for byte, in a response within the budget', async () => {
    const text = quoteHeavy(ANSWER_BYTES * 0.75);
    expect(answerBytesOf(text)).toBeLessThanOrEqual(ANSWER_BYTES);
    const { bytes, body } = await readInsights(handlerFor(big, text));
    expect((body.result as { contents: { text: string }[] }).contents[0]!.text).toBe(text);
    expect(bytes).toBeGreaterThan(Buffer.byteLength(text));
    expect(bytes).toBeLessThanOrEqual(RESPONSE_BUDGET_BYTES);
  });
});
