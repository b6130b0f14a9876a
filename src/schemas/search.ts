import { z } from 'zod';
import { fold } from '../text/normalize.ts';
import { IsoDate } from './primitives.ts';
import { Review } from './review.ts';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

/** A real calendar date in a query (2025-02-30 is rejected). */
export const QueryDate = z.iso
  .date({ error: 'must be a real calendar date written YYYY-MM-DD' })
  .describe('Calendar date, YYYY-MM-DD');

/**
 * A free-text parameter: not empty, not only spaces, bounded. Matching folds accents away (src/text/normalize.ts), so
 * a value of combining marks alone (`%CC%81`) would fold to nothing and match every review: refused too.
 */
const queryText = (max: number) =>
  z
    .string()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(/\S/, 'must not be only spaces')
    .refine(
      (value) => /\S/.test(fold(value)),
      'must contain a letter, digit or symbol, not only accents (combining marks) or spaces',
    );

/**
 * Search parameters, typed. MCP's search_reviews takes exactly this; the REST endpoint parses its query string into
 * it (src/http/search-query.ts). Every filter is optional and they combine with AND. Messages start with "must" so
 * that the REST layer can prefix the parameter name.
 */
export const SearchParams = z
  .object({
    rating: z
      .int({ error: 'must be a whole number from 1 to 5' })
      .min(1, 'must be a whole number from 1 to 5')
      .max(5, 'must be a whole number from 1 to 5')
      .optional()
      .describe('Exact star rating, 1 to 5'),
    min_rating: z
      .number({ error: 'must be a number from 1 to 5, like 4 or 4.5' })
      .min(1, 'must be a number from 1 to 5')
      .max(5, 'must be a number from 1 to 5')
      .optional()
      .describe('Minimum star rating, inclusive, 1 to 5'),
    since: QueryDate.optional().describe('Only reviews on or after this date (YYYY-MM-DD)'),
    until: QueryDate.optional().describe('Only reviews on or before this date (YYYY-MM-DD)'),
    query: queryText(200).optional().describe('Case- and accent-insensitive substring of the review text'),
    mentions_technician: queryText(120)
      .optional()
      .describe('Technician id, full name, first name or alias, case-insensitive'),
    mentions_service: queryText(120).optional().describe('Service id or label, case-insensitive'),
    limit: z
      .int({ error: `must be a whole number from 1 to ${MAX_LIMIT}` })
      .min(1, `must be a whole number from 1 to ${MAX_LIMIT}`)
      .max(MAX_LIMIT, `must be a whole number from 1 to ${MAX_LIMIT}`)
      .default(DEFAULT_LIMIT)
      .describe('Maximum number of reviews returned, 1 to 100 (default 20)'),
  })
  .refine((p) => !(p.since && p.until && p.since > p.until), {
    path: ['since'],
    message: 'must be on or before until',
    // Also checked when other parameters are bad, so every bad parameter is reported at once.
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'since' || issue.path?.[0] === 'until'),
  });

export type SearchParams = z.infer<typeof SearchParams>;
export type SearchParamsInput = z.input<typeof SearchParams>;

export const SearchResult = z.object({
  matched: z.int().min(0).describe('Number of reviews matching all filters'),
  returned: z.int().min(0).describe('Number of reviews in this response (at most limit)'),
  limit: z.int().min(1).max(MAX_LIMIT),
  reviews: z
    .array(Review)
    .describe(
      'Matching reviews, newest first (date desc, then id desc), full records; fewer than limit when they would pass 2 MB',
    ),
});
export type SearchResult = z.infer<typeof SearchResult>;

/**
 * Reviews since a date come in pages: at most `limit` reviews, and never more than PAGE_BYTES of review JSON, so that
 * every answer (REST and MCP) stays well below Netlify's 6 MB buffered response limit at any dataset size.
 */
export const SINCE_DEFAULT_LIMIT = 100;
export const SINCE_MAX_LIMIT = 500;

/** Where the next page starts: the date and id of the last review of the page before, `YYYY-MM-DD.ULID`. */
export const SinceCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}\.[0-9A-HJKMNP-TV-Z]{26}$/, 'must be the next_cursor of an earlier answer, unchanged')
  .describe('The `next_cursor` of the previous page; absent for the first page');

/** The paging parameters of reviews since a date (the query string of /api/reviews/since/{date}). */
export const SincePage = z.object({
  limit: z
    .int({ error: `must be a whole number from 1 to ${SINCE_MAX_LIMIT}` })
    .min(1, `must be a whole number from 1 to ${SINCE_MAX_LIMIT}`)
    .max(SINCE_MAX_LIMIT, `must be a whole number from 1 to ${SINCE_MAX_LIMIT}`)
    .default(SINCE_DEFAULT_LIMIT)
    .describe(
      `Maximum number of reviews in this page, 1 to ${SINCE_MAX_LIMIT} (default ${SINCE_DEFAULT_LIMIT}); a page also stops before 2 MB of reviews`,
    ),
  cursor: SinceCursor.optional(),
});

/** Reviews since a date, one page: MCP's get_reviews_since takes exactly this. */
export const SinceQuery = z.object({
  since: QueryDate.describe('Only reviews on or after this date (YYYY-MM-DD)'),
  ...SincePage.shape,
});
export type SinceQuery = z.infer<typeof SinceQuery>;

export const SinceResult = z.object({
  since: IsoDate,
  matched: z.int().min(0).describe('Number of reviews dated on or after `since`, over all pages'),
  returned: z.int().min(0).describe('Number of reviews in this page'),
  limit: z.int().min(1).max(SINCE_MAX_LIMIT),
  next_cursor: SinceCursor.nullable().describe('Pass as `cursor` to get the next page; null on the last page'),
  reviews: z.array(Review).describe('Reviews dated on or after `since`, newest first (date desc, then id desc)'),
});
export type SinceResult = z.infer<typeof SinceResult>;

/** The path parameter of /api/reviews/since/{date}. */
export const SinceParams = z.object({ date: QueryDate });

/** 400 body of search and since: one issue per bad parameter, in zod's issue shape; `path` names the parameter. */
export const ValidationError = z.object({
  error: z.literal('invalid_query'),
  issues: z
    .array(
      z.object({
        code: z.string(),
        path: z.array(z.string()).min(1).describe('The parameter at fault: its name is the first element'),
        message: z.string(),
      }),
    )
    .min(1),
});
export type ValidationError = z.infer<typeof ValidationError>;
