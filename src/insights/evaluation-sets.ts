import { readFileSync } from 'node:fs';
import type { EvaluationItem } from './evaluate.ts';

/**
 * The hand-labelled evaluation sets in tests/eval, in the order they were written:
 * - development: written before the cue lists and used to develop them;
 * - held-out: scored once blind (aspect F1 0.821, polarity 0.783), then used for one round of general fixes;
 * - blind: written after all tuning and scored once; nothing was changed after seeing its result.
 */
export const EVALUATION_SETS = [
  { id: 'development', file: 'aspect-sentiment.json', tuned: true },
  { id: 'held-out', file: 'held-out.json', tuned: true },
  { id: 'blind', file: 'blind.json', tuned: false },
] as const;

export function loadEvaluationSet(file: string, dir = new URL('../../tests/eval/', import.meta.url)): EvaluationItem[] {
  return (JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { items: EvaluationItem[] }).items;
}
