import { roundWeight, sigmoid } from './logistic.ts';

/**
 * The second stage of the aspect decision: per aspect, a small logistic regression over what the first stage (the
 * per-aspect regressions over words) concluded about the whole text: its own probability (as a logit), the other
 * aspects' probabilities, whether the rules judged the aspect or only saw a candidate cue for it, how many aspects the
 * rules judged, and the text's length. It is trained on first-stage probabilities of texts the first stage was not
 * trained on (sets once written blind, left out a quarter at a time), so it learns how far to trust the first stage
 * on new writing rather than on its own training data, where it is overconfident. Left out in turn with nested
 * training (docs/insights.md, "Method 3.23.0"), this raised the mean aspect F1 of blind-18 to blind-25.
 */
export interface SecondStage {
  /** Per aspect (in the classifier's aspect order): one weight per input of `secondStageInputs`, bias last. */
  weights: number[][];
}

/** What the second stage reads of one text for aspect `k`. */
export interface TextFindings {
  /** First-stage probability of each aspect, in the classifier's aspect order. */
  probabilities: ArrayLike<number>;
  /** Whether the rules judged each aspect, in the same order. */
  judgedByRules: ArrayLike<boolean>;
  /** Whether a cue of each aspect occurs in the text (the rules may or may not judge it), in the same order. */
  candidate: ArrayLike<boolean>;
  /** The text's length in whitespace-separated words. */
  words: number;
}

const LOGIT_LIMIT = 1e-6;
const logit = (p: number) => {
  const q = Math.min(Math.max(p, LOGIT_LIMIT), 1 - LOGIT_LIMIT);
  return Math.log(q / (1 - q));
};

/** The inputs for aspect k: its logit, the other aspects' probabilities, the rules' findings, the length, 1 (bias). */
export function secondStageInputs(findings: TextFindings, k: number): number[] {
  const { probabilities, judgedByRules, candidate } = findings;
  const inputs = [logit(probabilities[k]!)];
  for (let j = 0; j < probabilities.length; j += 1) if (j !== k) inputs.push(probabilities[j]!);
  let judged = 0;
  for (let j = 0; j < judgedByRules.length; j += 1) if (judgedByRules[j]) judged += 1;
  inputs.push(judgedByRules[k] ? 1 : 0, candidate[k] ? 1 : 0, judged / 4, Math.min(findings.words, 200) / 100, 1);
  return inputs;
}

const dot = (w: ArrayLike<number>, x: readonly number[]) => {
  let z = 0;
  for (let i = 0; i < x.length; i += 1) z += w[i]! * x[i]!;
  return z;
};

export const secondStageProbability = (stage: SecondStage, findings: TextFindings, k: number): number =>
  sigmoid(dot(stage.weights[k]!, secondStageInputs(findings, k)));

/** Full-batch gradient descent, fixed steps, no randomness: the same rows give the same weights byte for byte. */
export const SECOND_STAGE_OPTIONS = { epochs: 1500, learningRate: 1, l2: 0.001 } as const;

/**
 * Trains the weights of one aspect from rows of inputs (`secondStageInputs`) and 0/1 labels. The logit's weight
 * starts at 1 (the first stage as it is) and, with the bias, is not penalised: what logistic.ts's sparse `train`
 * (zero start, every weight penalised) cannot express.
 */
export function trainSecondStageAspect(rows: readonly number[][], labels: readonly number[]): number[] {
  const { epochs, learningRate, l2 } = SECOND_STAGE_OPTIONS;
  const n = rows[0]!.length;
  const w = new Float64Array(n);
  w[0] = 1;
  const gradient = new Float64Array(n);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    gradient.fill(0);
    rows.forEach((x, r) => {
      const error = sigmoid(dot(w, x)) - labels[r]!;
      for (let i = 0; i < n; i += 1) gradient[i]! += error * x[i]!;
    });
    for (let i = 0; i < n; i += 1) {
      const penalty = i === 0 || i === n - 1 ? 0 : l2 * w[i]!;
      w[i]! -= learningRate * (gradient[i]! / rows.length + penalty);
    }
  }
  return [...w].map(roundWeight);
}
