import type { Review } from '../../schemas/review.ts';
import type { AggregateRating } from '../../schemas/reviews-dataset.ts';

/** "1 review", "3 reviews". */
export const reviewsCount = (n: number) => `${n} review${n === 1 ? '' : 's'}`;

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** One review as a few lines of text, with its id so that a reader can ask for it again. */
export function renderReview(review: Review): string {
  const lines = [
    `${stars(review.rating)} ${review.rating}/5 · ${review.date} · ${review.author} (${review.source}) · id ${review.id}`,
  ];
  lines.push(review.text ?? '(rating only, no text)');
  const mentioned = [...review.mentions.technicians, ...review.mentions.services, ...review.mentions.service_areas];
  if (mentioned.length) lines.push(`Mentions: ${mentioned.join(', ')}`);
  if (review.owner_reply) lines.push(`Owner reply (${review.owner_reply.date}): ${review.owner_reply.text}`);
  return lines.join('\n');
}

export const renderReviews = (reviews: readonly Review[]) => reviews.map(renderReview).join('\n\n');

export function renderRating(rating: AggregateRating): string {
  if (rating.review_count === 0) return 'No reviews.';
  const bars = (['5', '4', '3', '2', '1'] as const).map((star) => `${star}★ ${rating.distribution[star]}`).join(' · ');
  return `${rating.rating_value}/5 from ${reviewsCount(rating.review_count)} (latest ${rating.latest_review_date}). ${bars}`;
}
