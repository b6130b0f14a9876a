/**
 * npm run eval [-- --errors | --record-blind]: scores the analyser on each hand-labelled set in tests/eval and prints
 * one row per set with its role, then the pool of all sets as information only (targets are never judged on a pool).
 * --errors lists the misjudged sentences of the development and tuning sets, never of a blind set.
 * --record-blind scores the newest blind set once and appends its figures verbatim to tests/eval/blind-records.json;
 * it refuses when that set already has a record (a blind set is scored once). Protocol: docs/insights.md.
 * --agreement scores the second, independent labellings in tests/eval/agreement against their sets' own labels (how
 * far two annotators agree) and exits.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { evaluate, type EvaluationReport } from '../src/insights/evaluate.ts';
import {
  BLIND_RECORDS_FILE,
  EVALUATION_SETS,
  NEWEST_BLIND_SET,
  blindRecordOf,
  evaluationSetExists,
  loadBlindRecords,
  loadEvaluationSet,
} from '../src/insights/evaluation-sets.ts';
import { EVAL_TARGETS, METHOD } from '../src/insights/model.ts';
import { SECOND_LABELLINGS, agreementOf, loadSecondLabelling } from '../src/insights/annotator-agreement.ts';

if (process.argv.includes('--agreement')) {
  console.log(
    '| set | judgments (set) | judgments (second annotator) | aspect P | aspect R | aspect F1 | polarity agreement |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const file of SECOND_LABELLINGS) {
    const second = loadSecondLabelling(file);
    const r = agreementOf(loadEvaluationSet(second.set), second);
    const found = r.aspect.truePositives + r.aspect.falsePositives;
    console.log(
      `| ${second.set} | ${r.judgments} | ${found} | ${r.aspect.precision} | ${r.aspect.recall} | ${r.aspect.f1} | ${r.polarityAccuracy} |`,
    );
  }
  process.exit(0);
}

const records = loadBlindRecords();
const present = EVALUATION_SETS.filter((s) => evaluationSetExists(s.file));

if (process.argv.includes('--record-blind')) {
  const set = NEWEST_BLIND_SET;
  if (!evaluationSetExists(set.file)) throw new Error(`tests/eval/${set.file} is not committed yet: nothing to record`);
  if (records.some((r) => r.set === set.id))
    throw new Error(`${set.id} already has a record: a blind set is scored once`);
  const record = blindRecordOf(
    set.id,
    METHOD.version,
    new Date().toISOString().slice(0, 10),
    evaluate(loadEvaluationSet(set.file)),
    `Scored once with method ${METHOD.version} frozen, by npm run eval -- --record-blind.`,
  );
  const file = new URL(`../tests/eval/${BLIND_RECORDS_FILE}`, import.meta.url);
  const json = JSON.parse(readFileSync(file, 'utf8')) as { records: unknown[] };
  json.records.push(record);
  records.push(record);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`Recorded ${set.id} with method ${METHOD.version}:\n${JSON.stringify(record, null, 2)}`);
}

function roleOf(set: (typeof EVALUATION_SETS)[number]): string {
  if (set.role !== 'blind') return set.role;
  const record = records.find((r) => r.set === set.id);
  return record
    ? `blind, scored once on ${record.scored_on} with method ${record.method_version}`
    : 'blind, not yet scored';
}

const rows = present.map((set) => ({
  set,
  name: set.id,
  role: roleOf(set),
  report: evaluate(loadEvaluationSet(set.file)),
}));
const pool = evaluate(present.flatMap((s) => loadEvaluationSet(s.file)));
type Targets = { aspectF1: number; polarityAccuracy: number } | null;
const mark = (value: number, target: number | undefined) =>
  `${value.toFixed(3)}${target === undefined || value >= target ? '' : ' ✗'}`;
const row = (name: string, role: string, r: EvaluationReport, targets: Targets) =>
  `| ${name} | ${role} | ${r.sentences} | ${r.judgments} | ${r.aspect.precision.toFixed(3)} | ${r.aspect.recall.toFixed(3)} | ` +
  `${mark(r.aspect.f1, targets?.aspectF1)} | ${mark(r.polarityAccuracy, targets?.polarityAccuracy)} | ${r.endToEndAccuracy.toFixed(3)} |`;
const targetsOf = (role: string): Targets =>
  role === 'blind' ? EVAL_TARGETS.blind : role === 'development' ? EVAL_TARGETS.development : null;

console.log(
  `Method ${METHOD.version}. Targets: aspect F1 and polarity accuracy >= ${EVAL_TARGETS.blind.aspectF1} / ` +
    `${EVAL_TARGETS.blind.polarityAccuracy} on the newest blind set (scored once), >= ${EVAL_TARGETS.development.aspectF1} / ` +
    `${EVAL_TARGETS.development.polarityAccuracy} on each development set; ✗ = below\n`,
);
console.log(
  '| set | role | sentences | judgments | aspect precision | aspect recall | aspect F1 | polarity accuracy | end-to-end accuracy |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const { set, name, role, report } of rows) console.log(row(name, role, report, targetsOf(set.role)));
console.log(row('all sets pooled', 'information only', pool, null));
const missing = EVALUATION_SETS.filter((s) => !evaluationSetExists(s.file)).map(
  (s) => `${s.id} (tests/eval/${s.file})`,
);
if (missing.length > 0) console.log(`\nNot committed yet: ${missing.join(', ')}.`);
console.log('\nPolarity accuracy is over the aspects found; end-to-end accuracy counts a missed aspect as wrong.');
if (process.argv.includes('--errors')) {
  for (const { set, name, report } of rows.filter((r) => r.set.role !== 'blind')) {
    console.log(`\n## ${name} (${set.role})`);
    for (const e of report.errors)
      console.log(`- ${e.text}\n    expected ${JSON.stringify(e.expected)}\n    found    ${JSON.stringify(e.found)}`);
  }
}
