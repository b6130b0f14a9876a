import type { Review } from '../schemas/review.ts';
import type { AggregateRating } from '../schemas/reviews-dataset.ts';

/** Mean (2 decimals), count and per-star distribution. Reviews must be newest first. */
export function aggregateRating(reviews: readonly Pick<Review, 'rating' | 'date'>[]): AggregateRating {
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let sum = 0;
  let latest: string | null = null;
  for (const review of reviews) {
    distribution[String(review.rating) as keyof typeof distribution] += 1;
    sum += review.rating;
    if (latest === null || review.date > latest) latest = review.date;
  }
  return {
    rating_value: reviews.length ? Math.round((sum / reviews.length) * 100) / 100 : 0,
    review_count: reviews.length,
    best_rating: 5,
    worst_rating: 1,
    distribution,
    latest_review_date: latest,
  };
}
