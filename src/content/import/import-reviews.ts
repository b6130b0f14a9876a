import { describeProblem, type ContentProblem } from '../content-error.ts';
import { importedId, isDay, type ImportedReview, type ImportRead } from './imported.ts';
import { ReviewFiles } from './review-files.ts';

export interface ImportSummary {
  added: number;
  corrected: number;
  unchanged: number;
  refused: number;
  /** Empty when the import was written. */
  problems: ContentProblem[];
  /** The content files written (none when nothing changed or something was refused). */
  written: string[];
}

const sameReply = (a: unknown, b: { text: string; date: string } | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b);

/**
 * Merges imported reviews into the content folder. A review not in the content yet is added with its id (see
 * importedId); one whose text, rating or owner reply differs from the content is corrected in place (same id, same
 * file, the editor's other changes such as tags kept); an identical one is left byte-for-byte alone. Text or rating
 * changes set `corrected_on` (the day the source says it changed, else `today`); a new or changed reply carries its own
 * date, which already dates the feed entry, so it sets `corrected_on` only when that date did not move forward.
 * The result is validated as the build validates content; any problem, in the file or in the result, writes nothing.
 */
export function importReviews(dir: string, read: ImportRead, today: string): ImportSummary {
  const files = new ReviewFiles(dir);
  const summary: ImportSummary = { added: 0, corrected: 0, unchanged: 0, refused: read.refused, problems: [...read.problems], written: [] };
  const seen = new Map<string, ImportedReview>();
  const outcome = new Map<string, 'added' | 'corrected'>();
  for (const review of read.reviews) {
    // The readers check dates; this guards other callers (npm run review -- add), since the id is made from it.
    if (!isDay(review.fields.date)) {
      summary.problems.push({ file: review.where, field: 'date', message: `is not a real day as YYYY-MM-DD (got ${JSON.stringify(review.fields.date)})` });
      summary.refused++;
      continue;
    }
    const id = importedId(review);
    const twin = seen.get(id);
    if (twin) {
      summary.problems.push({ file: review.where, message: `the same review as ${twin.where} (same source and source id)` });
      summary.refused++;
      continue;
    }
    seen.set(id, review);
    const existing = files.find(id);
    const fields = review.fields;
    if (!existing) {
      files.add({ id, ...fields });
      outcome.set(id, 'added');
      summary.added++;
      continue;
    }
    const textOrRating = existing.text !== fields.text || existing.rating !== fields.rating;
    const reply = !sameReply(existing.owner_reply, fields.owner_reply);
    if (!textOrRating && !reply) {
      summary.unchanged++;
      continue;
    }
    const replyMovedOn = reply && fields.owner_reply !== null &&
      fields.owner_reply.date > String((existing.owner_reply as { date?: string } | null)?.date ?? '');
    files.update(id, (record) => {
      record.text = fields.text;
      record.rating = fields.rating;
      record.owner_reply = fields.owner_reply;
      if (textOrRating || !replyMovedOn) {
        const day = review.changedOn ?? today;
        record.corrected_on = day < fields.date ? fields.date : day;
      }
    });
    outcome.set(id, 'corrected');
    summary.corrected++;
  }
  if (!summary.problems.length) {
    // The build's own checks on the merged content; a problem in an imported review says where it came from.
    const refusedIds = new Set<string>();
    for (const problem of files.validate()) {
      const id = /\b[0-9A-HJKMNP-TV-Z]{26}\b/.exec(problem.record ?? '')?.[0];
      const from = id && seen.get(id);
      if (from) refusedIds.add(id);
      summary.problems.push(from ? { ...problem, message: `${problem.message} (imported from ${from.where})` } : problem);
    }
    for (const id of refusedIds) summary[outcome.get(id)!]--;
    summary.refused += refusedIds.size;
  }
  if (!summary.problems.length) summary.written = files.write();
  return summary;
}

/** The summary as the import command prints it. */
export function describeSummary(summary: ImportSummary): string {
  const counts = `added ${summary.added}, corrected ${summary.corrected}, unchanged ${summary.unchanged}, refused ${summary.refused}`;
  if (summary.problems.length) {
    return [`Import refused, nothing written (${counts}):`, ...summary.problems.map((p) => `  - ${describeProblem(p)}`)].join('\n');
  }
  const written = summary.written.length ? `wrote ${summary.written.join(', ')}` : 'nothing to write';
  return `Imported: ${counts}; ${written}.`;
}
