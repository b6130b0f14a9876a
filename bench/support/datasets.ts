import { syntheticDataset } from '../../scripts/content-generator/dataset.ts';
import type { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';
import { parseReviewIndex, serializeReviewIndex } from '../../src/query/compact-index.ts';
import { buildReviewIndex, type ReviewIndex } from '../../src/query/review-index.ts';

export interface BenchData {
  /** The shared generator's reviews (seed 1), loaded as the build loads content. */
  dataset: ReviewsDataset;
  /** The compact form a function bundles, as the build writes it. */
  compact: string;
  /** The index as a function loads it from the compact form. */
  index: ReviewIndex;
}

const cache = new Map<number, BenchData>();

/** Synthetic data of a size, built once per process and shared by the suites. */
export function benchData(size: number): BenchData {
  let data = cache.get(size);
  if (!data) {
    const dataset = syntheticDataset(size);
    const compact = serializeReviewIndex(buildReviewIndex(dataset));
    data = { dataset, compact, index: parseReviewIndex(compact) };
    cache.set(size, data);
  }
  return data;
}
