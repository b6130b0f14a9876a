import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMcpHandler, type McpHandler } from '../../src/mcp/handler.ts';
import { originPolicyFromEnv } from '../../src/mcp/http/origin-guard.ts';
import { insightsView } from '../../src/mcp/insights-view.ts';
import { datasetResources } from '../../src/mcp/resources.ts';
import { createSessionStore } from '../../src/mcp/session-store.ts';
import { startBlobsSandbox } from '../../tests/support/blobs-sandbox.ts';
import { syntheticDataset } from '../synthetic-mcp-dataset.ts';

/**
 * Latency of the MCP endpoint as a client sees it: a real HTTP server on loopback running the same handler as the
 * Netlify function, sessions in a real Blobs server (BlobsServer on loopback). Each figure is one HTTP round trip:
 * initialize (creates a session: two Blobs writes) and tools/call (reads the session: one Blobs read).
 */
const WARMUP = 30;
const ROUNDS = 300;

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: chunks.length ? Buffer.concat(chunks) : undefined,
  });
}

function serve(handler: () => McpHandler): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const response = await handler()(await toRequest(req));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () =>
    resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, server })));
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(rounds: number, once: () => Promise<void>) {
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

export async function run(sizes: number[]): Promise<Array<Record<string, string | number>>> {
  const blobs = await startBlobsSandbox();
  const rows: Array<Record<string, string | number>> = [];
  try {
    for (const size of sizes) {
      const dataset = syntheticDataset(size);
      let handler: McpHandler | undefined;
      const { url, server } = await serve(() => handler!);
      const origin = new URL(url).origin;
      const insights = { version: '0', generated_at: dataset.updated ?? '', model: null, review_count: size };
      handler = createMcpHandler({
        sessions: createSessionStore(blobs.store(`bench-${size}`)),
        origins: originPolicyFromEnv({ SITE_URL: origin }),
        data: () => ({
          context: { dataset, index: { business: dataset.business, reviews: dataset.reviews }, insights: insightsView(insights), baseUrl: origin },
          resources: datasetResources(dataset, () => insights, origin),
        }),
      });
      const post = async (body: object, session?: string) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...(session ? { 'mcp-session-id': session } : {}) },
          body: JSON.stringify(body),
        });
        if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
        const text = await response.text();
        if (text.includes('"isError":true')) throw new Error(text.slice(0, 300));
        return response.headers.get('mcp-session-id')!;
      };
      const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };
      const session = await post(initialize);
      const calls: Array<[string, object]> = [
        ['initialize', initialize],
        ['tools/call search_reviews (rating filter)', { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_reviews', arguments: { rating: 5, limit: 20 } } }],
        ['tools/call search_reviews (text query)', { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'search_reviews', arguments: { query: 'leak', min_rating: 3, limit: 20 } } }],
        ['tools/call get_business', { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_business', arguments: {} } }],
      ];
      for (const [operation, body] of calls) {
        const withSession = operation !== 'initialize' ? session : undefined;
        const { p50, p99 } = await measure(ROUNDS, async () => void (await post(body, withSession)));
        rows.push({ suite: 'mcp-latency', reviews: size, operation, rounds: ROUNDS, p50_ms: Number(p50.toFixed(2)), p99_ms: Number(p99.toFixed(2)) });
      }
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await blobs.stop();
  }
  return rows;
}
