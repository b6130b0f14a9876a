import type { Business } from '../schemas/business.ts';
import type { Review } from '../schemas/review.ts';
import type { AggregateRating, ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { compareNewestFirst } from '../datasets/order.ts';
import { contentEtag } from '../http/content-hash.ts';
import { fold } from '../text/normalize.ts';
import { buildTextIndex, type TextIndex } from './text-index.ts';

/**
 * Which reviews mention which catalogue entries (technicians, services or service areas), as one bit per entry per
 * review, plus each entry's ascending list of review positions.
 */
export interface MentionColumn {
  ids: string[];
  /** 32-bit words per review. */
  words: number;
  masks: Uint32Array;
  postings: Map<string, Uint32Array>;
  /** Folded id, name, first name, alias or label -> entry ids. */
  byName: Map<string, string[]>;
}

/**
 * The dataset plus the indexes the queries run on. Positions count from 0 in the served order (newest first: date
 * desc, then id desc), so any ascending list of positions is already in that order. Reviews are read through
 * `review(position)`: an index loaded from the build's file (compact-index.ts) parses a review only when a query
 * returns it, so an instance holds only the reviews its answers have returned; the columns answer the filters.
 */
export interface ReviewIndex {
  business: Business;
  aggregate_rating: AggregateRating;
  updated: string | null;
  /** SHA-256 (128 bits, hex) of the dataset as served in /reviews.json: the /reviews.json ETag without quotes. */
  contentHash: string;
  /** Bytes of /reviews.json (what a client downloading the whole dataset gets). */
  datasetBytes: number;
  /** Number of reviews. */
  size: number;
  /** Review at a position (0 <= position < size). */
  review(position: number): Review;
  /**
   * That review's text alone, for checking a phrase against it: read without keeping the review, so a search that
   * checks most reviews holds their folded texts (`foldedTexts`), not every review as an object too.
   */
  reviewText(position: number): string | null;
  /** UTF-8 bytes of that review's JSON, as a page of results counts them; measured once per review and kept. */
  reviewBytes(position: number): number;
  /** Columns per position: date (YYYY-MM-DD), id, star rating. */
  dates: readonly string[];
  ids: readonly string[];
  ratings: Uint8Array;
  text: TextIndex;
  /** Positions of the reviews of each star rating (index 1 to 5). */
  ratingPostings: Uint32Array[];
  technicians: MentionColumn;
  services: MentionColumn;
  serviceAreas: MentionColumn;
  /** Folded texts, filled on first use (only queries with punctuation or spaces read them). */
  foldedTexts: (string | null | undefined)[];
  /** Position of a review id; -1 when there is none. */
  positionOf(id: string): number;
}

/** What an index is made of: the catalogue, per-review columns, a way to read one review, and the mention bits. */
export type IndexParts = Omit<
  ReviewIndex,
  'ratingPostings' | 'technicians' | 'services' | 'serviceAreas' | 'foldedTexts' | 'positionOf' | 'reviewBytes' | 'ids'
> & {
  masks: MentionMasks;
  /** The id column, or how to make it when a query first reads it (a loaded index: 100k strings at cold start). */
  ids: readonly string[] | (() => readonly string[]);
};

export type MentionGroup = 'technicians' | 'services' | 'service_areas';
export type MentionMasks = Record<MentionGroup, Uint32Array>;

/** Content hash (hex SHA-256, 128 bits, of exactly the bytes of /reviews.json) and size of /reviews.json. */
function servedForm(dataset: ReviewsDataset): { contentHash: string; bytes: number } {
  const served = JSON.stringify(dataset);
  return { contentHash: contentEtag(served).slice(1, -1), bytes: Buffer.byteLength(served) };
}

/** Each catalogue group's entries, with the names a query may use for them. */
export function catalogueEntries(business: Business): Record<MentionGroup, { id: string; names: string[] }[]> {
  return {
    technicians: business.technicians.map((t) => ({
      id: t.id,
      names: [t.id, t.name, t.name.trim().split(/\s+/)[0]!, ...t.aliases],
    })),
    services: business.services.map((s) => ({ id: s.id, names: [s.id, s.label] })),
    service_areas: business.service_areas.map((a) => ({ id: a.id, names: [a.id, a.name] })),
  };
}

const wordsFor = (entries: number) => Math.max(1, Math.ceil(entries / 32));

/** One bit per catalogue entry per review, from the reviews' resolved mentions. */
function mentionMasks(business: Business, reviews: readonly Review[]): MentionMasks {
  const entries = catalogueEntries(business);
  const masksOf = (group: MentionGroup) => {
    const bit = new Map(entries[group].map((e, i) => [e.id, i]));
    const words = wordsFor(entries[group].length);
    const masks = new Uint32Array(reviews.length * words);
    reviews.forEach((review, position) => {
      for (const id of review.mentions[group]) {
        const b = bit.get(id);
        if (b !== undefined) masks[position * words + (b >>> 5)]! |= 1 << (b & 31);
      }
    });
    return masks;
  };
  return {
    technicians: masksOf('technicians'),
    services: masksOf('services'),
    service_areas: masksOf('service_areas'),
  };
}

function mentionColumn(entries: { id: string; names: string[] }[], masks: Uint32Array, size: number): MentionColumn {
  const ids = entries.map((e) => e.id);
  const words = wordsFor(ids.length);
  const lists = ids.map((): number[] => []);
  for (let position = 0; position < size; position++) {
    for (let w = 0; w < words; w++) {
      let bits = masks[position * words + w]!;
      while (bits !== 0) {
        const low = 31 - Math.clz32(bits & -bits);
        lists[w * 32 + low]?.push(position);
        bits &= bits - 1;
      }
    }
  }
  const byName = new Map<string, string[]>();
  for (const { id, names } of entries) {
    for (const name of names) {
      const key = fold(name.trim());
      const known = byName.get(key) ?? [];
      if (!known.includes(id)) byName.set(key, [...known, id]);
    }
  }
  const postings = new Map(ids.map((id, i) => [id, Uint32Array.from(lists[i]!)]));
  return { ids, words, masks, postings, byName };
}

/** The positions of each rating, 0 to 5 stars, ascending: counted, then filled (part of every cold start). */
function ratingPositions(ratings: Uint8Array): Uint32Array[] {
  const counts = new Uint32Array(6);
  for (let position = 0; position < ratings.length; position++) counts[ratings[position]!]!++;
  const lists = Array.from(counts, (count) => new Uint32Array(count));
  const filled = new Uint32Array(6);
  for (let position = 0; position < ratings.length; position++) {
    const rating = ratings[position]!;
    if (rating <= 5) lists[rating]![filled[rating]!++] = position;
  }
  return lists;
}

/** The index over its parts: the posting lists of ratings and mentions are derived here (O(n)). */
export function indexOf(parts: IndexParts): ReviewIndex {
  const entries = catalogueEntries(parts.business);
  let byId: Map<string, number> | undefined;
  const bytes = new Uint32Array(parts.size);
  const { masks, ids, ...rest } = parts;
  let idList = typeof ids === 'function' ? undefined : ids;
  const allIds = () => (idList ??= (ids as () => readonly string[])());
  return {
    ...rest,
    get ids() {
      return allIds();
    },
    reviewBytes: (position) => (bytes[position] ||= Buffer.byteLength(JSON.stringify(parts.review(position)))),
    ratingPostings: ratingPositions(parts.ratings),
    technicians: mentionColumn(entries.technicians, masks.technicians, parts.size),
    services: mentionColumn(entries.services, masks.services, parts.size),
    serviceAreas: mentionColumn(entries.service_areas, masks.service_areas, parts.size),
    foldedTexts: new Array(parts.size),
    positionOf: (id) => (byId ??= new Map(allIds().map((x, i) => [x, i]))).get(id) ?? -1,
  };
}

/**
 * The index over a dataset in memory, text index included (unless given). Built at build time for the functions'
 * file (see compact-index.ts); also the way to get an index for tests, benchmarks and the site's own pages.
 */
export function buildReviewIndex(
  dataset: ReviewsDataset,
  text?: TextIndex,
  served?: { contentHash: string; bytes: number },
): ReviewIndex {
  const reviews = isNewestFirst(dataset.reviews) ? dataset.reviews : [...dataset.reviews].sort(compareNewestFirst);
  const { contentHash, bytes } = served ?? servedForm(dataset);
  return indexOf({
    business: dataset.business,
    aggregate_rating: dataset.aggregate_rating,
    updated: dataset.updated,
    contentHash,
    datasetBytes: bytes,
    size: reviews.length,
    review: (position) => reviews[position]!,
    reviewText: (position) => reviews[position]!.text,
    dates: reviews.map((r) => r.date),
    ids: reviews.map((r) => r.id),
    ratings: Uint8Array.from(reviews, (r) => r.rating),
    text: text ?? buildTextIndex(reviews.map((r) => r.text)),
    masks: mentionMasks(dataset.business, reviews),
  });
}

function isNewestFirst(reviews: readonly Review[]): boolean {
  for (let i = 1; i < reviews.length; i++) if (compareNewestFirst(reviews[i - 1]!, reviews[i]!) > 0) return false;
  return true;
}

/** The reviews at some positions, in the order given. */
export function reviewsAt(index: ReviewIndex, positions: ArrayLike<number>): Review[] {
  return Array.from(positions, (position) => index.review(position));
}

/** The dataset an index was built from, as served in /reviews.json (reads every review: for small datasets). */
export function datasetOf(index: ReviewIndex): ReviewsDataset {
  return {
    business: index.business,
    aggregate_rating: index.aggregate_rating,
    updated: index.updated,
    reviews: Array.from({ length: index.size }, (_, i) => index.review(i)),
  };
}
