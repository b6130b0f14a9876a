import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { contentEtag } from '../http/content-hash.ts';
import { REVIEW_INDEX_FILE, serializeReviewIndex } from '../query/compact-index.ts';
import { buildReviewIndex } from '../query/review-index.ts';
import type { TextIndex } from '../query/text-index.ts';
import { paths } from '../site.ts';
import { MCP_INSIGHTS_FILE, mcpInsightsFile } from '../mcp/insights-source.ts';
import { ANSWER_BYTES } from '../mcp/limits.ts';

/**
 * Writes the dataset and its indexes in the functions' binary form (REVIEW_INDEX_FILE under the project root), where
 * their `includedFiles` pick it up when Netlify bundles them. The content hash is that of the built /reviews.json,
 * read from disk, so it is the ETag the CDN serves. The text index is built here unless the caller has it already.
 * Returns the file's path and size.
 */
export async function writeReviewIndexFile(
  root: URL,
  distDir: string,
  dataset: ReviewsDataset,
  text?: TextIndex,
): Promise<{ path: string; bytes: number }> {
  const path = fileURLToPath(new URL(REVIEW_INDEX_FILE, root));
  const served = await readFile(join(distDir, paths.reviews));
  const file = serializeReviewIndex(
    buildReviewIndex(dataset, text, { contentHash: contentEtag(served).slice(1, -1), bytes: served.length }),
  );
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, file);
  return { path, bytes: file.length };
}

/**
 * Writes what the MCP function bundles of /insights.json (MCP_INSIGHTS_FILE under the project root): the parts the
 * tools serve, and the published bytes when they fit one answer. Returns the file's path and size.
 */
export async function writeMcpInsightsFile(root: URL, distDir: string): Promise<{ path: string; bytes: number }> {
  const path = fileURLToPath(new URL(MCP_INSIGHTS_FILE, root));
  const file = mcpInsightsFile(await readFile(join(distDir, paths.insights), 'utf8'), ANSWER_BYTES);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, file);
  return { path, bytes: Buffer.byteLength(file) };
}
