/**
 * The one query implementation behind REST search/since and the MCP tools.
 *
 * Getting a ReviewIndex:
 * - from a dataset in memory: `buildReviewIndex(getReviewsDataset())` (review-index.ts); builds the text index too,
 *   a few milliseconds for the real content;
 * - in a Netlify Function: `loadReviewIndexFile(url)` (compact-index.ts) reads the compact form the build wrote to
 *   REVIEW_INDEX_FILE, text index included, so nothing is indexed per request or per cold start beyond O(n) columns.
 *
 * Positions are indexes into `index.reviews` (newest first). A date range is a slice of positions (binary search);
 * technicians and services are bitmasks and posting lists; text is an inverted token index (text-index.ts). The
 * smallest candidate list drives; the other filters are checked per candidate. Results come out in position order,
 * which is the served order (date desc, then id desc).
 */
import type { SearchParams, SearchResult, SinceResult } from '../schemas/search.ts';
import { fold } from '../text/normalize.ts';
import type { MentionColumn, ReviewIndex } from './review-index.ts';
import { lowerBoundSorted, textCandidates, type TextCandidates } from './text-index.ts';

export type { ReviewIndex } from './review-index.ts';
export { buildReviewIndex } from './review-index.ts';

/** Number of leading positions whose date is on or after `day` (dates descend). */
function countOnOrAfter(index: ReviewIndex, day: string): number {
  let lo = 0;
  let hi = index.reviews.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.reviews[mid]!.date >= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First position whose date is on or before `day`. */
function firstOnOrBefore(index: ReviewIndex, day: string): number {
  let lo = 0;
  let hi = index.reviews.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.reviews[mid]!.date > day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A catalogue filter resolved from a name: the wanted bits, and the posting list when it is one entry. */
interface MentionFilter {
  column: MentionColumn;
  mask: Uint32Array;
  list: Uint32Array | null;
}

function mentionFilter(column: MentionColumn, name: string): MentionFilter | null {
  const ids = column.byName.get(fold(name.trim()));
  if (!ids) return null;
  const mask = new Uint32Array(column.words);
  for (const id of ids) {
    const b = column.ids.indexOf(id);
    mask[b >>> 5]! |= 1 << (b & 31);
  }
  return { column, mask, list: ids.length === 1 ? column.postings.get(ids[0]!)! : null };
}

function mentions(filter: MentionFilter, position: number): boolean {
  const { masks, words } = filter.column;
  const base = position * words;
  for (let w = 0; w < words; w++) if ((masks[base + w]! & filter.mask[w]!) !== 0) return true;
  return false;
}

function foldedText(index: ReviewIndex, position: number): string | null {
  let folded = index.foldedTexts[position];
  if (folded === undefined) {
    const text = index.reviews[position]!.text;
    folded = text === null ? null : fold(text);
    index.foldedTexts[position] = folded;
  }
  return folded;
}

export function searchReviews(index: ReviewIndex, params: SearchParams): SearchResult {
  const limit = params.limit;
  const none: SearchResult = { matched: 0, returned: 0, limit, reviews: [] };
  const lo = params.until === undefined ? 0 : firstOnOrBefore(index, params.until);
  const hi = params.since === undefined ? index.reviews.length : countOnOrAfter(index, params.since);
  if (lo >= hi) return none;

  let technician: MentionFilter | null = null;
  if (params.mentions_technician !== undefined) {
    technician = mentionFilter(index.technicians, params.mentions_technician);
    if (!technician) return none;
  }
  let service: MentionFilter | null = null;
  if (params.mentions_service !== undefined) {
    service = mentionFilter(index.services, params.mentions_service);
    if (!service) return none;
  }
  const query = params.query === undefined ? null : fold(params.query);
  const text: TextCandidates | null = query === null ? null : textCandidates(index.text, query, index.reviews.length);
  const rating = params.rating ?? 0;
  const minRating = params.min_rating ?? 0;
  const { ratings } = index;

  // The driver: the shortest ascending list of candidate positions, or the whole date range.
  let driver: Uint32Array | null = null;
  const ratingList = params.rating === undefined ? null : index.ratingPostings[params.rating]!;
  for (const list of [text?.kind === 'list' ? text.positions : null, technician?.list, service?.list, ratingList]) {
    if (list && (driver === null || list.length < driver.length)) driver = list;
  }
  const marks = text?.kind === 'marks' ? text.marks : null;
  const textList = text?.kind === 'list' && text.positions !== driver ? text.positions : null;
  const verify = text?.verify === true;

  const accepts = (position: number): boolean =>
    (rating === 0 || ratings[position] === rating) &&
    ratings[position]! >= minRating &&
    (marks === null || marks[position] === 1) &&
    (technician === null || mentions(technician, position)) &&
    (service === null || mentions(service, position)) &&
    (textList === null || textList[lowerBoundSorted(textList, position)] === position) &&
    (!verify || foldedText(index, position)?.includes(query!) === true);

  if (driver === null && text === null && technician === null && service === null && minRating === 0) {
    // Only a date range: a slice.
    const reviews = index.reviews.slice(lo, Math.min(hi, lo + limit));
    return { matched: hi - lo, returned: reviews.length, limit, reviews };
  }
  const reviews = [];
  let matched = 0;
  if (driver !== null) {
    for (let i = lowerBoundSorted(driver, lo); i < driver.length; i++) {
      const position = driver[i]!;
      if (position >= hi) break;
      if (!accepts(position)) continue;
      if (matched++ < limit) reviews.push(index.reviews[position]!);
    }
  } else {
    for (let position = lo; position < hi; position++) {
      if (!accepts(position)) continue;
      if (matched++ < limit) reviews.push(index.reviews[position]!);
    }
  }
  return { matched, returned: reviews.length, limit, reviews };
}

/** Reviews dated on or after `since` (a calendar date), newest first. A future date gives none. */
export function reviewsSince(index: ReviewIndex, since: string): SinceResult {
  const reviews = index.reviews.slice(0, countOnOrAfter(index, since));
  return { since, matched: reviews.length, reviews };
}
