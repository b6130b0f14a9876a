import type { AspectSummary } from '../schemas/insights.ts';
import type { AspectJudgment } from './pipeline/types.ts';
import { TAXONOMY } from './taxonomy.ts';
import { mean, mostFrequent, pct, round, strongestIds, type AnalysedReview } from './stats.ts';

type JudgedIn = { id: string; date: string };

/** One summary per taxonomy aspect: how many reviews judge it, how, in which words, and which reviews. */
export function aggregateAspects(items: readonly AnalysedReview[]): AspectSummary[] {
  // One pass over the reviews, each judgment to its aspect, in review order (an analysis judges an aspect once).
  const byAspect = new Map(TAXONOMY.aspects.map((a) => [a.id, [] as Array<AspectJudgment & JudgedIn>]));
  for (const { review, analysis } of items) {
    for (const judgment of analysis?.aspects ?? []) {
      byAspect.get(judgment.aspect)?.push({ id: review.id, date: review.date, ...judgment });
    }
  }
  return TAXONOMY.aspects.map((aspect) => {
    const judged = byAspect.get(aspect.id)!;
    const count = (polarity: string) => judged.filter((j) => j.polarity === polarity).length;
    return {
      id: aspect.id,
      label: aspect.label,
      description: aspect.scope,
      mention_count: judged.length,
      positive_count: count('positive'),
      neutral_count: count('neutral'),
      negative_count: count('negative'),
      positive_pct: pct(count('positive'), judged.length),
      score: round(mean(judged.map((j) => j.score)), 3),
      top_phrases: mostFrequent(
        judged.map((j) => j.term),
        5,
      ),
      example_review_ids: strongestIds(judged),
      review_ids: judged.map((j) => j.id),
    };
  });
}
