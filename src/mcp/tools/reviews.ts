import { z } from 'zod';
import { aggregateRating } from '../../datasets/aggregate-rating.ts';
import { datePositions, reviewsSince, searchReviews } from '../../query/search.ts';
import { IsoDate, ReviewId } from '../../schemas/primitives.ts';
import { Review } from '../../schemas/review.ts';
import { AggregateRating } from '../../schemas/reviews-dataset.ts';
import {
  SearchParams,
  SearchResult,
  SINCE_DEFAULT_LIMIT,
  SINCE_MAX_LIMIT,
  SinceQuery,
  SinceResult,
} from '../../schemas/search.ts';
import { absolute, paths } from '../../site.ts';
import { defineTool, ToolError } from './define.ts';
import { renderRating, renderReview, renderReviews, reviewsCount } from './render.ts';

export const searchReviewsTool = defineTool({
  name: 'search_reviews',
  title: 'Search reviews',
  description:
    'Search the verified reviews by exact rating, minimum rating, date range, text (case- and accent-insensitive ' +
    'substring), mentioned technician (id, name, first name or alias) or mentioned service (id or label). Filters ' +
    'combine with AND; results are newest first; `matched` counts every hit, `reviews` holds at most `limit` (default ' +
    '20, max 100). Same arguments, same reviews as GET /api/reviews/search.',
  input: SearchParams,
  output: SearchResult,
  run: (params, { index }) => searchReviews(index, params),
  render: (result) =>
    `${reviewsCount(result.matched)} match; showing ${result.returned} (limit ${result.limit}), newest first.` +
    (result.reviews.length ? `\n\n${renderReviews(result.reviews)}` : ''),
});

const GetReviewInput = z.object({ id: ReviewId.describe('Review id (a 26-character ULID, as in search results)') });
const GetReviewOutput = z.object({
  review: Review,
  url: z.url().describe("The review's page on the site"),
});

export const getReviewTool = defineTool({
  name: 'get_review',
  title: 'Get one review',
  description:
    'One review by its id (as returned by search_reviews, get_reviews_since or the insights tools), with a link to its page.',
  input: GetReviewInput,
  output: GetReviewOutput,
  run: ({ id }, { index, baseUrl }) => {
    const position = index.positionOf(id.toUpperCase());
    if (position === -1) {
      const newest = index.ids.slice(0, 5);
      throw new ToolError(
        `No review has the id "${id}". Review ids come from search_reviews or get_reviews_since ` +
          `(${index.size} reviews; the newest: ${newest.join(', ') || 'none'}).`,
      );
    }
    const review = index.review(position);
    return { review, url: absolute(paths.reviewPage(review.id), baseUrl) };
  },
  render: ({ review, url }) => `${renderReview(review)}\n${url}`,
});

export const getReviewsSinceTool = defineTool({
  name: 'get_reviews_since',
  title: 'Reviews since a date',
  description:
    'The reviews dated on or after a date (YYYY-MM-DD), newest first: what is new since you last looked. One page ' +
    `of at most \`limit\` reviews (default ${SINCE_DEFAULT_LIMIT}, max ${SINCE_MAX_LIMIT}; a page also stops before 2 MB of reviews); ` +
    'when `next_cursor` is not null, call again with `cursor` set to it for the next page. `matched` counts every ' +
    'review since the date. Same arguments, same result as GET /api/reviews/since/{date}?limit=&cursor=.',
  input: SinceQuery,
  output: SinceResult,
  run: (query, { index }) => reviewsSince(index, query),
  render: (result) =>
    `${reviewsCount(result.matched)} since ${result.since}; showing ${result.returned} (limit ${result.limit}), newest first.` +
    (result.next_cursor ? ` More: call again with cursor "${result.next_cursor}".` : '') +
    (result.reviews.length ? `\n\n${renderReviews(result.reviews)}` : ''),
});

const RatingSummaryInput = z
  .object({
    since: IsoDate.optional().describe('Only reviews on or after this date (YYYY-MM-DD)'),
    until: IsoDate.optional().describe('Only reviews on or before this date (YYYY-MM-DD)'),
  })
  .refine((p) => !(p.since && p.until && p.since > p.until), {
    path: ['since'],
    message: 'since must be on or before until',
  });

export const getRatingSummaryTool = defineTool({
  name: 'get_rating_summary',
  title: 'Rating summary',
  description:
    'Average star rating, review count and the number of reviews per star, over all reviews or over a date range ' +
    '(since/until, inclusive). Without dates it equals aggregate_rating in /reviews.json.',
  input: RatingSummaryInput,
  output: z.object({
    since: IsoDate.nullable(),
    until: IsoDate.nullable(),
    aggregate_rating: AggregateRating,
  }),
  run: ({ since, until }, { index }) => {
    // Dates descend with position: the range is one slice of the date and rating columns.
    const [from, to] = datePositions(index, since, until);
    const reviews = Array.from({ length: Math.max(0, to - from) }, (_, k) => ({
      rating: index.ratings[from + k]!,
      date: index.dates[from + k]!,
    }));
    return { since: since ?? null, until: until ?? null, aggregate_rating: aggregateRating(reviews) };
  },
  render: ({ since, until, aggregate_rating }) =>
    `${since || until ? `From ${since ?? 'the first review'} to ${until ?? 'today'}: ` : ''}${renderRating(aggregate_rating)}`,
});
