import type { z } from 'zod';
import { AspectSummary, TechnicianInsight } from '../schemas/insights.ts';

/**
 * The parts of /insights.json the MCP tools serve, derived from its schema (src/schemas/insights.ts). Lists of every
 * review id (`review_ids`) are left out of tool results: they grow with the reviews, and the insights resource (the
 * whole /insights.json) has them. Parsing with these schemas drops them.
 */
export const AspectView = AspectSummary.omit({ review_ids: true });
export type AspectView = z.infer<typeof AspectView>;

/** What /insights.json says about one technician, service or service area (the three share these fields). */
export const EntitySentimentView = TechnicianInsight.pick({
  sentiment: true,
  top_aspects: true,
  example_review_ids: true,
});
export type EntitySentimentView = z.infer<typeof EntitySentimentView>;
