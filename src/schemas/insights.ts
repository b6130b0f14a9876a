import { z } from 'zod';
import { IsoDate, ReviewId, Slug } from './primitives.ts';

/**
 * /insights.json: aspect-based sentiment analysis of the reviews, computed at build time (decisions.md structure).
 * Every count is a number of reviews, and the reviews behind it are listed by id, here or in `per_review`.
 */

const Score = z.number().min(-1).max(1).describe('Sentiment score, -1 (negative) to 1 (positive)');
const Percent = z.number().min(0).max(100).describe('Percentage, one decimal');
const Count = z.int().min(0);
const Month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .describe('Calendar month, YYYY-MM');
const ReviewIds = z.array(ReviewId);
export const Polarity = z.enum(['positive', 'neutral', 'negative']);

export const SentimentLabel = z.object({
  score: Score,
  polarity: Polarity.describe('positive at 0.05 and above, negative at -0.05 and below, else neutral'),
});

export const AnalysisModel = z.object({
  name: z.string(),
  version: z.string().describe('Version of the method; changes when rules change'),
  method: z.string().describe('How the analysis works, in one paragraph'),
  taxonomy_version: z.string(),
  lexicon_version: z.string(),
  libraries: z
    .array(z.object({ name: z.string(), version: z.string() }))
    .describe('npm packages the analysis ran with'),
});

export const OverallSentiment = z.object({
  score: Score.describe('Mean sentiment of the reviews that have text'),
  analysed_review_count: Count.describe('Reviews with text (rating-only reviews carry no sentiment)'),
  positive_pct: Percent,
  neutral_pct: Percent,
  negative_pct: Percent,
});

const PolarityCounts = {
  positive_count: Count,
  neutral_count: Count,
  negative_count: Count,
};

export const AspectSummary = z.object({
  id: Slug,
  label: z.string(),
  description: z.string().describe('What the aspect covers'),
  mention_count: Count.describe('Reviews that mention the aspect'),
  ...PolarityCounts,
  positive_pct: Percent.describe('positive_count / mention_count (0 when unmentioned)'),
  score: Score.describe('Mean aspect score over the reviews that mention it'),
  top_phrases: z.array(z.string()).describe('The aspect terms reviewers use most, most frequent first'),
  example_review_ids: ReviewIds.describe('Up to 3 reviews with the strongest judgment of the aspect'),
  review_ids: ReviewIds.describe('Every review that mentions the aspect, newest first'),
});

export const EntitySentiment = z.object({
  score: Score.describe('Mean sentiment of the reviews that mention the entity and have text'),
  ...PolarityCounts,
});

const entityFields = {
  mention_count: Count.describe('Reviews that mention it'),
  average_rating: z.number().min(1).max(5).nullable().describe('Mean star rating of those reviews, 2 decimals'),
  sentiment: EntitySentiment,
  top_aspects: z
    .array(z.object({ id: Slug, mention_count: Count, score: Score }))
    .describe('Aspects most often judged in the same reviews (up to 3)'),
  example_review_ids: ReviewIds.describe('Up to 3 reviews, strongest sentiment first'),
  review_ids: ReviewIds.describe('Every review that mentions it, newest first'),
};

export const TechnicianInsight = z.object({ id: Slug, name: z.string(), role: z.string(), ...entityFields });
export const ServiceInsight = z.object({ id: Slug, label: z.string(), ...entityFields });
export const ProblemInsight = z.object({ id: Slug, label: z.string(), ...entityFields });
export const ServiceAreaInsight = z.object({ id: Slug, name: z.string(), ...entityFields });

export const TopicFeature = z.object({
  kind: z.enum(['aspect', 'service', 'problem', 'technician', 'service_area']),
  id: Slug,
  polarity: Polarity.optional().describe('For aspects: the judgment that recurs'),
});

export const Topic = z.object({
  id: z.string(),
  label: z.string(),
  features: z.array(TopicFeature).describe('The themes that recur together in these reviews'),
  review_count: Count,
  share_pct: Percent.describe('Share of all reviews'),
  average_rating: z.number().min(1).max(5).nullable(),
  sentiment_score: Score,
  review_ids: ReviewIds,
});

export const TemporalWindow = z.object({
  from: Month,
  to: Month,
  review_count: Count,
  average_rating: z.number().min(1).max(5).nullable(),
  sentiment: Score.nullable(),
});

export const MonthlyPoint = z.object({
  month: Month,
  review_count: Count,
  average_rating: z.number().min(1).max(5).nullable().describe('null in a month without reviews'),
  sentiment: Score.nullable().describe("Mean sentiment of the month's reviews with text; null when none"),
  review_ids: ReviewIds,
});

export const Trend = z.object({
  rule: z.string().describe('How the direction is decided'),
  window_months: z.int().min(1),
  recent: TemporalWindow,
  previous: TemporalWindow,
  rating_change: z.number().nullable(),
  sentiment_change: z.number().nullable(),
  direction: z.enum(['improving', 'steady', 'declining', 'insufficient_data']),
});

export const ReviewAspect = z.object({
  aspect: Slug,
  polarity: Polarity,
  score: Score,
  phrase: z.string().describe('The clause that carries the judgment, as written'),
  term: z.string().describe('The aspect term found in it'),
});

export const ReviewAnalysis = z.object({
  rating: z.int().min(1).max(5),
  date: IsoDate,
  sentiment: SentimentLabel.nullable().describe('null for a rating-only review'),
  mixed: z.boolean().describe('Judges at least one aspect positively and one negatively'),
  aspects: z.array(ReviewAspect),
  entities: z.object({
    technicians: z.array(Slug),
    services: z.array(Slug),
    service_areas: z.array(Slug),
    problems: z.array(Slug),
  }),
});

export const FaqEntry = z.object({
  id: Slug,
  question: z.string(),
  answer: z.string(),
  review_ids: ReviewIds.describe('Reviews that ground the answer'),
});

/** The editorial summary as content editors write it in content/insights/summary.json. */
export const EditorialSummary = z.strictObject({
  headline: z.string().min(10).max(160),
  paragraphs: z.array(z.string().min(40).max(1200)).min(1).max(6),
  author: z.string().min(2).max(120).describe('The editor who wrote it'),
  reviewed_on: IsoDate.describe('When an editor last checked it against the analysis'),
});

export const PullQuote = z.object({
  text: z.string(),
  review_id: ReviewId,
  author: z.string(),
  rating: z.int().min(1).max(5),
  date: IsoDate,
  rule: z.string().describe('How the quote was chosen'),
});

export const InsightsDataset = z.object({
  version: z.string().describe("Version of this dataset's structure"),
  generated_at: IsoDate.nullable().describe("The reviews dataset's last change (never the build's wall clock)"),
  model: AnalysisModel,
  review_count: Count,
  date_range: z.object({ earliest: IsoDate.nullable(), latest: IsoDate.nullable() }),
  overall_sentiment: OverallSentiment,
  aspects: z.array(AspectSummary).describe('Every aspect of the taxonomy, in taxonomy order'),
  entities: z.object({
    technicians: z.array(TechnicianInsight),
    services: z.array(ServiceInsight),
    problems: z.array(ProblemInsight),
    service_areas: z.array(ServiceAreaInsight),
  }),
  topics: z.array(Topic).describe('Recurring combinations of themes, largest first'),
  temporal: z.object({ monthly: z.array(MonthlyPoint), trend: Trend }),
  per_review: z.record(ReviewId, ReviewAnalysis).describe('The analysis of every review, by review id'),
  faq: z.array(FaqEntry).min(8),
  summary: EditorialSummary.describe('Editorial prose by the content editors'),
  pull_quote: PullQuote.nullable(),
});

export type InsightsDataset = z.infer<typeof InsightsDataset>;
export type EditorialSummary = z.infer<typeof EditorialSummary>;
export type ReviewAnalysis = z.infer<typeof ReviewAnalysis>;
export type AspectSummary = z.infer<typeof AspectSummary>;
export type Topic = z.infer<typeof Topic>;
export type FaqEntry = z.infer<typeof FaqEntry>;
export type PullQuote = z.infer<typeof PullQuote>;
export type Trend = z.infer<typeof Trend>;
export type MonthlyPoint = z.infer<typeof MonthlyPoint>;
