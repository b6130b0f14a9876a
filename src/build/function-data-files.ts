import { fileURLToPath } from 'node:url';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import type { DatasetFile } from '../artifacts/dataset-files.ts';
import type { InsightsOutput } from '../insights/insights-output.ts';
import { MCP_INSIGHTS_FILE, mcpInsightsFileOf } from '../mcp/insights-source.ts';
import { ANSWER_BYTES } from '../mcp/limits.ts';
import { REVIEW_INDEX_FILE, reviewIndexChunks } from '../query/compact-index.ts';
import { buildReviewIndex } from '../query/review-index.ts';
import type { TextIndex } from '../query/text-index.ts';
import { replaceFile } from './replace-file.ts';

/**
 * The data files the functions bundle with `includedFiles`, written by the build under the project root once what
 * each needs is built (the review index once /reviews.json is, the MCP insights at the end). Each writer returns the
 * file's path and size.
 */
async function writeDataFile(root: URL, file: string, contents: string | Uint8Array[]) {
  const path = fileURLToPath(new URL(file, root));
  // A new file renamed over the old one: a running function (`netlify dev`) that keeps the old index open and reads
  // review texts from it on demand (compact-index.ts) goes on reading the file it loaded, never a mix of two builds.
  await replaceFile(path, contents);
  const bytes =
    typeof contents === 'string' ? Buffer.byteLength(contents) : contents.reduce((sum, c) => sum + c.length, 0);
  return { path, bytes };
}

/** The identity of the built /reviews.json: its ETag's hash (no quotes) and its size. */
export interface ServedReviews {
  contentHash: string;
  bytes: number;
}

/** The identity of the built /reviews.json, from the ETag and size the build took as it wrote it (dataset-files.ts). */
export function servedReviewsOf(file: DatasetFile): ServedReviews {
  return { contentHash: file.etag.slice(1, -1), bytes: file.bytes };
}

/**
 * The dataset and its indexes in the binary form the query and MCP functions load (REVIEW_INDEX_FILE). The content
 * hash is that of the built /reviews.json (`served`, servedReviewsOf), so it is the ETag the CDN serves. The text
 * index is built here unless the caller has it already.
 */
export async function writeReviewIndexFile(
  root: URL,
  served: ServedReviews,
  dataset: ReviewsDataset,
  text?: TextIndex,
) {
  const index = buildReviewIndex(dataset, text, served);
  // In chunks: at 100k reviews the file is over 100 MB, at the build's peak of memory.
  return writeDataFile(root, REVIEW_INDEX_FILE, reviewIndexChunks(index));
}

/**
 * What the MCP function keeps of /insights.json (MCP_INSIGHTS_FILE): the tools' parts, the bytes while they fit. From
 * the published chunks and the overview the build holds, the same file as from the published text (a test compares).
 */
export async function writeMcpInsightsFile(root: URL, insights: InsightsOutput) {
  return writeDataFile(root, MCP_INSIGHTS_FILE, mcpInsightsFileOf(insights.json, insights.overview, ANSWER_BYTES));
}
