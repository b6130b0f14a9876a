import { JsonText } from '../artifacts/json-stream.ts';
import type { EditorialSummary, InsightsDataset, ReviewAnalysis } from '../schemas/insights.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { aggregateAspects, judgmentsByAspect } from './aggregate-aspects.ts';
import { aggregateEntities } from './aggregate-entities.ts';
import { buildFaq } from './faq.ts';
import { modelDescription } from './model.ts';
import { choosePullQuote } from './pull-quote.ts';
import type { InsightsOverview } from './insights-output.ts';
import { pct, round, type AnalysedReview } from './stats.ts';
import { findTopics } from './topics.ts';
import { monthlySeries, trendOf } from './temporal.ts';

/** Version of the /insights.json structure. */
export const INSIGHTS_VERSION = '1.0.0';

/** One review's entry in per_review. */
function perReviewEntry({ review, analysis }: AnalysedReview): ReviewAnalysis {
  return {
    rating: review.rating,
    date: review.date,
    sentiment: analysis && analysis.sentiment,
    mixed: analysis?.mixed ?? false,
    aspects: analysis?.aspects ?? [],
    entities: { ...review.mentions, problems: analysis?.problems ?? [] },
  };
}

function perReview(items: readonly AnalysedReview[]): Record<string, ReviewAnalysis> {
  const result: Record<string, ReviewAnalysis> = {};
  for (const item of items) result[item.review.id] = perReviewEntry(item);
  return result;
}

/**
 * The members of per_review for some reviews, as JSON.stringify writes them inside the object (`"id":{...}`, comma
 * separated): the build serialises each batch of analyses as it arrives, while it waits for the rest.
 */
export function perReviewMembersJson(items: readonly AnalysedReview[]): string {
  return items.map((item) => `${JSON.stringify(item.review.id)}:${JSON.stringify(perReviewEntry(item))}`).join(',');
}

/** per_review as JSON, from the members perReviewMembersJson wrote for its batches, in dataset order. */
export const perReviewJson = (members: readonly string[]) =>
  new JsonText(['{', ...members.flatMap((m, i) => (i ? [',', m] : [m])), '}']);

/** The insights with their per_review, where /insights.json has it (after temporal), as objects or as JSON. */
export function withPerReview<P>(overview: InsightsOverview, perReview: P) {
  const { faq, summary, pull_quote, ...head } = overview;
  return { ...head, per_review: perReview, faq, summary, pull_quote };
}

/**
 * /insights.json from the reviews dataset, each review's analysis (in dataset order) and the editorial summary. Pure
 * and deterministic: no clock, no randomness, so the same content builds byte-identical output. Needs no language
 * model: the build assembles here what its worker threads analysed.
 */
export function assembleInsights(
  dataset: ReviewsDataset,
  summary: EditorialSummary,
  items: readonly AnalysedReview[],
): InsightsDataset {
  return withPerReview(assembleOverview(dataset, summary, items), perReview(items));
}

/** assembleInsights without per_review: everything the pages show. */
export function assembleOverview(
  dataset: ReviewsDataset,
  summary: EditorialSummary,
  items: readonly AnalysedReview[],
): InsightsOverview {
  const scored = items.filter((i) => i.analysis);
  const polarityCount = (p: string) => scored.filter((i) => i.analysis!.sentiment.polarity === p).length;
  const dates = items.map((i) => i.review.date).sort();
  const judgments = judgmentsByAspect(items);
  const aspects = aggregateAspects(judgments);
  const entities = aggregateEntities(dataset.business, items);
  return {
    version: INSIGHTS_VERSION,
    generated_at: dataset.updated,
    model: modelDescription(),
    review_count: items.length,
    date_range: { earliest: dates[0] ?? null, latest: dates.at(-1) ?? null },
    overall_sentiment: {
      score: round(scored.reduce((sum, i) => sum + i.analysis!.sentiment.score, 0) / (scored.length || 1), 3),
      analysed_review_count: scored.length,
      positive_pct: pct(polarityCount('positive'), scored.length),
      neutral_pct: pct(polarityCount('neutral'), scored.length),
      negative_pct: pct(polarityCount('negative'), scored.length),
    },
    aspects,
    entities,
    topics: findTopics(dataset.business, items),
    temporal: { monthly: monthlySeries(items), trend: trendOf(items) },
    faq: buildFaq({ business: dataset.business, items, judgments, aspects, entities }),
    summary,
    pull_quote: choosePullQuote(items),
  };
}
