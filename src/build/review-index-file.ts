import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { contentEtag } from '../http/content-hash.ts';
import { REVIEW_INDEX_FILE, reviewIndexEnvelope } from '../query/compact-index.ts';
import { buildReviewIndex } from '../query/review-index.ts';
import type { TextIndex } from '../query/text-index.ts';
import { paths } from '../site.ts';

/**
 * Writes the compact dataset and its text index for the query functions (REVIEW_INDEX_FILE under the project root),
 * where their `includedFiles` pick it up when Netlify bundles them. The dataset part is the built /reviews.json, copied
 * byte for byte (and hashed for the content hash), so the whole dataset is never serialised twice. The text index is
 * built here unless the caller has it already. Returns the file's path and size.
 */
export async function writeReviewIndexFile(
  root: URL,
  distDir: string,
  dataset: ReviewsDataset,
  text?: TextIndex,
): Promise<{ path: string; bytes: number }> {
  const path = fileURLToPath(new URL(REVIEW_INDEX_FILE, root));
  const datasetJson = await readFile(join(distDir, paths.reviews));
  const { head, tail } = reviewIndexEnvelope(buildReviewIndex(dataset, text, contentEtag(datasetJson).slice(1, -1)));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, [head, datasetJson, tail]);
  return { path, bytes: Buffer.byteLength(head) + datasetJson.length + Buffer.byteLength(tail) };
}
