import type { ContentProblem } from '../content-error.ts';
import { isDay } from './imported.ts';
import { ReviewFiles } from './review-files.ts';

/** One editor's change to one review, as `npm run review -- correct|remove|reply` takes it. */
export type ReviewEdit =
  | { kind: 'correct'; id: string; text?: string | null; rating?: number; author?: string; on?: string }
  | { kind: 'remove'; id: string }
  | { kind: 'reply'; id: string; text: string; date?: string };

export interface EditOutcome {
  problems: ContentProblem[];
  written: string[];
}

/**
 * Applies one edit to the content folder, validated as the build validates content and written all or nothing.
 * A correction sets `corrected_on` (default: today). A reply sets `owner_reply` dated `date` (default: today) and no
 * `corrected_on`: the reply's own date is what dates the feed entry.
 */
export function editReview(dir: string, edit: ReviewEdit, today: string): EditOutcome {
  const files = new ReviewFiles(dir);
  const problem = (field: string | undefined, message: string): EditOutcome =>
    ({ problems: [{ file: 'command line', record: `review ${edit.id}`, field, message }], written: [] });
  if (!files.find(edit.id)) return problem('id', 'no review has this id');
  for (const [field, day] of [['on', edit.kind === 'correct' ? edit.on : undefined], ['date', edit.kind === 'reply' ? edit.date : undefined]] as const) {
    if (day !== undefined && !isDay(day)) return problem(field, `is not a real day as YYYY-MM-DD (got ${JSON.stringify(day)})`);
  }
  if (edit.kind === 'remove') files.remove(edit.id);
  else if (edit.kind === 'reply') files.update(edit.id, (r) => void (r.owner_reply = { text: edit.text, date: edit.date ?? today }));
  else {
    const { text, rating, author } = edit;
    if (text === undefined && rating === undefined && author === undefined) return problem(undefined, 'nothing to correct: give --text, --rating or --author');
    files.update(edit.id, (r) => {
      if (text !== undefined) r.text = text;
      if (rating !== undefined) r.rating = rating;
      if (author !== undefined) r.author = author;
      r.corrected_on = edit.on ?? today;
    });
  }
  const problems = files.validate();
  return { problems, written: problems.length ? [] : files.write() };
}
