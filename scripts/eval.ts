/**
 * npm run eval [-- --errors]: scores the analyser on the hand-labelled set in tests/eval/aspect-sentiment.json and
 * prints aspect-detection precision, recall and F1 and polarity accuracy against the targets.
 */
import { readFileSync } from 'node:fs';
import { evaluate, type EvaluationItem } from '../src/insights/evaluate.ts';
import { EVAL_TARGETS } from '../src/insights/model.ts';

const set = JSON.parse(readFileSync(new URL('../tests/eval/aspect-sentiment.json', import.meta.url), 'utf8')) as { items: EvaluationItem[] };
const report = evaluate(set.items);
const verdict = (value: number, target: number) => `${value.toFixed(3)}  (target >= ${target.toFixed(2)}: ${value >= target ? 'met' : 'MISSED'})`;

console.log(`Evaluation set: ${report.sentences} sentences, ${report.judgments} aspect-and-polarity judgments`);
console.log('');
console.log('| metric | value |');
console.log('| --- | --- |');
console.log(`| aspect precision | ${report.aspect.precision.toFixed(3)} (${report.aspect.truePositives} right, ${report.aspect.falsePositives} extra) |`);
console.log(`| aspect recall | ${report.aspect.recall.toFixed(3)} (${report.aspect.falseNegatives} missed) |`);
console.log(`| aspect F1 | ${verdict(report.aspect.f1, EVAL_TARGETS.aspectF1)} |`);
console.log(`| polarity accuracy (detected aspects) | ${verdict(report.polarityAccuracy, EVAL_TARGETS.polarityAccuracy)} |`);
console.log(`| end-to-end accuracy (all judgments) | ${report.endToEndAccuracy.toFixed(3)} |`);
if (process.argv.includes('--errors')) {
  console.log('');
  for (const e of report.errors) console.log(`- ${e.text}\n    expected ${JSON.stringify(e.expected)}\n    found    ${JSON.stringify(e.found)}`);
}
