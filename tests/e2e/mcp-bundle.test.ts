import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MCP_INSIGHTS_FILE } from '../../src/mcp/insights-source.ts';
import { REVIEW_INDEX_FILE } from '../../src/query/compact-index.ts';
import type { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';
import { runBundledMcp } from '../support/bundled-mcp.ts';
import { bundleFunction, type BundledFunction } from '../support/netlify-bundler.ts';

const baseUrl = inject('baseUrl');
const mcpUrl = `${baseUrl}/mcp`;
const out = mkdtempSync(join(tmpdir(), 'mcp-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const initialize = {
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bundle-test', version: '1' } },
};

/** JSON-RPC requests that read both bundled files: the review index (search, profiles) and the insights. */
async function requests(): Promise<object[]> {
  const { business }: ReviewsDataset = await (await fetch(`${baseUrl}/reviews.json`)).json();
  const calls: [string, object][] = [
    ['search_reviews', { min_rating: 4, limit: 3 }],
    ['get_reviews_since', { since: '2025-01-01' }],
    ['get_technician', { technician: business.technicians[0]!.id }],
    ['list_aspects', {}],
    ['get_summary', {}],
  ];
  return [
    ...calls.map(([name, args], i) => ({
      jsonrpc: '2.0',
      id: i + 1,
      method: 'tools/call',
      params: { name, arguments: args },
    })),
    { jsonrpc: '2.0', id: 99, method: 'resources/read', params: { uri: `${baseUrl}/insights.json` } },
  ];
}

/** The bundled function's JSON-RPC responses to initialize and then each message, in one session. */
function callBundled(module: string, messages: object[]): { status: number; responses: unknown[] } {
  const run = runBundledMcp(module, messages, mcpUrl);
  return { status: run.status, responses: run.bodies.map((body) => JSON.parse(body)) };
}

/** The same session against netlify dev. */
async function callDev(messages: object[]): Promise<unknown[]> {
  const post = (body: object, session?: string) =>
    fetch(mcpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(session ? { 'mcp-session-id': session } : {}),
      },
      body: JSON.stringify(body),
    });
  const session = (await post(initialize)).headers.get('mcp-session-id')!;
  const responses = [];
  for (const message of messages) responses.push(await (await post(message, session)).json());
  return responses;
}

describe("the MCP function as Netlify's bundler ships it", () => {
  let bundled: BundledFunction;

  it('bundles the review index and the insights file, which holds the published /insights.json byte for byte', async () => {
    bundled = await bundleFunction('netlify/functions/mcp.ts', out);
    expect(bundled.routes?.map((r) => r.pattern)).toEqual(['/mcp']);
    expect(readFileSync(join(bundled.path, REVIEW_INDEX_FILE))).toEqual(readFileSync(REVIEW_INDEX_FILE));
    const insights = JSON.parse(readFileSync(join(bundled.path, MCP_INSIGHTS_FILE), 'utf8'));
    const published = await (await fetch(`${baseUrl}/insights.json`)).text();
    expect(insights.published).toBe(published);
    expect(insights.published_bytes).toBe(Buffer.byteLength(published));
    // No bundled copy of the site's /insights.json beside it: the function reads only its own file.
    expect(existsSync(join(bundled.path, 'dist/insights.json'))).toBe(false);
  }, 120_000);

  it('answers from the bundle alone exactly what netlify dev answers', async () => {
    const messages = await requests();
    const fromBundle = callBundled(join(bundled.path, 'netlify/functions/mcp.mjs'), messages);
    expect(fromBundle.status).toBe(200);
    for (const response of fromBundle.responses) {
      expect(response).not.toHaveProperty('error');
      expect((response as { result: { isError?: boolean } }).result.isError).toBeFalsy();
    }
    expect(fromBundle.responses).toEqual(await callDev(messages));
  }, 60_000);
});
