import type { AspectSummary } from '../schemas/insights.ts';
import type { Review } from '../schemas/review.ts';
import type { AspectJudgment, TextAnalysis } from './pipeline/types.ts';
import { TAXONOMY } from './taxonomy.ts';
import { meanOf, mostFrequent, pct, round, Strongest, type AnalysedReview } from './stats.ts';

/** One aspect judgment with the review and analysis it comes from. */
export interface Judged {
  review: Review;
  analysis: TextAnalysis;
  judgment: AspectJudgment;
  /** Its place among all judgments: review order, then the analysis' order. */
  order: number;
}

/**
 * Every judgment by aspect, in review order: one pass over the reviews that the aspect summaries and the FAQ share
 * (an analysis judges an aspect once). Reading every review once per FAQ question, and copying every judgment into a
 * new object, was most of the assembly's time at 100k reviews (docs/benchmarks.md, "The insights assembled faster").
 */
export function judgmentsByAspect(items: readonly AnalysedReview[]): Map<string, Judged[]> {
  const byAspect = new Map<string, Judged[]>(TAXONOMY.aspects.map((a) => [a.id, []]));
  let order = 0;
  for (const { review, analysis } of items) {
    if (!analysis) continue;
    for (const judgment of analysis.aspects) {
      const list = byAspect.get(judgment.aspect);
      const judged = { review, analysis, judgment, order: order++ };
      if (list) list.push(judged);
      else byAspect.set(judgment.aspect, [judged]);
    }
  }
  return byAspect;
}

/** One summary per taxonomy aspect: how many reviews judge it, how, in which words, and which reviews. */
export function aggregateAspects(byAspect: ReadonlyMap<string, readonly Judged[]>): AspectSummary[] {
  return TAXONOMY.aspects.map((aspect) => {
    const judged = byAspect.get(aspect.id) ?? [];
    const counts = { positive: 0, neutral: 0, negative: 0 };
    let sum = 0;
    const strongest = new Strongest();
    const terms: string[] = [];
    const ids: string[] = [];
    for (const { review, judgment } of judged) {
      counts[judgment.polarity] += 1;
      sum += judgment.score; // in review order from 0, as mean() adds
      terms.push(judgment.term);
      ids.push(review.id);
      strongest.add(review.id, review.date, judgment.score);
    }
    return {
      id: aspect.id,
      label: aspect.label,
      description: aspect.scope,
      mention_count: judged.length,
      positive_count: counts.positive,
      neutral_count: counts.neutral,
      negative_count: counts.negative,
      positive_pct: pct(counts.positive, judged.length),
      score: round(meanOf(sum, judged.length), 3),
      top_phrases: mostFrequent(terms, 5),
      example_review_ids: strongest.ids(),
      review_ids: ids,
    };
  });
}
