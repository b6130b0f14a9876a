/**
 * npm run analyze -- [--rating N] "text of a review"   (or the text on standard input)
 * Prints the analysis of one text as JSON: sentiment, aspects with the phrase that carries each, entities.
 * Technicians, services and areas are resolved against content/business.json (CONTENT_DIR to use another folder).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '../src/content/load-content.ts';
import { analyzeReviewText } from '../src/insights/analyze-review.ts';
import { Business } from '../src/schemas/business.ts';

const args = process.argv.slice(2);
const ratingAt = args.indexOf('--rating');
const rating = ratingAt === -1 ? undefined : Number(args.splice(ratingAt, 2)[1]);
if (rating !== undefined && !(Number.isInteger(rating) && rating >= 1 && rating <= 5)) {
  console.error('--rating must be a whole number of stars from 1 to 5');
  process.exit(2);
}
const text = (args.length ? args.join(' ') : process.stdin.isTTY ? '' : readFileSync(0, 'utf8')).trim();
if (!text) {
  console.error('usage: npm run analyze -- [--rating N] "text of a review"   (or pipe the text on standard input)');
  process.exit(2);
}
const business = Business.parse(JSON.parse(readFileSync(join(contentDir(), 'business.json'), 'utf8')));
console.log(JSON.stringify(analyzeReviewText(text, business, rating), null, 2));
