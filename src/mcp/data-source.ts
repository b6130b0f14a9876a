import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import type { ReviewIndex } from '../query/search.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';

/**
 * How the MCP function obtains the reviews at run time: the ONE place to change when functions switch to a compact
 * build artifact. For now the dataset is loaded and validated from content/ (the function ships it through
 * `included_files`) once per function instance, and the query index is built from it once.
 */
export interface ReviewData {
  dataset: ReviewsDataset;
  index: ReviewIndex;
}

let cached: ReviewData | undefined;

export function getReviewData(): ReviewData {
  if (!cached) {
    const dataset = getReviewsDataset();
    cached = { dataset, index: { business: dataset.business, reviews: dataset.reviews } };
  }
  return cached;
}
