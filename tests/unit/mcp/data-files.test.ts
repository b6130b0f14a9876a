import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildJsonFeed } from '../../../src/artifacts/json-feed.ts';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { insightsOutput } from '../../../src/insights/insights-output.ts';
import { insightsFromFile, mcpInsightsFile, mcpInsightsFileOf } from '../../../src/mcp/insights-source.ts';
import { ANSWER_BYTES, answerBytesOf } from '../../../src/mcp/limits.ts';
import { createMcpHandler } from '../../../src/mcp/handler.ts';
import { originPolicyFromEnv } from '../../../src/mcp/http/origin-guard.ts';
import { mcpDataFromFiles } from '../../../src/mcp/instance-data.ts';
import { createSessionStore } from '../../../src/mcp/session-store.ts';
import { serializeReviewIndex } from '../../../src/query/compact-index.ts';
import { buildReviewIndex, datasetOf } from '../../../src/query/review-index.ts';
import { startBlobsSandbox } from '../../support/blobs-sandbox.ts';
import { connectClient } from '../../support/mcp-client.ts';
import { fetchVia, LOCAL_ORIGIN, LOCAL_URL, contentInsights } from '../../support/mcp-in-process.ts';

/** The function's data comes from three build artifacts; here they are written from content/ as the build writes them. */
const dir = mkdtempSync(join(tmpdir(), 'mcp-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dataset = getReviewsDataset();
const insights = contentInsights();
const reviewIndex = join(dir, 'reviews-index.bin');
const insightsFile = join(dir, 'insights.json');
const feedFile = join(dir, 'feed.json');
writeFileSync(reviewIndex, serializeReviewIndex(buildReviewIndex(dataset)));
writeFileSync(insightsFile, mcpInsightsFile(JSON.stringify(insights), ANSWER_BYTES));
// Whatever the build wrote (here: different from what the index would give), the feed resource is exactly that file.
const publishedFeed = JSON.stringify(buildJsonFeed(dataset, 'https://reviews.example.com'), null, 1);
writeFileSync(feedFile, publishedFeed);

describe('the data the MCP function loads from its bundled files', () => {
  const data = mcpDataFromFiles({ reviewIndex, insights: insightsFile, feed: feedFile })();

  it('serves the reviews of the binary index and what the tools read of the published insights', () => {
    expect(datasetOf(data.context.index)).toEqual(dataset);
    const served = data.context.insights();
    expect(served.aspects.map((a) => a.id)).toEqual(insights.aspects.map((a) => a.id));
    expect(served.faq).toEqual(insights.faq);
    // No per-review analysis and no lists of every review id: no tool serves them, and they grow with the reviews.
    expect(JSON.stringify(served)).not.toMatch(/"per_review"|"review_ids":\["[^\]]{400}/);
    expect(served.aspects[0]).not.toHaveProperty('review_ids');
  });

  it('keeps the published bytes only while they fit one answer; beyond, only their size', () => {
    const published = JSON.stringify(insights);
    const large = JSON.parse(mcpInsightsFile(published, 1000));
    expect(large).toMatchObject({
      published: null,
      published_bytes: Buffer.byteLength(published),
      published_answer_bytes: Buffer.byteLength(published),
    });
    const file = join(dir, 'large-insights.json');
    writeFileSync(file, JSON.stringify(large));
    const source = insightsFromFile(file);
    expect(source.bytes()).toBe(Buffer.byteLength(published));
    expect(source.data().faq).toEqual(insights.faq);
    expect(() => source.text()).toThrow(/too large/);
  });

  it('keeps them only while they fit as the JSON string an answer carries, and says their size there', () => {
    const published = JSON.stringify(insights);
    const inAnswer = answerBytesOf(published);
    expect(inAnswer).toBeGreaterThan(Buffer.byteLength(published));
    // A budget between the two: the bytes fit, the escaped string does not.
    const between = JSON.parse(mcpInsightsFile(published, inAnswer - 1));
    expect(between).toMatchObject({ published: null, published_answer_bytes: inAnswer });
    const file = join(dir, 'between-insights.json');
    writeFileSync(file, JSON.stringify(between));
    expect(insightsFromFile(file).bytes()).toBe(inAnswer);
    expect(JSON.parse(mcpInsightsFile(published, inAnswer))).toMatchObject({
      published,
      published_answer_bytes: inAnswer,
    });
  });

  it('is the same file when the build makes it from the published texts and the insights it holds', () => {
    // The build never parses the published /insights.json again (65 MB at 100k reviews): it has the texts it
    // published and the insights without per_review.
    const output = insightsOutput(insights);
    for (const answerBytes of [ANSWER_BYTES, answerBytesOf(JSON.stringify(insights)) - 1, 1000]) {
      expect(mcpInsightsFileOf(output.json, output.overview, answerBytes)).toBe(
        mcpInsightsFile(JSON.stringify(insights), answerBytes),
      );
    }
  });

  it('serves the resources byte for byte as the site publishes them', () => {
    const text = (name: string) => data.resources.find((r) => r.name === name)!.text();
    expect(text('reviews')).toBe(JSON.stringify(dataset));
    expect(data.resources.find((r) => r.name === 'reviews')!.bytes!()).toBe(Buffer.byteLength(JSON.stringify(dataset)));
    expect(text('insights')).toBe(JSON.stringify(insights));
    expect(text('feed')).toBe(publishedFeed);
  });

  it('names the file and the problem when the insights file is not a valid insights dataset', () => {
    const broken = join(dir, 'broken.json');
    const file = JSON.parse(mcpInsightsFile(JSON.stringify(insights), ANSWER_BYTES));
    writeFileSync(broken, JSON.stringify({ ...file, tools: { ...file.tools, aspects: [{ id: 'cleanup' }] } }));
    expect(() => insightsFromFile(broken).data()).toThrow(new RegExp(`${broken}[^]*aspects`));
    expect(() => insightsFromFile(join(dir, 'missing.json')).data()).toThrow(/ENOENT/);
  });
});

describe('a function whose insights file is missing', () => {
  it('still searches, and answers insights calls with a tool error that does not show its files', async () => {
    const sandbox = await startBlobsSandbox();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const handler = createMcpHandler({
        sessions: createSessionStore(sandbox.store('mcp-sessions')),
        origins: originPolicyFromEnv({ SITE_URL: LOCAL_ORIGIN }),
        data: mcpDataFromFiles({ reviewIndex, insights: join(dir, 'not-built.json'), feed: feedFile }),
      });
      const { client } = await connectClient(LOCAL_URL, { fetch: fetchVia(handler) });
      const search = (await client.callTool({ name: 'search_reviews', arguments: { limit: 1 } })) as CallToolResult;
      expect(search.isError).toBeFalsy();
      const aspects = (await client.callTool({ name: 'list_aspects', arguments: {} })) as CallToolResult;
      expect(aspects.isError).toBe(true);
      expect(aspects.content).toEqual([
        { type: 'text', text: 'Internal error: list_aspects could not answer; try again later.' },
      ]);
      expect(String(logged.mock.calls[0]?.[1])).toMatch(/not-built\.json/);
      await client.close();
    } finally {
      logged.mockRestore();
      await sandbox.stop();
    }
  });
});
