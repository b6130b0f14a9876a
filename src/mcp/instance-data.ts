import { readFileSync } from 'node:fs';
import { loadReviewIndexFile } from '../query/compact-index.ts';
import type { ReviewIndex } from '../query/review-index.ts';
import { siteUrl } from '../site.ts';
import { insightsFromFile, type InsightsSource } from './insights-source.ts';
import { datasetResources, type DatasetResource } from './resources.ts';
import type { ToolContext } from './tools/define.ts';

/** What one function instance serves: the tools' context and the dataset resources. */
export interface McpData {
  context: ToolContext;
  resources: readonly DatasetResource[];
}

/**
 * The data over a review index, the published insights and the published JSON Feed (tests and benchmarks build
 * them in memory).
 */
export function mcpData(
  index: ReviewIndex,
  insights: InsightsSource,
  feedText: () => string,
  baseUrl = siteUrl(),
): McpData {
  return {
    context: { index, insights: insights.data, baseUrl },
    resources: datasetResources(index, { insights, feed: feedText }, baseUrl),
  };
}

/**
 * The data of the function: the binary review index the query functions read (so the same arguments give the same
 * reviews as REST), the build's MCP insights file (MCP_INSIGHTS_FILE) and /api/feed.json, all shipped in the
 * function's bundle. The index is loaded on the first request, the other two on the first request that needs them.
 */
export function mcpDataFromFiles(files: {
  reviewIndex: string | URL;
  insights: string | URL;
  feed: string | URL;
}): () => McpData {
  let cached: McpData | undefined;
  return () =>
    (cached ??= mcpData(loadReviewIndexFile(files.reviewIndex), insightsFromFile(files.insights), () =>
      readFileSync(files.feed, 'utf8'),
    ));
}
