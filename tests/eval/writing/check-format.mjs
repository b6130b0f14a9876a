// Checks the format of an evaluation set file and prints its counts. Usage: node check-format.mjs <file.json>
// Copied out of the repository, beside guideline.txt, for the helper who writes a set (README.md here).
import { readFileSync } from 'node:fs';

// The aspect ids, as the guideline beside this file lists them ("- workmanship: ...").
const ASPECTS = [...readFileSync(new URL('guideline.txt', import.meta.url), 'utf8').matchAll(/^- ([a-z-]+):/gm)].map(
  (m) => m[1],
);
const POLARITIES = ['positive', 'negative', 'neutral'];
const file = process.argv[2];
if (!file) throw new Error('usage: node check-format.mjs <file.json>');
const set = JSON.parse(readFileSync(file, 'utf8'));
const problems = [];
if (typeof set.description !== 'string' || set.description.length < 20)
  problems.push('description: a sentence or more');
if (set.version !== 1) problems.push('version: must be 1');
if (!Array.isArray(set.items)) problems.push('items: must be an array');
const items = Array.isArray(set.items) ? set.items : [];
const texts = new Set();
const counts = { positive: 0, negative: 0, neutral: 0 };
const ratings = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
let unlabelled = 0;
items.forEach((item, i) => {
  const at = `items[${i}]`;
  const keys = Object.keys(item).sort().join(',');
  if (keys !== 'labels,rating,text') problems.push(`${at}: exactly the keys text, rating, labels (has ${keys})`);
  if (typeof item.text !== 'string' || !item.text.trim()) problems.push(`${at}.text: a non-empty string`);
  else if (texts.has(item.text)) problems.push(`${at}.text: the same text twice`);
  else texts.add(item.text);
  if (![1, 2, 3, 4, 5].includes(item.rating)) problems.push(`${at}.rating: an integer 1-5`);
  else ratings[item.rating]++;
  if (typeof item.labels !== 'object' || item.labels === null || Array.isArray(item.labels))
    return problems.push(`${at}.labels: an object of aspect to polarity`);
  const entries = Object.entries(item.labels);
  if (entries.length === 0) unlabelled++;
  for (const [aspect, polarity] of entries) {
    if (!ASPECTS.includes(aspect)) problems.push(`${at}.labels: unknown aspect "${aspect}"`);
    if (!POLARITIES.includes(polarity))
      problems.push(`${at}.labels.${aspect}: "${polarity}" is not positive, negative or neutral`);
    else counts[polarity]++;
  }
});
const judgments = counts.positive + counts.negative + counts.neutral;
if (items.length !== 130) problems.push(`items: 130 reviews wanted, found ${items.length}`);
if (judgments < 150) problems.push(`labels: at least 150 judgments wanted, found ${judgments}`);
console.log(
  `${items.length} reviews, ${judgments} judgments (${counts.positive} positive, ${counts.negative} negative, ` +
    `${counts.neutral} neutral), ${unlabelled} texts that judge nothing; ratings ${JSON.stringify(ratings)}`,
);
if (problems.length) {
  console.log(`${problems.length} problem(s):\n- ${problems.slice(0, 50).join('\n- ')}`);
  process.exit(1);
}
console.log('format OK');
