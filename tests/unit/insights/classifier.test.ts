import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVALUATION_SETS } from '../../../src/insights/evaluation-sets.ts';
import { METHOD } from '../../../src/insights/model.ts';
import { classifierFile } from '../../../src/insights/pipeline/train-classifier.ts';
import { MODEL_FILE, trainingSets } from '../../../scripts/train-aspect-classifier.ts';

/** The learned stage is reproducible and trained only on what it may be trained on. */
describe('aspect classifier model file', () => {
  const committed = readFileSync(MODEL_FILE, 'utf8');
  const model = JSON.parse(committed) as { version: string; trained_on: Array<{ set: string; sha256: string }> };

  // Retraining on the 1,445 labelled items takes about 35 s on the 2-core CI machine.
  it('is what npm run train makes from the committed sets, byte for byte', { timeout: 180_000 }, () => {
    expect(classifierFile(METHOD.version, trainingSets()) === committed).toBe(true);
  });

  it('was trained for this method version on development and tuning sets only, never a blind set', () => {
    expect(model.version).toBe(METHOD.version);
    const blind = EVALUATION_SETS.filter((s) => s.role === 'blind').map((s) => s.id);
    expect(model.trained_on.length).toBeGreaterThanOrEqual(4);
    for (const t of model.trained_on) expect(blind).not.toContain(t.set);
  });
});
