import { describe, expect, it } from 'vitest';
import { classify, type AspectClassifier } from '../../../src/insights/pipeline/classify.ts';
import { aspectFeatures, bagOf, words } from '../../../src/insights/pipeline/features.ts';
import { predict, train } from '../../../src/insights/pipeline/logistic.ts';
import { logCountRatios, trainNbLogistic } from '../../../src/insights/pipeline/nb-logistic.ts';
import { analyzeWithRules } from '../../../src/insights/pipeline/rules.ts';
import { opinionFor } from '../../../src/insights/pipeline/attribute.ts';
import { aspectIndex, findFailures } from '../../../src/insights/pipeline/detect-aspects.ts';
import { scoreSegment } from '../../../src/insights/pipeline/score.ts';
import { phraseText, segmentSentence } from '../../../src/insights/pipeline/segment.ts';
import { tokenize } from '../../../src/insights/nlp.ts';
import { polarityCueClasses } from '../../../src/insights/polarity-cues.ts';

describe('features', () => {
  it('folds case, accents and numbers, keeps money and exclamation marks as tokens', () => {
    expect(words('Quoted $14,500, billed $17,200! Café')).toEqual([
      'quoted',
      '$',
      '<num>',
      'billed',
      '$',
      '<num>',
      '!',
      'cafe',
    ]);
    // ASCII text skips the decomposition; any other character still gets it (the ligature "ﬁ" is "fi").
    expect(words("Didn`t leak, didn't")).toEqual(["didn't", 'leak', "didn't"]);
    expect(words('Didn’t leak, ﬁne')).toEqual(["didn't", 'leak', 'fine']);
    expect(bagOf(['no', 'one', 'came'])).toEqual(['w:no', 'b:no_one', 'w:one', 'b:one_came', 'w:came']);
  });

  it('ties the words of a sentence to each aspect the rules attributed to it, and only to those', () => {
    const text = 'They left nails in the driveway. Price was fair.';
    const rules = analyzeWithRules(text)!;
    expect(rules.sentences.map((s) => s.aspects)).toEqual([['cleanup'], ['pricing-value']]);
    const features = aspectFeatures(text, [], [], rules.sentences);
    expect(features).toContain('s:cleanup:nails');
    expect(features).toContain('s:pricing-value:fair');
    expect(features).not.toContain('s:cleanup:fair');
    expect(features).not.toContain('s:pricing-value:nails');
    expect(new Set(features).size).toBe(features.length);
  });

  it('gives the words of an opinion no cue named, the length class and the rating where known', () => {
    const text = 'Great price. The whole thing was a nightmare from start to finish.';
    const rules = analyzeWithRules(text)!;
    expect(rules.sentences.map((s) => [s.aspects, s.polarity])).toEqual([
      [['pricing-value'], 'positive'],
      [[], 'negative'],
    ]);
    const rated = aspectFeatures(text, [], [], rules.sentences, 2);
    expect(rated).toContain('o:nightmare');
    expect(rated).not.toContain('o:price');
    expect(rated).toContain('length:1');
    expect(rated).toContain('rating:2');
    expect(aspectFeatures(text, [], [], rules.sentences).filter((f) => f.startsWith('rating:'))).toEqual([]);
  });
});

describe('polarity cue classes', () => {
  it.each([
    ['hedge', 'The roof is fine I guess, nothing special.'],
    ['irony', 'Wonderful, water in the living room again.'],
    ['irony', "Nice 'new' roof."],
    ['comparison', 'They quoted $9,000 and the final bill came to $12,400.'],
    ['unanswered', 'Sent three emails and left two voicemails, nothing.'],
    ['concession', 'Pricey, but worth it.'],
    ['failure', 'The sale was smooth; the install was another story.'],
    ['reassurance', 'They only charged us for materials.'],
    ['update', 'UPDATE: the leak is back.'],
  ])('%s: "%s"', (cue, text) => {
    expect(polarityCueClasses(text)).toContain(cue);
  });

  it('finds none in plain praise', () => {
    expect(polarityCueClasses('The crew was careful and the new roof looks great.')).toEqual([]);
  });
});

describe('logistic regression', () => {
  const examples = [['w:good'], ['w:great'], ['w:bad'], ['w:awful'], ['w:good', 'w:great']].map((fs) => ({
    features: fs.map((f) => [f, 1] as const),
  }));
  const labels = [1, 1, 0, 0, 1];
  const options = { epochs: 200, learningRate: 1, l2: 0.001, minCount: 1 };

  it('learns a separable problem and gives the same weights on every run', () => {
    const model = train(examples, labels, 1, options);
    expect(predict(model, [['w:good', 1]])[0]).toBeGreaterThan(0.5);
    expect(predict(model, [['w:awful', 1]])[0]).toBeLessThan(0.5);
    expect(JSON.stringify(train(examples, labels, 1, options))).toBe(JSON.stringify(model));
  });

  it('trains one softmax output per class', () => {
    const model = train(examples, [2, 2, 0, 0, 1], 3, options);
    const p = predict(model, [['w:bad', 1]]);
    expect(p).toHaveLength(3);
    expect(p.indexOf(Math.max(...p))).toBe(0);
  });
});

describe('naive-Bayes-weighted logistic regression', () => {
  const examples = [
    ['w:good', 'w:roof'],
    ['w:great', 'w:roof'],
    ['w:bad', 'w:roof'],
    ['w:awful'],
    ['w:good', 'w:great'],
  ].map((fs) => ({ features: fs.map((f) => [f, 1] as const) }));
  const labels = [1, 1, 0, 0, 1];
  const options = { epochs: 200, learningRate: 1, l2: 0.001, minCount: 1 };

  it('rates a feature by how much more often it comes with the positive class', () => {
    const r = logCountRatios(examples, labels);
    expect(r.get('w:good')).toBeGreaterThan(0);
    expect(r.get('w:awful')).toBeLessThan(0);
    expect(r.get('w:good')).toBeGreaterThan(r.get('w:roof')!);
  });

  it('folds the scale into the weights: 0/1 inputs give what the scaled regression gives', () => {
    const model = trainNbLogistic(examples, labels, options);
    const r = logCountRatios(examples, labels);
    const scaled = train(
      examples.map((e) => ({ features: e.features.map(([f, v]) => [f, v * r.get(f)!] as const) })),
      labels,
      1,
      options,
    );
    for (const e of examples) {
      const asScaled = e.features.map(([f, v]) => [f, v * r.get(f)!] as const);
      expect(predict(model, e.features)[0]).toBeCloseTo(predict(scaled, asScaled)[0]!, 3);
    }
    expect(predict(model, [['w:good', 1]])[0]).toBeGreaterThan(0.5);
    expect(predict(model, [['w:awful', 1]])[0]).toBeLessThan(0.5);
    expect(JSON.stringify(trainNbLogistic(examples, labels, options))).toBe(JSON.stringify(model));
  });
});

describe('learned stage', () => {
  const text = 'Otherwise a fine day. Bits of tar paper sat in the roses.';
  const rules = analyzeWithRules(text)!;
  // A hand-made model: "tar" means technical knowledge (which the rules do not see here), and it reads negative.
  const model: AspectClassifier = {
    threshold: { keep: 0.5, add: 0.5 },
    classes: ['negative', 'neutral', 'positive'],
    aspects: {
      'technical-knowledge': { bias: [-5], weights: { 'w:tar': [10] } },
      workmanship: { bias: [-5], weights: {} },
    },
    polarity: { bias: [0, 0, 0], weights: { 'cw:tar': [5, 0, 0] } },
  };

  it('adds an aspect the rules missed, quoting the sentence that speaks for it', () => {
    expect(rules.aspects.map((a) => a.aspect)).not.toContain('technical-knowledge');
    const result = classify(text, rules, model);
    expect(result.aspects).toEqual([
      expect.objectContaining({
        aspect: 'technical-knowledge',
        polarity: 'negative',
        phrase: 'Bits of tar paper sat in the roses.',
        term: 'tar',
      }),
    ]);
    expect(result.sentences.map((s) => s.aspects)).toEqual([[], ['technical-knowledge']]);
    expect(result.mixed).toBe(false);
  });

  it('drops an aspect the rules found when the model gives it less than the keep threshold', () => {
    const found = analyzeWithRules('The workmanship is excellent.')!;
    expect(found.aspects.map((a) => a.aspect)).toEqual(['workmanship']);
    expect(classify('The workmanship is excellent.', found, model).aspects).toEqual([]);
  });
});

describe('rules stages', () => {
  const sentence = (text: string) => {
    const t = tokenize(text);
    const [first, last] = t.sentences[0]!;
    return { t, first, last, ...segmentSentence(t, first, last) };
  };
  const segmentText = (s: ReturnType<typeof sentence>, i: number) =>
    phraseText(s.t, s.segments[i]!.start, s.segments[i]!.end);

  it('tokenisation: a text reads the same whatever texts were read before it (wink learns tokens as it reads)', () => {
    // Read whole before a final full stop, "else's" was kept by wink and read whole everywhere after it.
    const text = "Their crew fixed everyone else's roof before ours";
    const fresh = tokenize(text);
    expect(fresh.normals).toEqual(['their', 'crew', 'fixed', 'everyone', 'else', "'s", 'roof', 'before', 'ours']);
    expect(tokenize("We paid more than everybody else's.").normals).toContain("else's");
    expect(tokenize(text)).toEqual(fresh);
  });

  it('segmentation: clause groups at contrast words, weighted 0.5 before "but" and 1.5 after; segments at "and" and commas', () => {
    const s = sentence('Great crew but the cleanup was poor, and Kim never called back.');
    expect(s.groups.map((g) => g.weight)).toEqual([0.5, 1.5]);
    expect(s.segments.map((_, i) => segmentText(s, i))).toEqual([
      'Great crew',
      'the cleanup was poor',
      'and Kim never called back',
    ]);
  });

  it('aspect detection: cues per segment, and a failure dated after the job read as workmanship', () => {
    const s = sentence('The flashing started peeling off within months.');
    const cues = aspectIndex.matchAll(s.t.normals, s.first, s.last + 1, s.t.lemmas).map((m) => m.value.aspect);
    expect(cues).not.toContain('workmanship');
    findFailures(s.t, s.segments[0]!, undefined);
    expect(s.segments[0]!.failures.length).toBe(1);
    expect(s.segments[0]!.aspects.map((a) => a.aspect)).toEqual(['workmanship']);
  });

  it('scoring: negation flips, an emphatic negation keeps the praise, a denied aspect is a complaint', () => {
    const scored = (text: string) => {
      const s = sentence(text);
      for (const m of aspectIndex.matchAll(s.t.normals, s.first, s.last + 1, s.t.lemmas)) {
        if (m.value.aspect)
          s.segments[0]!.aspects.push({
            aspect: m.value.aspect,
            term: '',
            start: m.start,
            end: m.end,
            weak: m.value.weak,
            modifier: m.value.modifier,
          });
      }
      scoreSegment(s.t, s.segments[0]!, false);
      return s.segments[0]!.raw;
    };
    expect(scored('The work was good.')).toBeGreaterThan(0);
    expect(scored('The work was not good.')).toBeLessThan(0);
    expect(scored('We could not be happier.')).toBeGreaterThan(0);
    expect(scored('There was no follow-up.')).toBeLessThan(0);
  });

  it('attribution: an aspect without an opinion takes the nearest one of its clause group, never across "but"', () => {
    const s = sentence('The cleanup, spotless.');
    for (const seg of s.segments) scoreSegment(s.t, seg, false);
    expect(opinionFor(s.segments, 0)).toBe(s.segments[1]);
    const c = sentence('The cleanup but spotless.');
    for (const seg of c.segments) scoreSegment(c.t, seg, false);
    expect(opinionFor(c.segments, 0)).toBeUndefined();
  });
});
