import type { Review } from '../schemas/review.ts';
import type { ReviewIndex } from './review-index.ts';

/**
 * Most bytes of review JSON one page of search or since results carries. Netlify buffers a function's response and
 * refuses one over 6 MB; an MCP answer carries the reviews twice (structuredContent and their text rendering), so
 * 2 MB of reviews keeps every answer near 4 MB at most, whatever the dataset's size or its reviews' length.
 */
export const PAGE_BYTES = 2_000_000;

/**
 * The reviews at the longest prefix of `positions` within PAGE_BYTES; never empty when `positions` is not (one review
 * is far smaller). Sizes come from the index, which measures each review once, not once per page.
 */
export function fitPage(index: ReviewIndex, positions: ArrayLike<number>): Review[] {
  const reviews: Review[] = [];
  let bytes = 0;
  for (let k = 0; k < positions.length; k++) {
    bytes += index.reviewBytes(positions[k]!);
    if (bytes > PAGE_BYTES && k > 0) break;
    reviews.push(index.review(positions[k]!));
  }
  return reviews;
}
