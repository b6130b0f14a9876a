import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { buildJsonFeed } from '../../src/artifacts/json-feed.ts';
import { getReviewsDataset } from '../../src/datasets/reviews-dataset.ts';
import { buildInsights } from '../../src/insights/build-insights.ts';
import { loadEditorialSummary } from '../../src/insights/editorial.ts';
import type { InsightsDataset } from '../../src/schemas/insights.ts';
import { createMcpHandler, type McpHandler } from '../../src/mcp/handler.ts';
import { originPolicyFromEnv } from '../../src/mcp/http/origin-guard.ts';
import { insightsSource } from '../../src/mcp/insights-source.ts';
import { mcpData, type McpData } from '../../src/mcp/instance-data.ts';
import { buildReviewIndex } from '../../src/query/review-index.ts';
import { createSessionStore, type SessionBlobs } from '../../src/mcp/session-store.ts';

export const LOCAL_ORIGIN = 'http://localhost:8888';
export const LOCAL_URL = `${LOCAL_ORIGIN}/mcp`;

let data: McpData | undefined;
let insights: InsightsDataset | undefined;

/** The analysis of content/, as the build computes it for /insights.json. */
export function contentInsights(): InsightsDataset {
  insights ??= buildInsights(getReviewsDataset(), loadEditorialSummary());
  return insights;
}

/**
 * What the function serves, built in memory from content/ the way the build builds its artifacts: the review index
 * and /insights.json as the page endpoint renders it (so unit tests need no prior build).
 */
export function contentMcpData(): McpData {
  data ??= mcpData(
    buildReviewIndex(getReviewsDataset()),
    insightsSource(() => JSON.stringify(contentInsights()), 'the insights of content/'),
    () => JSON.stringify(buildJsonFeed(getReviewsDataset(), LOCAL_ORIGIN)),
    LOCAL_ORIGIN,
  );
  return data;
}

/** A fresh handler instance over shared Blobs, as a new (cold) function instance would build it. */
export function mcpHandler(blobs: SessionBlobs): McpHandler {
  return createMcpHandler({
    sessions: createSessionStore(blobs),
    origins: originPolicyFromEnv({ SITE_URL: LOCAL_ORIGIN }),
    data: contentMcpData,
  });
}

/** fetch() that calls the handler directly, with the Host header a browser or client would send. */
export const fetchVia =
  (handler: McpHandler): FetchLike =>
  async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('host', new URL(input).host);
    return handler(new Request(input, { ...init, headers }));
  };
