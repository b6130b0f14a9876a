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

/** Dates are calendar days; feeds want instants, so a review is published at midnight UTC of its day. */
export const dayToInstant = (day: string) => `${day}T00:00:00.000Z`;

export function feedReviews(dataset: ReviewsDataset): Review[] {
  return dataset.reviews.slice(0, FEED_SIZE);
}

export function feedTitleOf(dataset: ReviewsDataset): string {
  return `${dataset.business.name}: newest reviews`;
}
