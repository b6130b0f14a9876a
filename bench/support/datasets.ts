import { syntheticDataset, type Vocabulary } from '../../scripts/content-generator/dataset.ts';
import type { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';
import { parseReviewIndex, serializeReviewIndex } from '../../src/query/compact-index.ts';
import { buildReviewIndex, type ReviewIndex } from '../../src/query/review-index.ts';

export interface BenchData {
  /** The shared generator's reviews (seed 1), loaded as the build loads content. */
  dataset: ReviewsDataset;
  /** The binary form a function bundles, as the build writes it. */
  compact: Buffer;
  /** The index as a function loads it from the compact form. */
  index: ReviewIndex;
}

const cache = new Map<string, BenchData>();

/** The vocabulary of the benchmark data: open by default (`npm run bench -- --vocabulary closed` for the old data). */
export const benchVocabulary = (): Vocabulary => (process.env.BENCH_VOCABULARY === 'closed' ? 'closed' : 'open');

/** Synthetic data of a size, built once per process and shared by the suites. */
export function benchData(size: number, vocabulary: Vocabulary = benchVocabulary()): BenchData {
  let data = cache.get(`${vocabulary}:${size}`);
  if (!data) {
    const dataset = syntheticDataset(size, 1, vocabulary);
    const compact = serializeReviewIndex(buildReviewIndex(dataset));
    data = { dataset, compact, index: parseReviewIndex(compact) };
    cache.set(`${vocabulary}:${size}`, data);
  }
  return data;
}
