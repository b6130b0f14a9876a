/**
 * The ONE synthetic dataset for tests and benchmarks: `count` reviews from the shared generator, validated and with
 * mentions resolved by the real loader (contentFromSource, the in-memory side of loadContent), then assembled as the
 * build assembles /reviews.json. Same count and seed, same dataset; seed 1 is also what the build benchmark writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentFromSource } from '../../src/content/load-content.ts';
import { buildReviewsDataset } from '../../src/datasets/reviews-dataset.ts';
import { Business } from '../../src/schemas/business.ts';
import type { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';
import { generateReviews } from './generate.ts';
import { withVocabulary, type Vocabulary } from './open-vocabulary.ts';
import { serializeByYear } from './write.ts';

/** The real business (not CONTENT_DIR's): generated reviews name its people, services and areas. */
export const BUSINESS_FILE = join(import.meta.dirname, '../../content/business.json');

export type { Vocabulary } from './open-vocabulary.ts';

export function syntheticDataset(
  count: number,
  seed: number | string = 1,
  vocabulary: Vocabulary = 'closed',
): ReviewsDataset {
  const businessJson: unknown = JSON.parse(readFileSync(BUSINESS_FILE, 'utf8'));
  const reviews = withVocabulary(
    generateReviews({ count, seed, business: Business.parse(businessJson) }),
    vocabulary,
    seed,
  );
  // Through JSON text, one file per year, exactly as the CLI writes the content folder and the loader reads it.
  const reviewFiles = [...serializeByYear(reviews)].map(([year, json]) => ({
    file: `reviews/${year}.json`,
    json: JSON.parse(json),
  }));
  return buildReviewsDataset(
    contentFromSource({ business: { file: 'business.json', json: businessJson }, reviewFiles }),
  );
}
