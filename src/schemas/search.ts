import { z } from 'zod';
import { IsoDate } from './primitives.ts';
import { Review } from './review.ts';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/**
 * Search parameters, typed. MCP's search_reviews takes exactly this; the REST endpoint parses its query string into
 * it. Every filter is optional and they combine with AND.
 */
export const SearchParams = z
  .object({
    rating: z.int().min(1).max(5).optional().describe('Exact star rating, 1 to 5'),
    min_rating: z.number().min(1).max(5).optional().describe('Minimum star rating, inclusive, 1 to 5'),
    since: IsoDate.optional().describe('Only reviews on or after this date (YYYY-MM-DD)'),
    until: IsoDate.optional().describe('Only reviews on or before this date (YYYY-MM-DD)'),
    query: z.string().min(1).max(200).optional()
      .describe('Case- and accent-insensitive substring of the review text'),
    mentions_technician: z.string().min(1).max(120).optional()
      .describe('Technician id, full name, first name or alias, case-insensitive'),
    mentions_service: z.string().min(1).max(120).optional()
      .describe('Service id or label, case-insensitive'),
    limit: z.int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT).describe('Maximum number of reviews returned, 1 to 100'),
  })
  .refine((p) => !(p.since && p.until && p.since > p.until), {
    path: ['since'],
    message: 'since must be on or before until',
  });

export type SearchParams = z.infer<typeof SearchParams>;
export type SearchParamsInput = z.input<typeof SearchParams>;

export const SearchResult = z.object({
  matched: z.int().min(0).describe('Number of reviews matching all filters'),
  returned: z.int().min(0).describe('Number of reviews in this response (at most limit)'),
  limit: z.int().min(1).max(MAX_LIMIT),
  reviews: z.array(Review).describe('Matching reviews, newest first (date desc, then id desc), full records'),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SinceResult = z.object({
  since: IsoDate,
  matched: z.int().min(0),
  reviews: z.array(Review).describe('Reviews dated on or after `since`, newest first'),
});
export type SinceResult = z.infer<typeof SinceResult>;

/** 400 body of search and since: one issue per bad parameter, in zod's issue shape. */
export const ValidationError = z.object({
  error: z.literal('invalid_query'),
  issues: z.array(z.object({
    code: z.string(),
    path: z.array(z.union([z.string(), z.number()])),
    message: z.string(),
  })).min(1),
});
export type ValidationError = z.infer<typeof ValidationError>;
