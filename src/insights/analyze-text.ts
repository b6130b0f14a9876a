import { classify } from './pipeline/classify.ts';
import { analyzeWithRules } from './pipeline/rules.ts';
import type { TextAnalysis } from './pipeline/types.ts';

export type { AspectJudgment, Polarity, SentenceAnalysis, TextAnalysis } from './pipeline/types.ts';
export { NEUTRAL_BAND, polarityOf, squash } from './pipeline/rules.ts';

/**
 * Analyses one review text: overall sentiment, aspect judgments with the clause that carries each, problems named
 * and whether urgent help is mentioned. Two stages (docs/insights.md, "Method"):
 * 1. rules (src/insights/pipeline/rules.ts): sentences, clauses, aspect terms, lexicon scores with negation and
 *    contrast, attribution of each opinion to the aspects of its clause;
 * 2. a learned stage (src/insights/pipeline/classify.ts): logistic regressions over the rules' findings and the words
 *    around them decide which aspects the text judges and with which polarity.
 * `rating`, the reviewer's stars (1-5) where known, is one of the polarity model's features; without it the text is
 * judged by its words alone. Deterministic: the same input always gives the same result. Null for a missing or blank
 * text (rating-only review).
 */
export function analyzeText(text: string | null | undefined, rating?: number): TextAnalysis | null {
  const rules = analyzeWithRules(text);
  return rules && classify(text!, rules, undefined, rating);
}
