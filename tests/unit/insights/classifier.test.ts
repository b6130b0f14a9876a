import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EvaluationItem } from '../../../src/insights/evaluate.ts';
import { EVALUATION_SETS } from '../../../src/insights/evaluation-sets.ts';
import { METHOD } from '../../../src/insights/model.ts';
import {
  BLIND_WRITTEN_WEIGHT,
  DEVELOPMENT_WEIGHT,
  classifierFile,
  trainClassifier,
} from '../../../src/insights/pipeline/train-classifier.ts';
import { MODEL_FILE, trainingSets } from '../../../scripts/train-aspect-classifier.ts';

/** The learned stage is reproducible and trained only on what it may be trained on. */
describe('aspect classifier model file', () => {
  const committed = readFileSync(MODEL_FILE, 'utf8');
  const model = JSON.parse(committed) as {
    version: string;
    trained_on: Array<{ set: string; sha256: string; weight: number }>;
  };

  // Retraining: the first stage on every labelled item, then four more times for the second stage's training data
  // (about 6 min on the 2-core CI machines).
  it('is what npm run train makes from the committed sets, byte for byte', { timeout: 900_000 }, () => {
    expect(classifierFile(METHOD.version, trainingSets()) === committed).toBe(true);
  });

  it('was trained for this method version on development, tuning and training sets only, never a blind set', () => {
    expect(model.version).toBe(METHOD.version);
    const blind = EVALUATION_SETS.filter((s) => s.role === 'blind').map((s) => s.id);
    expect(model.trained_on.length).toBeGreaterThanOrEqual(4);
    for (const t of model.trained_on) expect(blind).not.toContain(t.set);
  });

  it('counts each item of a set in the aspect regressions as many times as its role says', () => {
    const role = new Map(EVALUATION_SETS.map((s) => [s.id as string, s.role as string]));
    for (const t of model.trained_on)
      expect(t.weight, t.set).toBe(role.get(t.set) === 'development' ? DEVELOPMENT_WEIGHT : BLIND_WRITTEN_WEIGHT);
  });
});

describe('trainClassifier', () => {
  const items: EvaluationItem[] = [
    { text: 'The crew left nails all over the driveway.', rating: 2, labels: { cleanup: 'negative' } },
    { text: 'Great price and they were on time.', rating: 5, labels: { 'pricing-value': 'positive' } },
    { text: 'Roof looks good.', rating: 4, labels: { workmanship: 'positive' } },
  ];

  it('trains the aspect regressions on an item counted twice as on the item given twice, polarity on it once', () => {
    const counted = trainClassifier(items, [2, 1, 1]);
    expect(counted.aspects).toEqual(trainClassifier([items[0]!, ...items]).aspects);
    expect(counted.polarity).toEqual(trainClassifier(items).polarity);
    expect(counted.aspects).not.toEqual(trainClassifier(items).aspects);
  });
});
