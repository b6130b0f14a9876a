import { z } from 'zod';
import type { InsightsDataset } from '../schemas/insights.ts';
import { IsoDate, ReviewId } from '../schemas/primitives.ts';

/**
 * The parts of the insights dataset the MCP tools serve, with the field names decisions.md gives for /insights.json.
 * MERGE NOTE: once src/schemas/insights.ts holds the full schema, import Aspect/FaqEntry/OverallSentiment from there
 * instead of declaring them here (one source of truth); the adapter below then becomes a plain projection.
 */
const Pct = z.number().min(0).max(100).describe('Percentage, 0 to 100');
const Score = z.number().min(-1).max(1).describe('Sentiment score, -1 (negative) to 1 (positive)');
const Count = z.int().min(0);

export const Aspect = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  mention_count: Count.describe('Reviews that talk about this aspect'),
  positive_count: Count,
  neutral_count: Count,
  negative_count: Count,
  positive_pct: Pct,
  score: Score,
  top_phrases: z.array(z.string()).describe('Phrases reviewers use most for this aspect'),
  example_review_ids: z.array(ReviewId).describe('Reviews that illustrate it (ids for get_review)'),
});
export type Aspect = z.infer<typeof Aspect>;

export const FaqEntry = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
  review_ids: z.array(ReviewId).describe('Reviews the answer is drawn from'),
});
export type FaqEntry = z.infer<typeof FaqEntry>;

export const OverallSentiment = z.object({
  score: Score,
  positive_pct: Pct,
  neutral_pct: Pct,
  negative_pct: Pct,
});

/**
 * Sentiment about one technician, service or service area. ASSUMED shape of the entries of insights.entities.*
 * (decisions.md names the groups, not their fields): the aspect counters keyed by the catalogue id.
 */
export const EntitySentiment = z.object({
  id: z.string().min(1),
  mention_count: Count,
  positive_count: Count,
  neutral_count: Count,
  negative_count: Count,
  positive_pct: Pct,
  score: Score,
});
export type EntitySentiment = z.infer<typeof EntitySentiment>;

export const InsightsStatus = z.object({
  available: z.boolean().describe('False while the sentiment analysis has not been generated'),
  version: z.string(),
  generated_at: z.string().describe('The date of the dataset the analysis covers (never the wall clock)'),
  review_count: Count.describe('Reviews analysed'),
});

export interface InsightsView {
  status: z.infer<typeof InsightsStatus>;
  date_range: { earliest: string; latest: string } | null;
  overall_sentiment: z.infer<typeof OverallSentiment> | null;
  aspects: Aspect[];
  faq: FaqEntry[];
  summary: string | null;
  pull_quote: string | null;
  entities: { technicians: EntitySentiment[]; services: EntitySentiment[]; service_areas: EntitySentiment[] };
}

const arrayOf = <T extends z.ZodType>(item: T, value: unknown): z.infer<T>[] =>
  Array.isArray(value) ? value.flatMap((v) => { const p = item.safeParse(v); return p.success ? [p.data] : []; }) : [];
const stringOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** Projects the insights dataset (whatever of it exists yet) onto what the tools serve. */
export function insightsView(insights: InsightsDataset): InsightsView {
  const raw = insights as Record<string, unknown>;
  const entities = (raw.entities ?? {}) as Record<string, unknown>;
  const aspects = arrayOf(Aspect, raw.aspects);
  const range = z.object({ earliest: IsoDate, latest: IsoDate }).safeParse(raw.date_range);
  const overall = OverallSentiment.safeParse(raw.overall_sentiment);
  return {
    status: {
      available: aspects.length > 0,
      version: insights.version,
      generated_at: insights.generated_at,
      review_count: insights.review_count,
    },
    date_range: range.success ? range.data : null,
    overall_sentiment: overall.success ? overall.data : null,
    aspects,
    faq: arrayOf(FaqEntry, raw.faq),
    summary: stringOrNull(raw.summary),
    pull_quote: stringOrNull(raw.pull_quote),
    entities: {
      technicians: arrayOf(EntitySentiment, entities.technicians),
      services: arrayOf(EntitySentiment, entities.services),
      service_areas: arrayOf(EntitySentiment, entities.service_areas),
    },
  };
}
