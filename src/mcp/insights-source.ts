import type { InsightsDataset } from '../schemas/insights.ts';
import { getReviewData } from './data-source.ts';

/**
 * Where the MCP tools get the insights (the analysis behind /insights.json). PENDING: the insights work lands in
 * src/insights/; at merge this returns the real analysis of the same reviews. Until then it answers the placeholder's
 * fields only (no aspects, entities, FAQ or summary), and the insights tools say that the analysis is not available.
 */
export function getInsights(): InsightsDataset {
  const { dataset } = getReviewData();
  return {
    version: '0',
    generated_at: dataset.updated ?? '1970-01-01',
    model: null,
    review_count: dataset.reviews.length,
  };
}
