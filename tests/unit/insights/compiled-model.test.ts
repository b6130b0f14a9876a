import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { loadEvaluationSet } from '../../../src/insights/evaluation-sets.ts';
import { MODEL_FILE, type AspectClassifier } from '../../../src/insights/pipeline/classify.ts';
import { CompiledModels } from '../../../src/insights/pipeline/compiled-model.ts';
import {
  emitAspectFeatures,
  emitPolarityFeatures,
  FeatureNames,
  type FeatureSink,
} from '../../../src/insights/pipeline/features.ts';
import type { LinearModel } from '../../../src/insights/pipeline/logistic.ts';
import { analyzeWithRules } from '../../../src/insights/pipeline/rules.ts';
import { sentenceOf } from '../../../src/insights/sentence-of.ts';

/**
 * Analysis finds the rows of a text's features by numbers (compiled-model.ts); training and the model file name them.
 * Both must see the same features in the same order, so the scores are the same to the last bit.
 */

/** The raw scores from the named features and the models as written, added in the features' order. */
function namedScores(models: readonly LinearModel[], features: ReadonlyArray<readonly [string, number]>) {
  const z = models.flatMap((m) => m.bias);
  let offset = 0;
  for (const m of models) {
    for (const [f, v] of features) {
      const ws = m.weights[f];
      if (ws) ws.forEach((w, k) => (z[offset + k]! += w * v));
    }
    offset += m.bias.length;
  }
  return z;
}

function bothWays(
  models: readonly LinearModel[],
  compiled: CompiledModels,
  emit: (sink: FeatureSink) => void,
): { named: number[]; compiled: number[]; rows: number } {
  const names = new FeatureNames();
  emit(names);
  const list = compiled.list();
  emit(list);
  return { named: namedScores(models, names.list), compiled: [...list.scores()], rows: list.rows.length };
}

describe('compiled models', () => {
  const model = JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as AspectClassifier;
  const aspectModels = Object.values(model.aspects);
  const aspectsHere = new CompiledModels(aspectModels);
  const polarityHere = new CompiledModels([model.polarity]);
  const items = loadEvaluationSet('realistic-dev.json').slice(0, 80);

  // The build compiles the model in one thread and posts it to another (src/build/background-work.ts): the copy
  // a thread receives, a structured clone of its parts, must score as the original does.
  const received = (compiled: CompiledModels) => new CompiledModels(structuredClone(compiled.parts));
  for (const [how, aspects, polarity] of [
    ['compiled here', aspectsHere, polarityHere],
    ['compiled in another thread', received(aspectsHere), received(polarityHere)],
  ] as const) {
    it(`score every text's aspect features as the named features do, bit for bit (${how})`, () => {
      let rows = 0;
      for (const item of items) {
        const rules = analyzeWithRules(item.text)!;
        const result = bothWays(aspectModels, aspects, (sink) =>
          emitAspectFeatures(
            sink,
            item.text,
            rules.aspects.map((a) => a.aspect),
            rules.candidates,
            rules.sentences,
          ),
        );
        expect(result.compiled).toEqual(result.named);
        rows += result.rows;
      }
      expect(rows).toBeGreaterThan(items.length * 20);
    });

    it(`score every judgment's polarity features as the named features do, with and without a rating (${how})`, () => {
      let judgments = 0;
      for (const item of items) {
        const rules = analyzeWithRules(item.text)!;
        for (const rule of rules.aspects) {
          const sentence = sentenceOf(rules, rule.phrase);
          for (const rating of [item.rating, undefined]) {
            const result = bothWays([model.polarity], polarity, (sink) =>
              emitPolarityFeatures(sink, rule.aspect, rule, rule.phrase, sentence, rating),
            );
            expect(result.compiled).toEqual(result.named);
            judgments += 1;
          }
        }
      }
      expect(judgments).toBeGreaterThan(items.length);
    });
  }

  // The build's two analysis workers read one copy of the weights and tables: the processor's shared cache then holds
  // it once rather than twice (docs/benchmarks.md, "The model's memory").
  it('hand another thread the weights and tables themselves, not a copy', async () => {
    const toy = new CompiledModels([{ bias: [0], weights: { 'w:leak': [1], 'b:no_one': [2] } }]);
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
      parentPort.once('message', (parts) => {
        parts.weights.fill(7);
        parts.table.slots.fill(-1);
        parentPort.postMessage('written');
      });`,
      { eval: true },
    );
    try {
      worker.postMessage(toy.parts);
      await new Promise((resolve) => worker.once('message', resolve));
    } finally {
      await worker.terminate();
    }
    expect([...toy.weights]).toEqual([7, 7]);
    expect(toy.parts.table.slots.every((n) => n === -1)).toBe(true);
  });

  it('find features of every shape by name, and none the model lacks', () => {
    const toy = new CompiledModels([
      {
        bias: [0.5],
        weights: {
          'w:leak': [1],
          'b:no_one': [2],
          's:cleanup:nails': [3],
          'rule-score': [4],
          'rating:1&rule:positive': [5],
          'odd:a_b_c': [6],
        },
      },
    ]);
    const weightOf = (name: string) => (toy.row(name) < 0 ? 0 : toy.weights[toy.row(name)]);
    expect(
      ['w:leak', 'b:no_one', 's:cleanup:nails', 'rule-score', 'rating:1&rule:positive', 'odd:a_b_c'].map(weightOf),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(['w:nails', 'b:one_no', 's:workmanship:nails', 'w:no', 'rule', 'odd:a_b'].map((n) => toy.row(n))).toEqual([
      -1, -1, -1, -1, -1, -1,
    ]);
    const list = toy.list();
    list.bag(['no', 'one', 'leak', 'no', 'one'], 'w', 'b');
    list.each(['nails', 'nails'], 's:cleanup');
    list.named('rule-score', 0.25);
    expect([...list.scores()]).toEqual([0.5 + 2 + 1 + 3 + 4 * 0.25]);
  });
});
