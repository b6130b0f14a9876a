import { setTimeout as sleep } from 'node:timers/promises';
import { buildJsonFeed } from '../../src/artifacts/json-feed.ts';
import { createMcpHandler, type McpHandler } from '../../src/mcp/handler.ts';
import { originPolicyFromEnv } from '../../src/mcp/http/origin-guard.ts';
import { insightsSource } from '../../src/mcp/insights-source.ts';
import { mcpData } from '../../src/mcp/instance-data.ts';
import { createSessionStore } from '../../src/mcp/session-store.ts';
import { datasetOf, type ReviewIndex } from '../../src/query/review-index.ts';
import { startBlobsSandbox, type BlobsSandbox } from '../../tests/support/blobs-sandbox.ts';
import { contentInsights } from '../../tests/support/mcp-in-process.ts';
import { baselineSources } from '../support/baseline.ts';
import { benchData } from '../support/datasets.ts';
import type { BenchRow, BenchSuite } from '../suite.ts';
import { ms } from '../table.ts';

/** main before the batch refusal and answer bounds, for the "before" rows; its src/ is extracted under bench/out/. */
const BASELINE_COMMIT = '0ba3052';
/** The old code answered every review since the date: its batches are only run at sizes up to this. */
const BASELINE_MAX_SIZE = 1000;
const ORIGIN = 'http://localhost:8888';
const URL_ = `${ORIGIN}/mcp`;
const CALLS = 100;

type HandlerFactory = (index: ReviewIndex, blobs: BlobsSandbox, name: string) => Promise<McpHandler>;

const insightsText = JSON.stringify(contentInsights());

const current: HandlerFactory = async (index, blobs, name) => {
  const feed = JSON.stringify(buildJsonFeed(datasetOf(index), ORIGIN));
  const data = mcpData(
    index,
    insightsSource(() => insightsText, 'content insights'),
    () => feed,
    ORIGIN,
  );
  return createMcpHandler({
    sessions: createSessionStore(blobs.store(name)),
    origins: originPolicyFromEnv({ SITE_URL: ORIGIN }),
    data: () => data,
  });
};

/** The same handler from the baseline commit's sources (its mcpData took no feed text), or null without git. */
async function baseline(): Promise<HandlerFactory | null> {
  const dir = baselineSources(BASELINE_COMMIT);
  if (!dir) return null;
  const old = {
    handler: await import(`${dir}src/mcp/handler.ts`),
    origins: await import(`${dir}src/mcp/http/origin-guard.ts`),
    insights: await import(`${dir}src/mcp/insights-source.ts`),
    data: await import(`${dir}src/mcp/instance-data.ts`),
    sessions: await import(`${dir}src/mcp/session-store.ts`),
    reviewIndex: await import(`${dir}src/query/review-index.ts`),
  };
  return async (index, blobs, name) => {
    // The old code reads its own index shape (every review in memory): built from the same reviews.
    const data = old.data.mcpData(
      old.reviewIndex.buildReviewIndex(datasetOf(index)),
      old.insights.insightsSource(() => insightsText, 'content insights'),
      ORIGIN,
    );
    return old.handler.createMcpHandler({
      sessions: old.sessions.createSessionStore(blobs.store(name)),
      origins: old.origins.originPolicyFromEnv({ SITE_URL: ORIGIN }),
      data: () => data,
    });
  };
}

const post = (handler: McpHandler, body: unknown, headers: Record<string, string> = {}) =>
  handler(
    new Request(URL_, {
      method: 'POST',
      headers: { host: 'localhost:8888', 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

async function session(handler: McpHandler, protocolVersion: string): Promise<string> {
  const response = await post(handler, {
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion, capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
  });
  if (response.status !== 200) throw new Error(`initialize: ${response.status}`);
  return response.headers.get('mcp-session-id')!;
}

const sinceCall = (id: number) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'get_reviews_since', arguments: { since: '1900-01-01' } },
});
const gc = () => (globalThis as { gc?: () => void }).gc?.();

/** One request: status, bytes each way, time, and how much the heap grew until the answer was read (after a GC). */
async function measure(handler: McpHandler, body: unknown, headers: Record<string, string>) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const response = await post(handler, body, headers);
  const bytes = (await response.arrayBuffer()).byteLength;
  const elapsed = performance.now() - start;
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
  return { status: response.status, requestBytes: Buffer.byteLength(JSON.stringify(body)), bytes, elapsed, heapGrowth };
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(bytes < 1e5 ? 3 : 1);

export const mcpBatch: BenchSuite = {
  name: 'mcp-batch',
  title: 'MCP batch amplification: a JSON-RPC array of get_reviews_since calls, before and after',
  description:
    `A batch of ${CALLS} \`get_reviews_since {"since": "1900-01-01"}\` calls posted to the MCP handler in process ` +
    `(sessions in a local Blobs server), against the current code and against main at ${BASELINE_COMMIT} (before the ` +
    `batch refusal and answer bounds; run only up to ${BASELINE_MAX_SIZE} reviews, since it answered every review ` +
    'per call). Heap growth is heapUsed after the answer was read minus before the request, after a GC when Node runs ' +
    'with --expose-gc (NODE_OPTIONS=--expose-gc), so it shows what the answer held, not a peak.',
  async run(sizes) {
    const blobs = await startBlobsSandbox();
    const rows: BenchRow[] = [];
    const before = await baseline();
    try {
      for (const size of sizes) {
        const { index } = benchData(size);
        const scenarios: { code: string; factory: HandlerFactory; version: string; calls: number }[] = [
          ...(before && size <= BASELINE_MAX_SIZE
            ? [
                { code: `before (${BASELINE_COMMIT})`, factory: before, version: '2025-11-25', calls: CALLS },
                { code: `before (${BASELINE_COMMIT})`, factory: before, version: '2025-11-25', calls: 1 },
              ]
            : []),
          { code: 'after', factory: current, version: '2025-11-25', calls: CALLS },
          { code: 'after', factory: current, version: '2025-03-26', calls: CALLS },
          { code: 'after', factory: current, version: '2025-03-26', calls: 10 },
          { code: 'after', factory: current, version: '2025-11-25', calls: 1 },
        ];
        for (const [i, s] of scenarios.entries()) {
          const handler = await s.factory(index, blobs, `batch-${size}-${i}`);
          const id = await session(handler, s.version);
          const body = s.calls === 1 ? sinceCall(1) : Array.from({ length: s.calls }, (_, n) => sinceCall(n + 1));
          const m = await measure(handler, body, { 'mcp-session-id': id, 'mcp-protocol-version': s.version });
          // The old code's batch holds the event loop for seconds, past the Blobs server's keep-alive timeout (the
          // server runs in this process): let both sides' overdue timers close the idle connection before the next
          // session, or the next initialize is sent on it as the server closes it (ECONNRESET, a 500).
          await sleep(50);
          rows.push({
            reviews: size,
            code: s.code,
            protocol: s.version,
            request: s.calls === 1 ? 'one call' : `batch of ${s.calls}`,
            'HTTP status': m.status,
            'request KB': (m.requestBytes / 1000).toFixed(1),
            'response KB': (m.bytes / 1000).toFixed(1),
            'response / request': (m.bytes / m.requestBytes).toFixed(m.bytes < m.requestBytes ? 2 : 0),
            'heap growth MB': mb(Math.max(0, m.heapGrowth)),
            ms: ms(m.elapsed),
          });
        }
      }
    } finally {
      await blobs.stop();
    }
    return { rows };
  },
};
