import { jsonTexts } from '../artifacts/json-stream.ts';
import { contentDir } from '../content/load-content.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import type { InsightsDataset } from '../schemas/insights.ts';
import { loadEditorialSummary } from './editorial.ts';

/** Everything in /insights.json but the analysis of each review: what the pages show. */
export type InsightsOverview = Omit<InsightsDataset, 'per_review'>;

/**
 * What the site publishes from the insights: /insights.json, serialised once (as texts of about 64K characters, see
 * json-stream.ts), and the overview the pages show. At scale per_review is the largest part and no page needs it as
 * objects.
 */
export interface InsightsOutput {
  json: string[];
  overview: InsightsOverview;
}

export function insightsOutput(insights: InsightsDataset): InsightsOutput {
  const { per_review: _, ...overview } = insights;
  return { json: [...jsonTexts(insights)], overview };
}

/** Shared by every copy of this module (Astro bundles it into the pages; the build integration imports it). */
const shared = globalThis as { __reviewsInsights?: Map<string, Promise<InsightsOutput>> };
const outputs = (shared.__reviewsInsights ??= new Map());

/** Hands in the insights of a content folder computed elsewhere: the build computes them in a worker thread. */
export function provideInsights(dir: string, output: Promise<InsightsOutput>): void {
  outputs.set(dir, output);
}

/**
 * The insights of a content folder, once per process: those the build provided, else computed here (the dev
 * server). The analysis and its language model are loaded only then.
 */
export function getInsights(dir = contentDir()): Promise<InsightsOutput> {
  let output = outputs.get(dir);
  if (!output) {
    output = import('./build-insights.ts').then(({ buildInsights }) =>
      insightsOutput(buildInsights(getReviewsDataset(dir), loadEditorialSummary(dir))),
    );
    outputs.set(dir, output);
  }
  return output;
}
