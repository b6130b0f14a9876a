import { describe, expect, it } from 'vitest';
import { SECOND_LABELLINGS, agreementOf, loadSecondLabelling } from '../../../src/insights/annotator-agreement.ts';
import { loadEvaluationSet } from '../../../src/insights/evaluation-sets.ts';
import { TAXONOMY } from '../../../src/insights/taxonomy.ts';

const aspectIds = new Set(TAXONOMY.aspects.map((a) => a.id));

describe.each(SECOND_LABELLINGS)('second labelling %s', (file) => {
  const second = loadSecondLabelling(file);
  const items = loadEvaluationSet(second.set);

  it('labels every item of its set, in order, with known aspect ids and the three polarities', () => {
    expect(second.items.map((e) => e.id)).toEqual(items.map((_, i) => i));
    for (const [aspect, polarity] of second.items.flatMap((e) => Object.entries(e.labels))) {
      expect(aspectIds.has(aspect), aspect).toBe(true);
      expect(['positive', 'neutral', 'negative']).toContain(polarity);
    }
  });

  it('is scored with the measures the analyser is scored by: identical labels agree fully, a shift is refused', () => {
    const own = { ...second, items: items.map((item, id) => ({ id, labels: item.labels })) };
    const self = agreementOf(items, own);
    expect([self.aspect.f1, self.polarityAccuracy]).toEqual([1, 1]);
    const r = agreementOf(items, second);
    expect(r.aspect.truePositives + r.aspect.falseNegatives).toBe(r.judgments);
    expect(() => agreementOf(items.slice(1), second)).toThrow(/one entry per item in order/);
  });
});
