/**
 * The one query implementation behind REST search/since and the MCP tools.
 *
 * Getting a ReviewIndex:
 * - from a dataset in memory: `buildReviewIndex(getReviewsDataset())` (review-index.ts); builds the text index too,
 *   a few milliseconds for the real content;
 * - in a Netlify Function: `loadReviewIndexFile(url)` (compact-index.ts) reads the binary form the build wrote to
 *   REVIEW_INDEX_FILE, text index included, so nothing is indexed per request or per cold start beyond O(n) columns.
 *
 * Positions count reviews in the served order (newest first); `index.review(position)` reads one. A date range is a slice of positions (binary search);
 * ratings, technicians and services have posting lists (and per-review columns); text is an inverted index of
 * tokens and of adjacent token pairs (text-index.ts). The smallest candidate list drives and the other filters are
 * checked per candidate; a filter that is alone is counted by binary search. Results come out in position order,
 * which is the served order (date desc, then id desc).
 */
import type { SearchParams, SearchResult, SinceQuery, SinceResult } from '../schemas/search.ts';
import { fold } from '../text/normalize.ts';
import { fitPage } from './page-budget.ts';
import type { MentionColumn, ReviewIndex } from './review-index.ts';
import { lowerBoundSorted, mergeUnion, textCandidates, type TextCandidates } from './text-index.ts';

export type { ReviewIndex } from './review-index.ts';
export { buildReviewIndex } from './review-index.ts';

/** Number of leading positions whose date is on or after `day` (dates descend). */
function countOnOrAfter(index: ReviewIndex, day: string): number {
  let lo = 0;
  let hi = index.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.dates[mid]! >= day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First position whose date is on or before `day`. */
function firstOnOrBefore(index: ReviewIndex, day: string): number {
  let lo = 0;
  let hi = index.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.dates[mid]! > day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Positions [from, to) of the reviews dated from `since` to `until` (inclusive; either open): dates descend. */
export function datePositions(index: ReviewIndex, since?: string, until?: string): [number, number] {
  return [
    until === undefined ? 0 : firstOnOrBefore(index, until),
    since === undefined ? index.size : countOnOrAfter(index, since),
  ];
}

/** A catalogue filter resolved from a name: the wanted bits, and the ascending positions that match them. */
interface MentionFilter {
  column: MentionColumn;
  mask: Uint32Array;
  list: Uint32Array;
}

function mentionFilter(column: MentionColumn, name: string): MentionFilter | null {
  const ids = column.byName.get(fold(name.trim()));
  if (!ids) return null;
  const mask = new Uint32Array(column.words);
  for (const id of ids) {
    const b = column.ids.indexOf(id);
    mask[b >>> 5]! |= 1 << (b & 31);
  }
  return { column, mask, list: mergeUnion(ids.map((id) => column.postings.get(id)!)) };
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
    const text = index.reviewText(position);
    folded = text === null ? null : fold(text);
    index.foldedTexts[position] = folded;
  }
  return folded;
}

/** Number of list entries within [lo, hi). */
function countInRange(list: Uint32Array, lo: number, hi: number): number {
  return lowerBoundSorted(list, hi) - lowerBoundSorted(list, lo);
}

export function searchReviews(index: ReviewIndex, params: SearchParams): SearchResult {
  const limit = params.limit;
  const none: SearchResult = { matched: 0, returned: 0, limit, reviews: [] };
  const [lo, hi] = datePositions(index, params.since, params.until);
  if (lo >= hi) return none;
  const result = (matched: number, positions: ArrayLike<number>): SearchResult => {
    const reviews = fitPage(index, positions);
    return { matched, returned: reviews.length, limit, reviews };
  };

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
  const rating = params.rating ?? 0;
  const minRating = params.min_rating ?? 0;
  const { ratings } = index;

  if (params.query === undefined && !technician && !service) {
    // Ratings and dates only: counted from the per-rating lists, never by a scan.
    const stars = [1, 2, 3, 4, 5].filter((r) => (rating === 0 || r === rating) && r >= minRating);
    const matched = stars.reduce((sum, r) => sum + countInRange(index.ratingPostings[r]!, lo, hi), 0);
    if (matched === 0) return none;
    if (stars.length === 5) return result(matched, range(lo, Math.min(hi, lo + limit)));
    if (stars.length === 1) {
      const list = index.ratingPostings[stars[0]!]!;
      const from = lowerBoundSorted(list, lo);
      return result(matched, list.subarray(from, from + Math.min(limit, matched)));
    }
    const picked: number[] = [];
    for (let position = lo; position < hi && picked.length < limit; position++) {
      if (ratings[position]! >= minRating) picked.push(position);
    }
    return result(matched, picked);
  }

  const query = params.query === undefined ? null : fold(params.query);
  const text: TextCandidates | null = query === null ? null : textCandidates(index.text, query, index.size);
  const marks = text?.kind === 'marks' ? text.marks : null;
  const verify = text?.verify === true;

  // The driver: the shortest list of candidate positions, or the whole date range; the other filters are checked
  // per candidate through O(1) columns (ratings, mention bits, text marks) or, for a text list, a forward cursor.
  const textList = text?.kind === 'list' ? text.positions : null;
  let driver: Uint32Array | null = null;
  for (const list of [textList, technician?.list, service?.list, rating ? index.ratingPostings[rating]! : null]) {
    if (list && (driver === null || list.length < driver.length)) driver = list;
  }
  const checkRating = rating !== 0 && driver !== index.ratingPostings[rating];
  const checkTechnician = technician !== null && driver !== technician.list;
  const checkService = service !== null && driver !== service.list;
  const checkTextList = textList !== null && driver !== textList;
  const residual =
    checkRating || minRating > 1 || marks !== null || checkTechnician || checkService || checkTextList || verify;

  if (driver !== null && !residual) {
    const from = lowerBoundSorted(driver, lo);
    const matched = lowerBoundSorted(driver, hi) - from;
    return result(matched, driver.subarray(from, from + Math.min(limit, matched)));
  }

  // Candidates come in ascending order, so membership in the text list is a cursor that only moves forward.
  let cursor = 0;
  const inTextList = (position: number): boolean => {
    const list = textList!;
    while (cursor < list.length && list[cursor]! < position) cursor++;
    return list[cursor] === position;
  };
  const accepts = (position: number): boolean =>
    (!checkRating || ratings[position] === rating) &&
    ratings[position]! >= minRating &&
    (marks === null || marks[position] === 1) &&
    (!checkTechnician || mentions(technician!, position)) &&
    (!checkService || mentions(service!, position)) &&
    (!checkTextList || inTextList(position)) &&
    (!verify || foldedText(index, position)?.includes(query!) === true);

  const picked: number[] = [];
  let matched = 0;
  if (driver !== null) {
    for (let i = lowerBoundSorted(driver, lo); i < driver.length; i++) {
      const position = driver[i]!;
      if (position >= hi) break;
      if (accepts(position) && matched++ < limit) picked.push(position);
    }
  } else {
    for (let position = lo; position < hi; position++) {
      if (accepts(position) && matched++ < limit) picked.push(position);
    }
  }
  return result(matched, picked);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
}

/** First position after the review a cursor names (`YYYY-MM-DD.ID`): order is date desc, then id desc. */
function afterCursor(index: ReviewIndex, cursor: string): number {
  const [day, id] = cursor.split('.') as [string, string];
  let lo = 0;
  let hi = index.size;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const date = index.dates[mid]!;
    if (date > day || (date === day && index.ids[mid]! >= id)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * One page of the reviews dated on or after `since` (a calendar date), newest first: at most `limit` reviews and
 * PAGE_BYTES of them, from the review after `cursor`. A future date gives none. The cursor names a review by date
 * and id, not by position, so paging stays exact when a deploy adds or removes reviews in between.
 */
export function reviewsSince(index: ReviewIndex, { since, limit, cursor }: SinceQuery): SinceResult {
  const end = countOnOrAfter(index, since);
  const start = cursor === undefined ? 0 : Math.min(afterCursor(index, cursor), end);
  const reviews = fitPage(index, range(start, Math.min(end, start + limit)));
  const last = reviews.at(-1);
  const next_cursor = last && start + reviews.length < end ? `${last.date}.${last.id}` : null;
  return { since, matched: end, returned: reviews.length, limit, next_cursor, reviews };
}
