// Counts only, never prints a text: which texts of a new set equal (after folding) texts of the committed sets, by their
// number of words and the sets they equal. Usage: node tests/eval/writing/overlap-counts.mjs <new-set.json>
import { readFileSync, readdirSync } from 'node:fs';
const fold = (t) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const dir = new URL('../', import.meta.url).pathname;
const files = [
  ...readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'blind-records.json'),
  ...readdirSync(dir + 'brief').map((f) => 'brief/' + f),
];
const own = process.argv[2].split('/').pop();
const seen = new Map();
for (const f of files.filter((f) => f.split('/').pop() !== own))
  for (const i of JSON.parse(readFileSync(dir + f, 'utf8')).items ?? []) {
    const k = fold(i.text);
    if (!seen.has(k)) seen.set(k, new Set());
    seen.get(k).add(f.replace('.json', ''));
  }
const items = JSON.parse(readFileSync(process.argv[2], 'utf8')).items;
let n = 0;
for (const i of items) {
  const k = fold(i.text);
  if (seen.has(k)) {
    n++;
    console.log(`${k ? k.split(' ').length : 0} words: ${[...seen.get(k)].join(', ')}`);
  }
}
console.log(`${n} of ${items.length} texts equal a text of another set after folding`);
