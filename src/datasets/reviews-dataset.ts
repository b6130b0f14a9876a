import { loadContent, contentDir, type Content } from '../content/load-content.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { aggregateRating } from './aggregate-rating.ts';

export function buildReviewsDataset(content: Content): ReviewsDataset {
  return {
    business: content.business,
    aggregate_rating: aggregateRating(content.reviews),
    updated: content.updated,
    reviews: content.reviews,
  };
}

/**
 * One cache per process, not per copy of this module: Astro bundles the module into the pages' chunks while the build
 * integration (src/build/netlify-integration.ts) imports it from source, and a second copy of the dataset would cost
 * a second load and hundreds of MB at scale.
 */
const shared = globalThis as { __reviewsDatasets?: Map<string, ReviewsDataset> };
const cache = (shared.__reviewsDatasets ??= new Map());

/** The dataset of a content folder, loaded and validated once per process (every page and endpoint shares it). */
export function getReviewsDataset(dir = contentDir()): ReviewsDataset {
  let dataset = cache.get(dir);
  if (!dataset) {
    dataset = buildReviewsDataset(loadContent(dir));
    cache.set(dir, dataset);
  }
  return dataset;
}

/** Forgets the loaded datasets, so that the next build in this process reads the content again. */
export function forgetReviewsDatasets(): void {
  cache.clear();
}
