// Checks a second labelling file: one entry per text, in order, each {"id": <n>, "labels": {aspect: polarity}}.
// Copied out of the repository, beside guideline.txt and texts.json, for the second annotator (README.md here).
import { readFileSync } from 'node:fs';
// The aspect ids, as the guideline beside this file lists them ("- workmanship: ...").
const ASPECTS = [...readFileSync(new URL('guideline.txt', import.meta.url), 'utf8').matchAll(/^- ([a-z-]+):/gm)].map(
  (m) => m[1],
);
const texts = JSON.parse(readFileSync(new URL('texts.json', import.meta.url), 'utf8')).items;
const file = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const problems = [];
if (!Array.isArray(file.items) || file.items.length !== texts.length)
  problems.push(`items: ${texts.length} entries wanted`);
let judgments = 0;
(file.items ?? []).forEach((e, i) => {
  if (e.id !== i) problems.push(`items[${i}].id: must be ${i}`);
  if (typeof e.labels !== 'object' || e.labels === null || Array.isArray(e.labels))
    return problems.push(`items[${i}].labels: an object`);
  for (const [a, p] of Object.entries(e.labels)) {
    if (!ASPECTS.includes(a)) problems.push(`items[${i}].labels: unknown aspect "${a}"`);
    if (!['positive', 'negative', 'neutral'].includes(p)) problems.push(`items[${i}].labels.${a}: "${p}"`);
    judgments++;
  }
});
console.log(`${file.items?.length ?? 0} entries, ${judgments} judgments`);
if (problems.length) {
  console.log(problems.slice(0, 40).join('\n'));
  process.exit(1);
}
console.log('format OK');
