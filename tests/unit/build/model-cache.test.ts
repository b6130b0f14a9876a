import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readModelCache, saveModelCache } from '../../../src/build/model-cache.ts';
import type { SharedClassifier } from '../../../src/insights/pipeline/classify.ts';

const folder = mkdtempSync(join(tmpdir(), 'model-cache-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A model's shape in small: typed arrays in shared memory (as compiling leaves them), Maps, plain values. */
function smallModel() {
  const weights = new Float64Array(new SharedArrayBuffer(4 * 8));
  weights.set([0.5, -1.25, 2, -0.0001]);
  const slots = new Int32Array(new SharedArrayBuffer(4 * 4));
  slots.set([3, -1, 7, 0]);
  const parts = {
    outputs: 2,
    bias: new Float64Array([0.1, -0.2]),
    weights,
    kinds: new Map([['w', 0]]),
    wordIds: new Map([
      ['leak', 0],
      ['roof', 1],
    ]),
    plain: new Map([['rule-score', 1]]),
    table: { mask: 3, slots },
  };
  return { aspectIds: ['workmanship'], threshold: { keep: 0.375 }, aspects: parts, polarity: parts };
}

describe('the compiled model kept between builds', () => {
  it('reads back what was written for the same analyser, its arrays in shared memory again', async () => {
    const file = join(folder, 'same.model');
    const model = smallModel();
    expect(await saveModelCache(file, 'analyser A', model as unknown as SharedClassifier)).toBeUndefined();
    const read = readModelCache(file, () => 'analyser A');
    expect(read.problem).toBeUndefined();
    expect(read.model).toEqual(model);
    const aspects = read.model!.aspects;
    // Both analysis workers then read one copy, as when it was compiled.
    expect(aspects.weights.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(aspects.table.slots.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('holds no model for another analyser, a damaged file or none, and says why but for a missing file', async () => {
    const file = join(folder, 'other.model');
    expect(await saveModelCache(file, 'analyser A', smallModel() as unknown as SharedClassifier)).toBeUndefined();
    expect(readModelCache(file, () => 'analyser B')).toEqual({
      problem: `${file} is another analyser's model (the analysis changed)`,
    });
    writeFileSync(file, 'half a file');
    expect(readModelCache(file, () => 'analyser A').model).toBeUndefined();
    expect(readModelCache(file, () => 'analyser A').problem).toMatch(/other\.model is damaged/);
    expect(readModelCache(join(folder, 'none.model'), () => 'analyser A')).toEqual({});
  });

  it('says why it could not keep the model, rather than failing the build', async () => {
    const notAFolder = join(folder, 'a-file');
    writeFileSync(notAFolder, '');
    const file = join(notAFolder, 'analyses.v8.model');
    expect(await saveModelCache(file, 'analyser A', smallModel() as unknown as SharedClassifier)).toMatch(
      /a-file\/analyses\.v8\.model could not be written/,
    );
  });
});
