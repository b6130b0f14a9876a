import { readdirSync, readFileSync } from 'node:fs';
import { evaluate, type EvaluationItem, type EvaluationReport } from './evaluate.ts';
import type { Polarity, TextAnalysis } from './analyze-text.ts';

/**
 * How far two careful annotators agree: a second labelling of an evaluation set, written from the labelling
 * guideline alone, scored against the set's own labels with the same measures the analyser is scored by. It tells
 * what the targets ask against what labelling itself supports.
 */
export interface SecondLabelling {
  description: string;
  /** The set's file in tests/eval. */
  set: string;
  /** One entry per item of the set, in its order. */
  items: Array<{ id: number; labels: Record<string, Polarity> }>;
}

const AGREEMENT_DIR = new URL('../../tests/eval/agreement/', import.meta.url);

/** Every second labelling in tests/eval/agreement (each file names its set). */
export const SECOND_LABELLINGS = readdirSync(AGREEMENT_DIR)
  .filter((f) => f.endsWith('.second-annotator.json'))
  .sort();

export function loadSecondLabelling(file: string, dir = AGREEMENT_DIR): SecondLabelling {
  return JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as SecondLabelling;
}

/** The second labelling scored as if it were an analyser's output on the set's items. */
export function agreementOf(items: readonly EvaluationItem[], second: SecondLabelling): EvaluationReport {
  if (second.items.length !== items.length || second.items.some((entry, i) => entry.id !== i)) {
    throw new Error(`${second.set}: the second labelling does not have one entry per item in order`);
  }
  const byText = new Map(items.map((item, i) => [item.text, second.items[i]!.labels]));
  return evaluate(items, (text) => {
    const labels = byText.get(text) ?? {};
    return { aspects: Object.entries(labels).map(([aspect, polarity]) => ({ aspect, polarity })) } as TextAnalysis;
  });
}
