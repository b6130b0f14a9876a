import { z } from 'zod';

/**
 * PLACEHOLDER until the insights issue lands: the top-level fields of decisions.md, inner shapes open.
 * The insights work replaces this with the full schema.
 */
export const InsightsDataset = z.looseObject({
  version: z.string(),
  generated_at: z.string(),
  model: z.unknown(),
  review_count: z.int().min(0),
});
export type InsightsDataset = z.infer<typeof InsightsDataset>;
