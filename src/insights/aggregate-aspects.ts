import type { AspectSummary } from '../schemas/insights.ts';
import { TAXONOMY } from './taxonomy.ts';
import { mean, mostFrequent, pct, round, strongestIds, type AnalysedReview } from './stats.ts';

/** One summary per taxonomy aspect: how many reviews judge it, how, in which words, and which reviews. */
export function aggregateAspects(items: readonly AnalysedReview[]): AspectSummary[] {
  return TAXONOMY.aspects.map((aspect) => {
    const judged = items.flatMap(({ review, analysis }) => {
      const judgment = analysis?.aspects.find((a) => a.aspect === aspect.id);
      return judgment ? [{ id: review.id, date: review.date, ...judgment }] : [];
    });
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
