import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildJsonFeed } from '../../src/artifacts/json-feed.ts';
import { buildInsights } from '../../src/insights/build-insights.ts';
import { loadEditorialSummary } from '../../src/insights/editorial.ts';
import { createMcpHandler, type McpHandler } from '../../src/mcp/handler.ts';
import { originPolicyFromEnv } from '../../src/mcp/http/origin-guard.ts';
import { insightsSource } from '../../src/mcp/insights-source.ts';
import { mcpData } from '../../src/mcp/instance-data.ts';
import { createSessionStore } from '../../src/mcp/session-store.ts';
import { startBlobsSandbox } from '../../tests/support/blobs-sandbox.ts';
import { benchData } from '../support/datasets.ts';
import { check, type BenchRow, type BenchSuite, type TargetCheck } from '../suite.ts';
import { ms, percentile } from '../table.ts';

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

/** The server starts first: the handler's allowed origin is the server's own, known once it listens. */
function serve(handler: () => McpHandler): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const response = await handler()(await toRequest(req));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, server }),
    ),
  );
}

async function time(once: () => Promise<void>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return samples;
}

const call = (name: string, args: object) => ({
  jsonrpc: '2.0',
  id: 2,
  method: 'tools/call',
  params: { name, arguments: args },
});

export const mcpLatency: BenchSuite = {
  name: 'mcp-latency',
  title: 'MCP latency over HTTP, sessions in Blobs',
  description:
    'A real HTTP server on loopback runs the same handler as the /mcp function, sessions in a real Blobs server ' +
    '(BlobsServer on loopback); the tools read the query index loaded from its binary form and the ' +
    `insights of the same reviews. Each sample is one HTTP round trip from fetch(); ${WARMUP} warm-up calls, then ` +
    `${ROUNDS}. initialize creates a session (Blobs writes); tools/call reads it (one Blobs read). get_review asks ` +
    'for the oldest review (the worst case of its lookup).',
  async run(sizes) {
    const blobs = await startBlobsSandbox();
    const summary = loadEditorialSummary();
    const rows: BenchRow[] = [];
    const targets: TargetCheck[] = [];
    try {
      for (const size of sizes) {
        const { dataset, index } = benchData(size);
        const insightsJson = JSON.stringify(buildInsights(dataset, summary));
        // Assigned once the server listens (the handler needs its origin); read by the server only after that.
        let handler: McpHandler | undefined = undefined;
        const { url, server } = await serve(() => handler!);
        const origin = new URL(url).origin;
        const feedJson = JSON.stringify(buildJsonFeed(dataset, origin));
        const data = mcpData(
          index,
          insightsSource(() => insightsJson, 'synthetic insights'),
          () => feedJson,
          origin,
        );
        handler = createMcpHandler({
          sessions: createSessionStore(blobs.store(`bench-${size}`)),
          origins: originPolicyFromEnv({ SITE_URL: origin }),
          // As the function serves it: the review index and the published insights.json text.
          data: () => data,
        });
        try {
          const post = async (body: object, session?: string) => {
            const response = await fetch(url, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                accept: 'application/json, text/event-stream',
                ...(session ? { 'mcp-session-id': session } : {}),
              },
              body: JSON.stringify(body),
            });
            const text = await response.text();
            if (response.status !== 200 || text.includes('"isError":true') || text.includes('"error":')) {
              throw new Error(`${JSON.stringify(body)} -> ${response.status}: ${text.slice(0, 300)}`);
            }
            return response.headers.get('mcp-session-id')!;
          };
          const initialize = {
            jsonrpc: '2.0',
            id: 1,
            method: 'initialize',
            params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
          };
          const session = await post(initialize);
          const operations: Array<[string, object]> = [
            ['initialize', initialize],
            ['tools/call search_reviews (rating filter)', call('search_reviews', { rating: 5, limit: 20 })],
            [
              'tools/call search_reviews (text query)',
              call('search_reviews', { query: 'leak', min_rating: 3, limit: 20 }),
            ],
            ['tools/call get_review (oldest)', call('get_review', { id: dataset.reviews.at(-1)!.id })],
            ['tools/call get_business', call('get_business', {})],
            [
              'tools/call get_rating_summary (a year)',
              call('get_rating_summary', { since: '2024-01-01', until: '2024-12-31' }),
            ],
            [
              'tools/call get_technician (profile)',
              call('get_technician', { technician: dataset.business.technicians[0]!.name }),
            ],
          ];
          for (const [operation, body] of operations) {
            const withSession = operation === 'initialize' ? undefined : session;
            const samples = await time(async () => void (await post(body, withSession)));
            const p50 = percentile(samples, 50);
            if ((size === 10_000 || size === 100_000) && operation.startsWith('tools/call')) {
              targets.push(check(`${operation} p50 < 10 ms at ${size / 1000}k reviews`, `${ms(p50)} ms`, p50 < 10));
            }
            rows.push({
              reviews: size,
              operation,
              'p50 ms': ms(p50),
              'p99 ms': ms(percentile(samples, 99)),
              samples: ROUNDS,
            });
          }
        } finally {
          await new Promise((resolve) => server.close(resolve));
        }
      }
    } finally {
      await blobs.stop();
    }
    return { rows, targets };
  },
};
