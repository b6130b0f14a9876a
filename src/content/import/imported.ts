import { createHash } from 'node:crypto';
import { IsoDate } from '../../schemas/primitives.ts';
import type { ContentProblem } from '../content-error.ts';
import { ulid } from '../ulid.ts';

/** A review as read from an import file, before it is matched against the content. */
export interface ImportedReview {
  /** Where it came from, for messages: "reviews.csv, line 4" or "google.json, record 2 (reviewId abc)". */
  where: string;
  /** Identity at the source (Google's reviewId, a CSV's source_review_id, ...); with `source` it fixes the id. */
  sourceId: string;
  /** The day it last changed at the source, when the source says so (used as corrected_on). */
  changedOn: string | null;
  fields: {
    author: string;
    author_avatar_url: string | null;
    rating: number;
    date: string;
    text: string | null;
    source: string;
    source_url: string | null;
    owner_reply: { text: string; date: string } | null;
  };
}

/** What a reader of an import file found: the reviews it could read and the problems of the others. */
export interface ImportRead {
  reviews: ImportedReview[];
  problems: ContentProblem[];
  /** How many records were refused (each may have several problems). */
  refused: number;
}

/**
 * The review's id: a ULID whose time part is the review's day (midnight UTC) and whose random part is the SHA-256 of
 * source and source id, so the same review imported again gets the same id and is found, never added twice.
 */
export function importedId(review: ImportedReview): string {
  const hash = createHash('sha256').update(`${review.fields.source}\n${review.sourceId}`).digest();
  let i = 0;
  return ulid(Date.parse(`${review.fields.date}T00:00:00Z`), { next: () => hash[i++]! / 256 });
}

/** A real calendar day (YYYY-MM-DD) or null. */
export const isDay = (value: string) => IsoDate.safeParse(value).success;

/**
 * The UTC day of an RFC 3339 timestamp, or why it is not one ("2025-02-30T10:00:00Z" is impossible, not March 2nd).
 */
export function dayOfTimestamp(value: unknown): { day: string } | { error: string } {
  if (typeof value !== 'string' || !value) return { error: 'is missing' };
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match || !isDay(match[1]!) || Number.isNaN(Date.parse(value))) {
    return { error: `is not a valid timestamp like 2025-06-14T15:04:05Z (got ${JSON.stringify(value)})` };
  }
  return { day: new Date(value).toISOString().slice(0, 10) };
}
