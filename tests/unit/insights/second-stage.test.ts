import { describe, expect, it } from 'vitest';
import { analyzeWithRules } from '../../../src/insights/pipeline/rules.ts';
import { classify, firstStageFindings, MODEL_FILE } from '../../../src/insights/pipeline/classify.ts';
import {
  secondStageInputs,
  secondStageProbability,
  trainSecondStageAspect,
  type TextFindings,
} from '../../../src/insights/pipeline/second-stage.ts';
import { readFileSync } from 'node:fs';

const findings = (
  probabilities: number[],
  judged: number[] = [],
  candidates: number[] = [],
  words = 10,
): TextFindings => ({
  probabilities,
  judgedByRules: probabilities.map((_, k) => judged.includes(k)),
  candidate: probabilities.map((_, k) => candidates.includes(k)),
  words,
});

describe('second stage', () => {
  it("reads the aspect's logit, the other aspects' probabilities, the rules' findings and the length, then a bias", () => {
    const x = secondStageInputs(findings([0.5, 0.2, 0.9], [0, 2], [1], 350), 1);
    expect(x[0]).toBeCloseTo(Math.log(0.2 / 0.8));
    expect(x.slice(1, 3)).toEqual([0.5, 0.9]);
    // Rules judged aspect 1? no; a cue of it? yes; two aspects judged (/4); 350 words capped at 200 (/100); bias.
    expect(x.slice(3)).toEqual([0, 1, 0.5, 2, 1]);
    // A probability of 0 or 1 gives a finite logit.
    expect(Number.isFinite(secondStageInputs(findings([0, 1]), 0)[0])).toBe(true);
  });

  it('learns what the first stage misses, deterministically', () => {
    // The first stage says 0.1 everywhere; the label follows whether the rules judged the aspect.
    const rows = Array.from({ length: 40 }, (_, i) => secondStageInputs(findings([0.1, 0.1], i % 2 ? [0] : []), 0));
    const labels = rows.map((_, i) => i % 2);
    const weights = trainSecondStageAspect(rows, labels);
    expect(weights).toEqual(trainSecondStageAspect(rows, labels));
    const stage = { weights: [weights, weights] };
    expect(secondStageProbability(stage, findings([0.1, 0.1], [0]), 0)).toBeGreaterThan(0.7);
    expect(secondStageProbability(stage, findings([0.1, 0.1]), 0)).toBeLessThan(0.3);
  });

  it("decides the committed model's aspects: an aspect is judged exactly when its second-stage probability is high enough", () => {
    const model = JSON.parse(readFileSync(MODEL_FILE, 'utf8'));
    const aspectIds = Object.keys(model.aspects);
    const judged: string[] = [];
    for (const text of [
      'Kim was wonderful with the adjuster, though the install dragged on for weeks.',
      'They never called back and the bill was $2k over the quote.',
      'Fine I guess.',
    ]) {
      const rules = analyzeWithRules(text)!;
      const f = firstStageFindings(model, text, rules);
      const expected = aspectIds.filter(
        (_, k) => secondStageProbability(model.secondStage, f, k) >= model.threshold.keep,
      );
      expect(
        classify(text, rules, model).aspects.map((a) => a.aspect),
        text,
      ).toEqual(expected);
      judged.push(...expected);
    }
    expect(judged).toEqual(expect.arrayContaining(['insurance-help', 'project-duration', 'estimate-accuracy']));
  });
});
