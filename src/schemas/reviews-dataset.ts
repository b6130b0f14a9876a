import { z } from 'zod';
import { Business } from './business.ts';
import { IsoDate } from './primitives.ts';
import { Review } from './review.ts';

export const RatingDistribution = z.object({
  '1': z.int().min(0),
  '2': z.int().min(0),
  '3': z.int().min(0),
  '4': z.int().min(0),
  '5': z.int().min(0),
});

export const AggregateRating = z.object({
  rating_value: z.number().min(0).max(5).describe('Mean star rating, 2 decimals (0 when there are no reviews)'),
  review_count: z.int().min(0),
  best_rating: z.literal(5),
  worst_rating: z.literal(1),
  distribution: RatingDistribution.describe('Number of reviews per star rating'),
  latest_review_date: IsoDate.nullable(),
});

export const ReviewsDataset = z.object({
  business: Business,
  aggregate_rating: AggregateRating,
  updated: IsoDate.nullable().describe('Date of the newest content change (a review, a reply or a correction)'),
  reviews: z.array(Review).describe('Every verified review, newest first (date desc, then id desc)'),
});

export type AggregateRating = z.infer<typeof AggregateRating>;
export type ReviewsDataset = z.infer<typeof ReviewsDataset>;
