import { z } from 'zod';
import { topicIds } from './topics.ts';

/** The records the hub keeps in Netlify Blobs (one key each; see store.ts for the key layout). */

export const TopicIdSchema = z.enum(topicIds);

export const Subscription = z.object({
  topic: TopicIdSchema,
  callback: z.url(),
  /** hub.secret, or null: deliveries then carry no signature. */
  secret: z.string().nullable(),
  leaseSeconds: z.int().positive(),
  /** Epoch milliseconds. */
  subscribedAt: z.number(),
  renewedAt: z.number(),
  expiresAt: z.number(),
  /** The per-host cap groups it counts against (src/websub/cap-groups.ts); absent in records made before them. */
  capGroups: z.array(z.string()).max(16).optional(),
});
export type Subscription = z.infer<typeof Subscription>;

/** Present only while a subscription's deliveries are failing; removed by the next 2xx. */
export const FailureState = z.object({
  failures: z.int().min(1),
  nextAttemptAt: z.number(),
  lastError: z.string(),
});
export type FailureState = z.infer<typeof FailureState>;

/**
 * Who fans out one (topic, content hash): the first publisher to claim it. Another may take it over only once the
 * claim is older than the stale timeout (settings.fanOutClaimStaleSeconds).
 */
export const FanOutClaim = z.object({ claimedAt: z.number(), token: z.string() });
export type FanOutClaim = z.infer<typeof FanOutClaim>;

/**
 * A fan-out batch not yet finished: the callbacks still to be delivered (checkpointed as delivery goes), so that a
 * batch whose worker died is resumed for those only (maintenance, after settings.batchStaleSeconds).
 */
export const PendingBatch = z.object({
  callbacks: z.array(z.string()),
  updatedAt: z.number(),
});
export type PendingBatch = z.infer<typeof PendingBatch>;

/** The content a topic was last notified with; `dispatched` once every batch of its fan-out was handed off. */
export const TopicState = z.object({
  hash: z.string(),
  contentType: z.string(),
  changedAt: z.number(),
  dispatched: z.boolean(),
});
export type TopicState = z.infer<typeof TopicState>;
