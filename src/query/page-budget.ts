import type { Review } from '../schemas/review.ts';

/**
 * Most bytes of review JSON one page of search or since results carries. Netlify buffers a function's response and
 * refuses one over 6 MB; an MCP answer carries the reviews twice (structuredContent and their text rendering), so
 * 2 MB of reviews keeps every answer near 4 MB at most, whatever the dataset's size or its reviews' length.
 */
export const PAGE_BYTES = 2_000_000;

/** The longest prefix of `reviews` within PAGE_BYTES; never empty when `reviews` is not (one review is far smaller). */
export function fitPage(reviews: readonly Review[]): Review[] {
  let bytes = 0;
  let count = 0;
  while (count < reviews.length) {
    bytes += Buffer.byteLength(JSON.stringify(reviews[count]));
    if (bytes > PAGE_BYTES && count > 0) break;
    count++;
  }
  return reviews.slice(0, count);
}
