import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { REVIEW_INDEX_FILE, serializeReviewIndex } from '../query/compact-index.ts';
import { buildReviewIndex } from '../query/review-index.ts';

/**
 * Writes the compact dataset and its text index for the query functions (REVIEW_INDEX_FILE under the project root),
 * where their `includedFiles` pick it up when Netlify bundles them. Returns the file's path and size.
 */
export async function writeReviewIndexFile(root: URL, dataset: ReviewsDataset): Promise<{ path: string; bytes: number }> {
  const path = fileURLToPath(new URL(REVIEW_INDEX_FILE, root));
  const json = serializeReviewIndex(buildReviewIndex(dataset));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, json);
  return { path, bytes: Buffer.byteLength(json) };
}
