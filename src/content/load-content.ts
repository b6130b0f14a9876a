import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Business } from '../schemas/business.ts';
import { ReviewInput, type Review } from '../schemas/review.ts';
import { compareNewestFirst } from '../datasets/order.ts';
import { ContentError, issuesToProblems, type ContentProblem } from './content-error.ts';
import { createMentionResolver } from './mentions.ts';

export interface Content {
  business: Business;
  /** Newest first (date desc, then id desc). */
  reviews: Review[];
  /** Newest date found in the content: review dates, reply dates, corrections. */
  updated: string | null;
}

/** The content folder: CONTENT_DIR when set (benchmarks, tests), else ./content. */
export function contentDir(): string {
  return resolve(process.env.CONTENT_DIR ?? 'content');
}

/** A content file as read: its label (for error messages) and its JSON, or why it could not be read. */
export interface ContentFile {
  file: string;
  json: unknown;
  readError?: string;
}

/** Reads one content file as JSON, labelled by its path relative to the working directory. */
export function readJson(path: string): ContentFile {
  const file = relative(process.cwd(), path) || path;
  try {
    return { file, json: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    return { file, json: undefined, readError: `cannot be read as JSON: ${(error as Error).message}` };
  }
}

/** Content before validation: business.json and the review files (each must hold a JSON array of reviews). */
export interface ContentSource {
  business: ContentFile;
  /** Iterated once; loadContent reads each file as it is reached, so only one file's JSON is held at a time. */
  reviewFiles: Iterable<ContentFile>;
}

/**
 * Reads and validates content/business.json and every content/reviews/*.json (each an array of reviews), resolves
 * mentions, and returns the reviews newest first. Any problem throws a ContentError listing all of them, each with
 * the file, the record and the field.
 */
export function loadContent(dir = contentDir()): Content {
  const business = readJson(join(dir, 'business.json'));
  const reviewsDir = join(dir, 'reviews');
  const files = readdirSync(reviewsDir).filter((f) => f.endsWith('.json')).sort();
  function* reviewFiles() {
    for (const name of files) yield readJson(join(reviewsDir, name));
  }
  return contentFromSource({ business, reviewFiles: reviewFiles() });
}

/**
 * loadContent's validation and mention resolution, on JSON already in memory (so tests and benchmarks get
 * generated reviews exactly as the build would load them).
 */
export function contentFromSource(source: ContentSource): Content {
  const problems: ContentProblem[] = [];
  const readable = ({ file, readError }: ContentFile) => {
    if (readError) problems.push({ file, message: readError });
    return !readError;
  };
  const businessParsed = readable(source.business) ? Business.safeParse(source.business.json) : undefined;
  if (businessParsed && !businessParsed.success) {
    problems.push(...issuesToProblems(source.business.file, businessParsed.error.issues, 'business'));
  }
  const business = businessParsed?.success ? businessParsed.data : undefined;

  const inputs: { file: string; review: ReviewInput }[] = [];
  for (const reviewFile of source.reviewFiles) {
    if (!readable(reviewFile)) continue;
    const { file, json: raw } = reviewFile;
    if (!Array.isArray(raw)) {
      problems.push({ file, message: 'must hold a JSON array of reviews' });
      continue;
    }
    raw.forEach((record: unknown, index) => {
      const parsed = ReviewInput.safeParse(record);
      const id = (record as { id?: unknown } | null)?.id;
      const recordName = `record ${index}${typeof id === 'string' ? ` (id ${id})` : ''}`;
      if (!parsed.success) problems.push(...issuesToProblems(file, parsed.error.issues, recordName));
      else inputs.push({ file, review: parsed.data });
    });
  }

  const known = business && {
    technicians: new Set(business.technicians.map((t) => t.id)),
    services: new Set(business.services.map((s) => s.id)),
    service_areas: new Set(business.service_areas.map((a) => a.id)),
  };
  const firstFileOfId = new Map<string, string>();
  for (const { file, review } of inputs) {
    const record = `record id ${review.id}`;
    const earlier = firstFileOfId.get(review.id);
    if (earlier) problems.push({ file, record, field: 'id', message: `duplicate id, already used in ${earlier}` });
    else firstFileOfId.set(review.id, file);
    if (review.owner_reply && review.owner_reply.date < review.date) {
      problems.push({ file, record, field: 'owner_reply.date', message: `reply dated before the review (${review.date})` });
    }
    if (review.corrected_on && review.corrected_on < review.date) {
      problems.push({ file, record, field: 'corrected_on', message: `correction dated before the review (${review.date})` });
    }
    if (!known) continue;
    for (const key of ['technicians', 'services', 'service_areas'] as const) {
      for (const tag of review.tags?.[key] ?? []) {
        if (!known[key].has(tag)) {
          problems.push({ file, record, field: `tags.${key}`, message: `unknown id "${tag}"; known: ${[...known[key]].join(', ')}` });
        }
      }
    }
  }
  if (problems.length || !business) throw new ContentError(problems);

  const resolver = createMentionResolver(business);
  let updated: string | null = null;
  const reviews: Review[] = inputs.map(({ review: r }) => {
    for (const date of [r.date, r.owner_reply?.date, r.corrected_on]) {
      if (date && (updated === null || date > updated)) updated = date;
    }
    // Written out so every review has the served fields in the same order, corrected or not.
    return {
      id: r.id, author: r.author, author_avatar_url: r.author_avatar_url, rating: r.rating, date: r.date, text: r.text,
      source: r.source, source_url: r.source_url, owner_reply: r.owner_reply, corrected_on: r.corrected_on ?? null,
      verified: r.verified, mentions: resolver.resolve(r.text, r.tags),
    };
  });
  reviews.sort(compareNewestFirst);
  return { business, reviews, updated };
}
