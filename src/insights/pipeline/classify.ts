import { readFileSync } from 'node:fs';
import { sentenceOf } from '../sentence-of.ts';
import { CompiledModels, type CompiledModelsParts } from './compiled-model.ts';
import {
  emitAspectFeatures,
  emitBag,
  emitPolarityFeatures,
  FeatureNames,
  words,
  type FeatureSink,
} from './features.ts';
import { probabilitiesOf, sigmoid, type LinearModel } from './logistic.ts';
import { NEUTRAL_BAND, polarityOf, type RuleAnalysis } from './rules.ts';
import { secondStageProbability, type SecondStage, type TextFindings } from './second-stage.ts';
import type { AspectJudgment, Polarity, TextAnalysis } from './types.ts';

/**
 * The learned stage: logistic regressions trained on the labelled sets (scripts/train-aspect-classifier.ts) take the
 * rules' findings as features, with the words around them, and decide which aspects a text judges and with which
 * polarity. The rules stay the explanation: every judgment keeps the clause it comes from.
 */
export interface AspectClassifier {
  /** Probability from which an aspect counts as judged: `keep` for one the rules found, `add` for one they did not. */
  threshold: { keep: number; add: number };
  classes: Polarity[];
  aspects: Record<string, LinearModel>;
  polarity: LinearModel;
  /** When present, decides from the first stage's findings instead, at probability `threshold.keep` (second-stage.ts). */
  secondStage?: SecondStage;
}

/** The committed model (npm run train). */
export const MODEL_FILE = new URL('../model-data/aspect-classifier.json', import.meta.url);

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * For an aspect the rules did not find (row `k` of the compiled aspect models): the sentence that speaks most for it,
 * and its strongest word. A compiled weight of 0 is a feature the aspect's model has none for (zeros are not stored).
 */
export function evidenceFor(
  aspects: CompiledModels,
  k: number,
  rules: TextAnalysis,
): { sentence: string; term: string } {
  let best = { sentence: rules.sentences[0]?.text ?? '', term: '', weight: -Infinity };
  for (const s of rules.sentences) {
    const features = aspects.list();
    emitBag(features, words(s.text));
    let total = 0;
    let top = { term: '', weight: -Infinity };
    for (let i = 0; i < features.rows.length; i += 1) {
      const w = aspects.weights[features.rows[i]! * aspects.outputs + k]!;
      if (!w) continue;
      total += w;
      const term = features.words[i]!;
      // The strongest word; between equal weights the first in alphabetical order.
      if (term && (w > top.weight || (w === top.weight && term < top.term))) top = { term, weight: w };
    }
    if (total > best.weight) best = { sentence: s.text, term: top.term, weight: total };
  }
  return best;
}

/** Polarity features of one aspect judgment: from the rules' clause, or the evidence sentence of an added aspect. */
function polarityInput<S extends FeatureSink>(
  sink: S,
  aspect: string,
  rule: AspectJudgment | null,
  rules: TextAnalysis,
  clause: string,
  rating?: number,
): S {
  emitPolarityFeatures(sink, aspect, rule, clause, sentenceOf(rules, clause), rating);
  return sink;
}

/** Polarity features of one aspect of a text, from the rules' judgment when there is one (for training). */
export function judgmentFeatures(model: AspectClassifier, aspect: string, rules: TextAnalysis, rating?: number) {
  const rule = rules.aspects.find((a) => a.aspect === aspect) ?? null;
  const c = compiledOf(model);
  const clause = rule ? rule.phrase : evidenceFor(c.aspects, c.aspectIds.indexOf(aspect), rules).sentence;
  return polarityInput(new FeatureNames(), aspect, rule, rules, clause, rating).list;
}

/** What classify reads of a model: its aspects in order, thresholds and classes, and its weights compiled. */
interface CompiledClassifier extends Pick<AspectClassifier, 'threshold' | 'classes' | 'secondStage'> {
  aspectIds: string[];
  aspects: CompiledModels;
  polarity: CompiledModels;
}

const compileClassifier = (model: AspectClassifier): CompiledClassifier => ({
  aspectIds: Object.keys(model.aspects),
  threshold: model.threshold,
  classes: model.classes,
  secondStage: model.secondStage,
  aspects: new CompiledModels(Object.values(model.aspects)),
  polarity: new CompiledModels([model.polarity]),
});

const compiled = new WeakMap<AspectClassifier, CompiledClassifier>();
function compiledOf(model: AspectClassifier) {
  let c = compiled.get(model);
  if (!c) compiled.set(model, (c = compileClassifier(model)));
  return c;
}

/**
 * The committed model, read and compiled on first use. The parsed file is not kept: as objects its weights take
 * about three times the memory of the compiled rows, and each of the build's analysis workers holds a copy
 * (docs/benchmarks.md, "Method 3.8.0 measured").
 */
let committed: CompiledClassifier | undefined;
const committedModel = () =>
  (committed ??= compileClassifier(JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as AspectClassifier));

/** The committed model compiled, as data a thread can post to another (structured clone). */
export interface SharedClassifier extends Omit<CompiledClassifier, 'aspects' | 'polarity'> {
  aspects: CompiledModelsParts;
  polarity: CompiledModelsParts;
}

/**
 * The committed model, read and compiled here if it was not yet, to hand to another thread: reading and compiling it
 * costs about 3 s of CPU, which one of the build's two analysis workers then saves (src/build/background-work.ts).
 */
export function shareCommittedModel(): SharedClassifier {
  const c = committedModel();
  return { ...c, aspects: c.aspects.parts, polarity: c.polarity.parts };
}

/** Takes the committed model as another thread compiled it (shareCommittedModel), unless this one has it already. */
export function useSharedModel(shared: SharedClassifier) {
  committed ??= {
    ...shared,
    aspects: new CompiledModels(shared.aspects),
    polarity: new CompiledModels(shared.polarity),
  };
}

/** The first stage's probability of each aspect (the classifier's order), with what the rules found of each. */
function firstStage(c: CompiledClassifier, text: string, rules: RuleAnalysis, rating?: number): TextFindings {
  const features = c.aspects.list();
  emitAspectFeatures(
    features,
    text,
    rules.aspects.map((a) => a.aspect),
    rules.candidates,
    rules.sentences,
    rating,
  );
  const z = features.scores();
  const judged = new Set(rules.aspects.map((a) => a.aspect));
  const candidates = new Set(rules.candidates);
  return {
    probabilities: c.aspectIds.map((_, k) => sigmoid(z[k]!)),
    judgedByRules: c.aspectIds.map((a) => judged.has(a)),
    candidate: c.aspectIds.map((a) => candidates.has(a)),
    words: whitespaceRuns(text) + 1, // text.split(/\s+/).length, without the list of words
  };
}

/** The number of runs of whitespace (as `\s` matches) in a text. */
function whitespaceRuns(text: string): number {
  let runs = 0;
  for (WHITESPACE.lastIndex = 0; WHITESPACE.test(text);) runs += 1;
  return runs;
}
const WHITESPACE = /\s+/g;

/** First-stage findings of a text under a model (for training the second stage on texts the model has not seen). */
export const firstStageFindings = (model: AspectClassifier, text: string, rules: RuleAnalysis, rating?: number) =>
  firstStage(compiledOf(model), text, rules, rating);

/** The rules' analysis with the aspects and polarities the classifier decides; `rating` (1-5) informs polarity only. */
export function classify(text: string, rules: RuleAnalysis, model?: AspectClassifier, rating?: number): TextAnalysis {
  const c = model ? compiledOf(model) : committedModel();
  const findings = firstStage(c, text, rules, rating);
  const aspects: AspectJudgment[] = [];
  for (const [k, aspect] of c.aspectIds.entries()) {
    const rule = rules.aspects.find((a) => a.aspect === aspect);
    const judged = c.secondStage
      ? secondStageProbability(c.secondStage, findings, k) >= c.threshold.keep
      : findings.probabilities[k]! >= (rule ? c.threshold.keep : c.threshold.add);
    if (!judged) continue;
    const evidence = rule ? { sentence: rule.phrase, term: rule.term } : evidenceFor(c.aspects, k, rules);
    const polarityInputs = polarityInput(c.polarity.list(), aspect, rule ?? null, rules, evidence.sentence, rating);
    const p = probabilitiesOf([...polarityInputs.scores()]);
    const polarity = c.classes[p.indexOf(Math.max(...p))]!;
    const margin = round(p[c.classes.indexOf('positive')]! - p[c.classes.indexOf('negative')]!);
    const score =
      polarity === 'neutral'
        ? 0
        : polarity === 'positive'
          ? Math.max(margin, NEUTRAL_BAND)
          : Math.min(margin, -NEUTRAL_BAND);
    aspects.push({ aspect, polarity: polarityOf(score), score, phrase: evidence.sentence, term: evidence.term });
  }
  const order = new Map(c.aspectIds.map((a, i) => [a, i]));
  aspects.sort((a, b) => order.get(a.aspect)! - order.get(b.aspect)!);
  const kept = new Set(aspects.map((a) => a.aspect));
  const sentences = rules.sentences.map((s) => ({
    ...s,
    aspects: [
      ...new Set([
        ...s.aspects.filter((a) => kept.has(a)),
        ...aspects.filter((a) => s.text.includes(a.phrase)).map((a) => a.aspect),
      ]),
    ].sort((a, b) => order.get(a)! - order.get(b)!),
  }));
  const { candidates: _, ...analysis } = rules;
  return {
    ...analysis,
    aspects,
    sentences,
    mixed: aspects.some((a) => a.polarity === 'positive') && aspects.some((a) => a.polarity === 'negative'),
  };
}
