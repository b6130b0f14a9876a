/**
 * For content editors: imports reviews into content/reviews/ (see the README's editors section).
 *
 *   npm run import -- google reviews.json   # a Google Business Profile reviews list, as the API returns it
 *   npm run import -- csv reviews.csv       # a CSV with a header row of review field names
 *
 * All or nothing: any problem is listed by line or record and field, and nothing is written. CONTENT_DIR chooses
 * another content folder.
 */
import { readFileSync } from 'node:fs';
import { contentDir } from '../src/content/load-content.ts';
import { readCsvReviews } from '../src/content/import/csv.ts';
import { readGoogleReviews } from '../src/content/import/google.ts';
import { describeSummary, importReviews } from '../src/content/import/import-reviews.ts';

const readers = { google: readGoogleReviews, csv: readCsvReviews };
const [kind, file, ...rest] = process.argv.slice(2);
if (!kind || !(kind in readers) || !file || rest.length) {
  console.error('Usage: npm run import -- google <file.json>\n       npm run import -- csv <file.csv>');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`Cannot read ${file}: ${(error as Error).message}`);
  process.exit(1);
}
const read = readers[kind as keyof typeof readers](text, file);
const summary = importReviews(contentDir(), read, new Date().toISOString().slice(0, 10));
const message = describeSummary(summary);
if (summary.problems.length) {
  console.error(message);
  process.exit(1);
}
console.log(message);
