/**
 * For content editors: one review at a time, without writing JSON or a ULID by hand (see the README).
 *
 *   npm run review -- add --author "Hannah P." --rating 5 --date 2025-06-14 --source google [--text "..."]
 *                         [--source-url URL] [--source-id ID] [--reply-text "..." --reply-date YYYY-MM-DD]
 *   npm run review -- correct <id> [--text "..."] [--rating N] [--author "..."] [--on YYYY-MM-DD]
 *   npm run review -- reply <id> --text "..." [--date YYYY-MM-DD]
 *   npm run review -- remove <id>
 *
 * Validated as the build validates content; any problem is listed and nothing is written.
 */
import { parseArgs } from 'node:util';
import { describeProblem } from '../src/content/content-error.ts';
import { contentDir } from '../src/content/load-content.ts';
import { editReview } from '../src/content/import/edit-review.ts';
import { importedId, type ImportedReview } from '../src/content/import/imported.ts';
import { describeSummary, importReviews } from '../src/content/import/import-reviews.ts';

const USAGE = "Usage: npm run review -- add|correct|reply|remove ... (see the README's editors section)";
const today = new Date().toISOString().slice(0, 10);
const fail = (message: string, code = 1): never => {
  console.error(message);
  process.exit(code);
};

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: Object.fromEntries(
      ['author', 'rating', 'date', 'text', 'source', 'source-url', 'source-id', 'reply-text', 'reply-date', 'on'].map(
        (name) => [name, { type: 'string' as const }],
      ),
    ),
  });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`, 2);
}
const {
  positionals: [command, id, ...extra],
  values: o,
} = parsed!;
const option = (name: string) => o[name] as string | undefined;
const nullable = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
// A rating that is not 1-5 is passed on as given, so the content validation names it.
const rating =
  option('rating') === undefined ? undefined : /^\d+$/.test(option('rating')!) ? Number(option('rating')) : NaN;

const dir = contentDir();
if (command === 'add') {
  if (id !== undefined) fail(`add takes no id (it is made from the date, source and author)\n${USAGE}`, 2);
  const missing = ['author', 'rating', 'date', 'source'].filter((name) => !option(name));
  if (missing.length) fail(`add needs ${missing.map((m) => `--${m}`).join(', ')}\n${USAGE}`, 2);
  const replyText = option('reply-text');
  const review: ImportedReview = {
    where: 'command line',
    sourceId: option('source-id') ?? option('source-url') ?? `${option('author')}\n${option('date')}`,
    changedOn: null,
    fields: {
      author: option('author')!,
      author_avatar_url: null,
      rating: rating!,
      date: option('date')!,
      text: nullable(option('text')) ?? null,
      source: option('source')!,
      source_url: option('source-url') ?? null,
      owner_reply: replyText ? { text: replyText, date: option('reply-date') ?? today } : null,
    },
  };
  const summary = importReviews(dir, { reviews: [review], problems: [], refused: 0 }, today);
  if (summary.problems.length) fail(describeSummary(summary));
  console.log(
    summary.added
      ? `Added review ${importedId(review)}.`
      : `Review ${importedId(review)} is already there: nothing written.`,
  );
} else if (command === 'correct' || command === 'reply' || command === 'remove') {
  if (!id || extra.length) fail(`${command} takes one review id\n${USAGE}`, 2);
  if (command === 'reply' && !option('text')) fail(`reply needs --text\n${USAGE}`, 2);
  const outcome = editReview(
    dir,
    command === 'remove'
      ? { kind: 'remove', id: id! }
      : command === 'reply'
        ? { kind: 'reply', id: id!, text: option('text')!, date: option('date') }
        : {
            kind: 'correct',
            id: id!,
            text: nullable(option('text')),
            rating,
            author: option('author'),
            on: option('on'),
          },
    today,
  );
  if (outcome.problems.length)
    fail(`Nothing written:\n${outcome.problems.map((p) => `  - ${describeProblem(p)}`).join('\n')}`);
  console.log(
    `${command === 'remove' ? 'Removed' : command === 'reply' ? 'Replied to' : 'Corrected'} review ${id}; wrote ${outcome.written.join(', ')}.`,
  );
} else {
  fail(USAGE, 2);
}
