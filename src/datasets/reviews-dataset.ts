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

const cache = new Map<string, ReviewsDataset>();

/** The dataset of a content folder, loaded and validated once per process (every page and endpoint shares it). */
export function getReviewsDataset(dir = contentDir()): ReviewsDataset {
  let dataset = cache.get(dir);
  if (!dataset) {
    dataset = buildReviewsDataset(loadContent(dir));
    cache.set(dir, dataset);
  }
  return dataset;
}
