import type { Business } from '../schemas/business.ts';
import type { Review } from '../schemas/review.ts';
import type { AggregateRating, ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { compareNewestFirst } from '../datasets/order.ts';
import { contentEtag } from '../http/content-hash.ts';
import { fold } from '../text/normalize.ts';
import { buildTextIndex, type TextIndex } from './text-index.ts';

/**
 * Which reviews mention which catalogue entries (technicians or services), as one bit per entry per review, plus
 * each entry's ascending list of review positions.
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
 * The dataset plus the indexes the queries run on. Positions are indexes into `reviews` (newest first), so any
 * ascending list of positions is already in the served order.
 */
export interface ReviewIndex {
  business: Business;
  /** Newest first (date desc, then id desc). */
  reviews: Review[];
  aggregate_rating: AggregateRating;
  updated: string | null;
  /** SHA-256 (128 bits, hex) of the dataset as served in /reviews.json: the /reviews.json ETag without quotes. */
  contentHash: string;
  text: TextIndex;
  ratings: Uint8Array;
  /** Positions of the reviews of each star rating (index 1 to 5). */
  ratingPostings: Uint32Array[];
  technicians: MentionColumn;
  services: MentionColumn;
  /** Folded texts, filled on first use (only queries with punctuation or spaces read them). */
  foldedTexts: (string | null | undefined)[];
}

/** Content hash of a dataset: hex SHA-256 (128 bits) of exactly the bytes of /reviews.json. */
export function datasetContentHash(dataset: ReviewsDataset): string {
  return contentEtag(JSON.stringify(dataset)).slice(1, -1);
}

function mentionColumn(
  reviews: readonly Review[],
  entries: { id: string; names: string[] }[],
  mentionsOf: (review: Review) => string[],
): MentionColumn {
  const ids = entries.map((e) => e.id);
  const bit = new Map(ids.map((id, i) => [id, i]));
  const words = Math.max(1, Math.ceil(ids.length / 32));
  const masks = new Uint32Array(reviews.length * words);
  const lists = new Map<string, number[]>(ids.map((id) => [id, []]));
  reviews.forEach((review, position) => {
    for (const id of mentionsOf(review)) {
      const b = bit.get(id);
      if (b === undefined) continue;
      masks[position * words + (b >>> 5)]! |= 1 << (b & 31);
      lists.get(id)!.push(position);
    }
  });
  const byName = new Map<string, string[]>();
  for (const { id, names } of entries) {
    for (const name of names) {
      const key = fold(name.trim());
      const known = byName.get(key) ?? [];
      if (!known.includes(id)) byName.set(key, [...known, id]);
    }
  }
  const postings = new Map([...lists].map(([id, list]) => [id, Uint32Array.from(list)]));
  return { ids, words, masks, postings, byName };
}

/**
 * The index over a dataset's reviews, text index included. Built at build time for the functions (see
 * compact-index.ts); also the way to get an index from a dataset loaded in memory (MCP, tests, benchmarks).
 */
export function buildReviewIndex(dataset: ReviewsDataset, text?: TextIndex, contentHash?: string): ReviewIndex {
  const reviews = isNewestFirst(dataset.reviews) ? dataset.reviews : [...dataset.reviews].sort(compareNewestFirst);
  const { business } = dataset;
  return {
    business,
    reviews,
    aggregate_rating: dataset.aggregate_rating,
    updated: dataset.updated,
    contentHash: contentHash ?? datasetContentHash(dataset),
    text: text ?? buildTextIndex(reviews.map((r) => r.text)),
    ratings: Uint8Array.from(reviews, (r) => r.rating),
    ratingPostings: [0, 1, 2, 3, 4, 5].map((stars) => positionsWhere(reviews, (r) => r.rating === stars)),
    technicians: mentionColumn(
      reviews,
      business.technicians.map((t) => ({
        id: t.id,
        names: [t.id, t.name, t.name.trim().split(/\s+/)[0]!, ...t.aliases],
      })),
      (r) => r.mentions.technicians,
    ),
    services: mentionColumn(
      reviews,
      business.services.map((s) => ({ id: s.id, names: [s.id, s.label] })),
      (r) => r.mentions.services,
    ),
    foldedTexts: new Array(reviews.length),
  };
}

function positionsWhere(reviews: readonly Review[], test: (review: Review) => boolean): Uint32Array {
  const positions: number[] = [];
  reviews.forEach((review, position) => test(review) && positions.push(position));
  return Uint32Array.from(positions);
}

function isNewestFirst(reviews: readonly Review[]): boolean {
  for (let i = 1; i < reviews.length; i++) if (compareNewestFirst(reviews[i - 1]!, reviews[i]!) > 0) return false;
  return true;
}

/** The dataset an index was built from, as served in /reviews.json. */
export function datasetOf(index: ReviewIndex): ReviewsDataset {
  return {
    business: index.business,
    aggregate_rating: index.aggregate_rating,
    updated: index.updated,
    reviews: index.reviews,
  };
}
