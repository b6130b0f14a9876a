/**
 * npm run train [-- --cv | --by-set]: trains the learned stage of the analyser (src/insights/pipeline/classify.ts) on
 * every labelled set in tests/eval that is not blind (an item counts BLIND_WRITTEN_WEIGHT or DEVELOPMENT_WEIGHT times
 * in the aspect regressions by its set's role, train-classifier.ts), and writes
 * src/insights/model-data/aspect-classifier.json.
 * The same sets give the same file byte for byte (a unit test retrains and compares). The sets' own rows in npm run
 * eval are measured on data the model was trained on; the honest figures to choose options by are printed instead
 * with:
 * --by-set: each realistic set (written independently by its own writer in real-site styles, with star ratings) left
 *   out in turn, the model trained on all the others (both stages, the second trained inside the fold: five first
 *   stages per set left out, so allow minutes per set) and scored on it: the closest estimate of a new blind set;
 * --cv: 5-fold cross-validation over all items pooled (folds by item position; each item counted once; the first
 *   stage alone, at its own threshold: the second stage needs whole sets once written blind to learn from).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { evaluate } from '../src/insights/evaluate.ts';
import { EVALUATION_SETS, evaluationSetExists, loadEvaluationSet } from '../src/insights/evaluation-sets.ts';
import { METHOD } from '../src/insights/model.ts';
import { classify, MODEL_FILE } from '../src/insights/pipeline/classify.ts';
import { analyzeWithRules } from '../src/insights/pipeline/rules.ts';
import {
  classifierFile,
  sha256,
  trainClassifier,
  trainOnSets,
  type TrainingSet,
} from '../src/insights/pipeline/train-classifier.ts';

export function trainingSets(): TrainingSet[] {
  return EVALUATION_SETS.filter((s) => s.role !== 'blind' && evaluationSetExists(s.file)).map((s) => ({
    id: s.id,
    file: s.file,
    items: loadEvaluationSet(s.file),
    sha256: sha256(readFileSync(new URL(`../tests/eval/${s.file}`, import.meta.url), 'utf8')),
    role: s.role,
  }));
}

export { MODEL_FILE };

if (import.meta.main) {
  const sets = trainingSets();
  if (process.argv.includes('--by-set')) {
    // The sets written in real-site style, each with the reviewers' star ratings.
    const realistic = sets.filter((s) => s.items.every((i) => i.rating !== undefined));
    console.log('| left out | trained on | judgments | aspect P | aspect R | aspect F1 | polarity accuracy |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    const rows = realistic.map((held) => {
      const model = trainOnSets(sets.filter((s) => s !== held));
      const r = evaluate(held.items, (text, rating) => {
        const rules = analyzeWithRules(text);
        return rules && classify(text, rules, model, rating);
      });
      const trained = sets.reduce((n, s) => n + (s === held ? 0 : s.items.length), 0);
      console.log(
        `| ${held.id} | ${trained} | ${r.judgments} | ${r.aspect.precision} | ${r.aspect.recall} | ${r.aspect.f1} | ${r.polarityAccuracy} |`,
      );
      return r;
    });
    const mean = (f: (r: (typeof rows)[number]) => number) =>
      (rows.reduce((sum, r) => sum + f(r), 0) / rows.length).toFixed(3);
    console.log(
      `| mean of ${rows.length} | | | ${mean((r) => r.aspect.precision)} | ${mean((r) => r.aspect.recall)} | ` +
        `${mean((r) => r.aspect.f1)} | ${mean((r) => r.polarityAccuracy)} |`,
    );
  } else if (process.argv.includes('--cv')) {
    const items = sets.flatMap((s) => s.items);
    const folds = 5;
    const predictions = new Map<string, ReturnType<typeof classify> | null>();
    for (let f = 0; f < folds; f += 1) {
      const model = trainClassifier(items.filter((_, i) => i % folds !== f));
      for (const item of items.filter((_, i) => i % folds === f)) {
        const rules = analyzeWithRules(item.text);
        predictions.set(item.text, rules && classify(item.text, rules, model, item.rating));
      }
    }
    const report = evaluate(items, (text) => predictions.get(text) ?? null);
    const rulesOnly = evaluate(items, analyzeWithRules);
    console.log(
      `| ${folds}-fold cross-validation, ${items.length} items | judgments | aspect P | aspect R | aspect F1 | polarity accuracy |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const [name, r] of [
      ['rules only', rulesOnly],
      ['rules + learned stage', report],
    ] as const) {
      console.log(
        `| ${name} | ${r.judgments} | ${r.aspect.precision} | ${r.aspect.recall} | ${r.aspect.f1} | ${r.polarityAccuracy} |`,
      );
    }
  } else {
    writeFileSync(MODEL_FILE, classifierFile(METHOD.version, sets));
    console.log(`Wrote ${MODEL_FILE.pathname} from ${sets.map((s) => `${s.id} (${s.items.length})`).join(', ')}.`);
  }
}
