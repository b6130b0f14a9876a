import { analyzeText, type Polarity, type TextAnalysis } from './analyze-text.ts';

export interface EvaluationItem {
  text: string;
  /** The reviewer's star rating, where the set gives one. */
  rating?: number;
  /** Gold aspects of the sentence and their polarity; empty when the sentence names no aspect. */
  labels: Record<string, Polarity>;
}

export interface EvaluationReport {
  sentences: number;
  judgments: number;
  aspect: {
    precision: number;
    recall: number;
    f1: number;
    truePositives: number;
    falsePositives: number;
    falseNegatives: number;
  };
  /** Share of correctly detected aspects whose polarity is right (the usual ABSA polarity accuracy). */
  polarityAccuracy: number;
  /** Share of all gold judgments found with the right polarity (a miss counts as wrong). */
  endToEndAccuracy: number;
  errors: Array<{ text: string; expected: Record<string, Polarity>; found: Record<string, Polarity> }>;
}

const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
const round = (x: number) => Math.round(x * 1000) / 1000;

/** Aspect detection precision, recall and F1 (micro-averaged over sentences), and polarity accuracy. */
export function evaluate(
  items: readonly EvaluationItem[],
  analyse: (text: string, rating?: number) => TextAnalysis | null = analyzeText,
): EvaluationReport {
  let tp = 0,
    fp = 0,
    fn = 0,
    polarityRight = 0,
    judgments = 0;
  const errors: EvaluationReport['errors'] = [];
  for (const item of items) {
    const found: Record<string, Polarity> = {};
    for (const a of analyse(item.text, item.rating)?.aspects ?? []) found[a.aspect] = a.polarity;
    let wrong = false;
    for (const [aspect, polarity] of Object.entries(item.labels)) {
      judgments += 1;
      if (aspect in found) {
        tp += 1;
        if (found[aspect] === polarity) polarityRight += 1;
        else wrong = true;
      } else {
        fn += 1;
        wrong = true;
      }
    }
    for (const aspect of Object.keys(found)) {
      if (!(aspect in item.labels)) {
        fp += 1;
        wrong = true;
      }
    }
    if (wrong) errors.push({ text: item.text, expected: item.labels, found });
  }
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return {
    sentences: items.length,
    judgments,
    aspect: {
      precision: round(precision),
      recall: round(recall),
      f1: round(ratio(2 * precision * recall, precision + recall)),
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
    },
    polarityAccuracy: round(ratio(polarityRight, tp)),
    endToEndAccuracy: round(ratio(polarityRight, judgments)),
    errors,
  };
}
