import type { Business } from '../schemas/business.ts';
import { TAXONOMY } from './taxonomy.ts';
import { averageRating, mean, round, SentimentTally, Strongest, type AnalysedReview } from './stats.ts';

/** The fields every entity shares: who mentions it, how they rate it and feel, and what else they judge. */
function entityFields(items: readonly AnalysedReview[]) {
  // One pass over the entity's reviews for every figure (docs/benchmarks.md, "The insights assembled faster").
  const aspectScores = new Map<string, number[]>();
  let ratings = 0;
  const sentiment = new SentimentTally();
  const strongest = new Strongest();
  const review_ids: string[] = [];
  for (const { review, analysis } of items) {
    ratings += review.rating;
    review_ids.push(review.id);
    if (!analysis) continue;
    sentiment.add(analysis.sentiment);
    strongest.add(review.id, review.date, analysis.sentiment.score);
    for (const a of analysis.aspects) {
      const scores = aspectScores.get(a.aspect);
      if (scores) scores.push(a.score);
      else aspectScores.set(a.aspect, [a.score]);
    }
  }
  const aspectOrder = TAXONOMY.aspects.map((a) => a.id);
  const top_aspects = [...aspectScores.entries()]
    .sort((a, b) => b[1].length - a[1].length || aspectOrder.indexOf(a[0]) - aspectOrder.indexOf(b[0]))
    .slice(0, 3)
    .map(([id, scores]) => ({ id, mention_count: scores.length, score: round(mean(scores), 3) }));
  return {
    mention_count: items.length,
    average_rating: averageRating(ratings, items.length),
    sentiment: sentiment.result(),
    top_aspects,
    example_review_ids: strongest.ids(),
    review_ids,
  };
}

/** Most mentioned first; catalogue order among equals. */
function byMentions<T extends { mention_count: number }>(entries: T[]): T[] {
  return entries
    .map((e, i) => [e, i] as const)
    .sort((a, b) => b[0].mention_count - a[0].mention_count || a[1] - b[1])
    .map(([e]) => e);
}

/** The reviews naming each id of a kind, in review order, found in one pass (not one pass per entity). */
function byId(items: readonly AnalysedReview[], idsOf: (item: AnalysedReview) => readonly string[] | undefined) {
  const lists = new Map<string, AnalysedReview[]>();
  for (const item of items) {
    for (const id of new Set(idsOf(item))) {
      const list = lists.get(id);
      if (list) list.push(item);
      else lists.set(id, [item]);
    }
  }
  return (id: string) => lists.get(id) ?? [];
}

export function aggregateEntities(business: Business, items: readonly AnalysedReview[]) {
  const named = {
    technicians: byId(items, (i) => i.review.mentions.technicians),
    services: byId(items, (i) => i.review.mentions.services),
    service_areas: byId(items, (i) => i.review.mentions.service_areas),
  };
  const withProblem = byId(items, (i) => i.analysis?.problems);
  return {
    technicians: byMentions(
      business.technicians.map((t) => ({
        id: t.id,
        name: t.name,
        role: t.role,
        ...entityFields(named.technicians(t.id)),
      })),
    ),
    services: byMentions(
      business.services.map((s) => ({ id: s.id, label: s.label, ...entityFields(named.services(s.id)) })),
    ),
    problems: byMentions(
      TAXONOMY.problems.map((p) => ({
        id: p.id,
        label: p.label,
        ...entityFields(withProblem(p.id)),
      })),
    ),
    service_areas: byMentions(
      business.service_areas.map((a) => ({
        id: a.id,
        name: a.name,
        ...entityFields(named.service_areas(a.id)),
      })),
    ),
  };
}
