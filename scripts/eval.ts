/**
 * npm run eval [-- --errors]: scores the analyser on the hand-labelled sets in tests/eval and prints aspect-detection
 * precision, recall and F1 and polarity accuracy per set and for all of them together, against the targets.
 * --errors lists the misjudged sentences of the tuning sets only: the blind set's sentences stay unseen, so that its
 * row remains an honest estimate (see src/insights/evaluation-sets.ts).
 */
import { evaluate, type EvaluationReport } from '../src/insights/evaluate.ts';
import { EVALUATION_SETS, loadEvaluationSet } from '../src/insights/evaluation-sets.ts';
import { EVAL_TARGETS } from '../src/insights/model.ts';

const sets = EVALUATION_SETS.map((set) => ({ ...set, items: loadEvaluationSet(set.file) }));
const rows: Array<[string, EvaluationReport]> = [
  ...sets.map((s): [string, EvaluationReport] => [`${s.id}${s.role === 'blind' ? ' (blind set: never tuned on)' : ' (tuning)'}`, evaluate(s.items)]),
  ['all sets', evaluate(sets.flatMap((s) => s.items))],
];
const mark = (value: number, target: number) => `${value.toFixed(3)}${value >= target ? '' : ' ✗'}`;

console.log(`Targets: aspect F1 >= ${EVAL_TARGETS.aspectF1}, polarity accuracy >= ${EVAL_TARGETS.polarityAccuracy} (✗ = below)\n`);
console.log('| set | sentences | judgments | aspect precision | aspect recall | aspect F1 | polarity accuracy | end-to-end accuracy |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const [name, r] of rows) {
  console.log(`| ${name} | ${r.sentences} | ${r.judgments} | ${r.aspect.precision.toFixed(3)} | ${r.aspect.recall.toFixed(3)} | ` +
    `${mark(r.aspect.f1, EVAL_TARGETS.aspectF1)} | ${mark(r.polarityAccuracy, EVAL_TARGETS.polarityAccuracy)} | ${r.endToEndAccuracy.toFixed(3)} |`);
}
console.log('\nPolarity accuracy is over the aspects found; end-to-end accuracy counts a missed aspect as wrong.');
if (process.argv.includes('--errors')) {
  for (const [name, r] of rows.slice(0, -1).filter((_, i) => sets[i]!.role !== 'blind')) {
    console.log(`\n## ${name}`);
    for (const e of r.errors) console.log(`- ${e.text}\n    expected ${JSON.stringify(e.expected)}\n    found    ${JSON.stringify(e.found)}`);
  }
}
