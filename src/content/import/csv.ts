import { parse } from 'csv-parse/sync';
import type { ContentProblem } from '../content-error.ts';
import { isDay, type ImportedReview, type ImportRead } from './imported.ts';

/** The columns a review CSV may have; the first six must be in the header (values of the nullable ones may be empty). */
export const CSV_COLUMNS = {
  author: 'required: display name as the reviewer gave it',
  rating: 'required: 1 to 5',
  date: 'required: YYYY-MM-DD',
  text: 'required column, empty for a rating-only review',
  source: 'required: google, yelp, facebook, bbb, direct ... (lower case)',
  source_url: 'required column, empty when there is no permalink',
  source_review_id: "optional: the review's id at the source; else source_url, else author and date identify it",
  author_avatar_url: 'optional',
  owner_reply_text: "optional: the business's public reply",
  owner_reply_date: 'optional: YYYY-MM-DD, required with owner_reply_text',
  corrected_on: 'optional: the day the review changed at the source (else the day of the import)',
} as const;
const REQUIRED = ['author', 'rating', 'date', 'text', 'source', 'source_url'] as const;

type Row = Partial<Record<keyof typeof CSV_COLUMNS, string>>;

/** Reads a review CSV: a header row of field names, then one review a record, RFC 4180 quoting. */
export function readCsvReviews(csv: string, file: string): ImportRead {
  let records: { record: Row; info: { lines: number } }[];
  try {
    // Line endings made \n first: csv-parse's line count is one too high in CRLF files, and text keeps \n paragraphs.
    records = parse(csv.replace(/\r\n?/g, '\n'), {
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim());
        const unknown = names.filter((n) => !(n in CSV_COLUMNS));
        const missing = REQUIRED.filter((n) => !names.includes(n));
        if (unknown.length || missing.length) {
          throw new Error([
            unknown.length && `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}`,
            missing.length && `missing column${missing.length > 1 ? 's' : ''} ${missing.map((n) => `"${n}"`).join(', ')}`,
          ].filter(Boolean).join('; ') + ` (columns: ${Object.keys(CSV_COLUMNS).join(', ')})`);
        }
        return names;
      },
      info: true,
      skip_empty_lines: true,
    }) as typeof records;
  } catch (error) {
    const message = (error as Error).message.replace(/^Invalid Record Length: /, '');
    return { reviews: [], problems: [{ file, message: `is not a readable review CSV: ${message}` }], refused: 0 };
  }

  const reviews: ImportedReview[] = [];
  const problems: ContentProblem[] = [];
  let refused = 0;
  for (const { record: row, info } of records) {
    // csv-parse gives the line a record ends on; it spans one more line per newline inside its quoted fields.
    const line = info.lines - Object.values(row).reduce((n, v) => n + (v?.match(/\n/g)?.length ?? 0), 0);
    const record = `line ${line}`;
    const mine: ContentProblem[] = [];
    const problem = (field: string, message: string) => mine.push({ file, record, field, message });
    const value = (name: keyof typeof CSV_COLUMNS) => {
      const v = row[name]?.trim();
      return v ? v : null;
    };

    const ratingText = value('rating');
    const rating = ratingText && /^[1-5]$/.test(ratingText) ? Number(ratingText) : null;
    if (!rating) problem('rating', `must be a whole number from 1 to 5 (got ${JSON.stringify(ratingText ?? '')})`);
    const date = value('date');
    if (!date) problem('date', 'is missing');
    else if (!isDay(date)) problem('date', `is not a real day as YYYY-MM-DD (got ${JSON.stringify(date)})`);
    const author = value('author');
    if (!author) problem('author', 'is missing');
    const source = value('source');
    if (!source) problem('source', 'is missing');
    const replyText = value('owner_reply_text');
    const replyDate = value('owner_reply_date');
    if (replyText && !replyDate) problem('owner_reply_date', 'is required with owner_reply_text');
    if (replyDate && !replyText) problem('owner_reply_text', 'is required with owner_reply_date');
    if (replyDate && !isDay(replyDate)) problem('owner_reply_date', `is not a real day as YYYY-MM-DD (got ${JSON.stringify(replyDate)})`);
    const correctedOn = value('corrected_on');
    if (correctedOn && !isDay(correctedOn)) problem('corrected_on', `is not a real day as YYYY-MM-DD (got ${JSON.stringify(correctedOn)})`);

    if (mine.length || !rating || !date || !author || !source) {
      problems.push(...mine);
      refused++;
      continue;
    }
    const sourceUrl = value('source_url');
    reviews.push({
      where: `${file}, ${record}`,
      sourceId: value('source_review_id') ?? sourceUrl ?? `${author}\n${date}`,
      changedOn: correctedOn,
      fields: {
        author,
        author_avatar_url: value('author_avatar_url'),
        rating,
        date,
        // Text keeps its inner line breaks (paragraphs); only the ends are trimmed.
        text: value('text'),
        source,
        source_url: sourceUrl,
        owner_reply: replyText && replyDate ? { text: replyText, date: replyDate } : null,
      },
    });
  }
  return { reviews, problems, refused };
}
