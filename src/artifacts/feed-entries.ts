import type { Review } from '../schemas/review.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { FEED_SIZE } from '../site.ts';

/** What both feeds say about one review, so the Atom and JSON feeds never disagree. */
export function feedTitle(review: Review): string {
  return `${review.rating} out of 5 stars from ${review.author}`;
}

export function feedText(review: Review): string {
  return review.text ?? `Rated ${review.rating} out of 5 stars, with no written review.`;
}

/**
 * The day a review's feed entry last changed: its date, its owner reply's date or its correction date, whichever is
 * newest. A reply is part of the entry (Atom content and `_review.owner_reply`), so a reply added later is a change a
 * reader should see, like a correction (RFC 4287 section 4.2.15; JSON Feed `date_modified`).
 */
export function entryUpdated(review: Review): string {
  let day = review.date;
  for (const other of [review.owner_reply?.date, review.corrected_on]) if (other && other > day) day = other;
  return day;
}

/** Dates are calendar days; feeds want instants, so a review is published at midnight UTC of its day. */
export const dayToInstant = (day: string) => `${day}T00:00:00.000Z`;

export function feedReviews(dataset: ReviewsDataset): Review[] {
  return dataset.reviews.slice(0, FEED_SIZE);
}

export function feedTitleOf(dataset: ReviewsDataset): string {
  return `${dataset.business.name}: newest reviews`;
}
