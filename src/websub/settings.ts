import { isLocalDevelopment } from '../local-development.ts';

/**
 * The hub's limits and switches. Production uses the defaults; tests, benchmarks and local development change them
 * through environment variables (documented in docs/websub.md) or by passing settings to the core directly.
 */
export interface HubSettings {
  /** Callbacks on loopback (127.0.0.0/8, ::1) are accepted: local development and tests only. */
  allowLoopback: boolean;
  /** Subscribe, unsubscribe and publish requests per client IP per minute. */
  rateLimitPerMinute: number;
  /** Active subscriptions per callback host (over all topics). */
  maxSubscriptionsPerHost: number;
  /** Active subscriptions in total (over all topics). */
  maxSubscriptionsTotal: number;
  /** Subscriptions handed to one background invocation during fan-out. */
  batchSize: number;
  /** Deliveries in flight at once inside one batch. */
  deliveryConcurrency: number;
  /** Every outgoing request (verification, delivery) ends after this long. */
  requestTimeoutMs: number;
  /** Seconds to wait before the retry after the 1st and after the 2nd consecutive failure (the 3rd removes). */
  retryDelaysSeconds: readonly number[];
  /** How often expired subscriptions are swept (seconds). */
  sweepIntervalSeconds: number;
  /**
   * A fan-out claim older than this may be taken over by the next publish (seconds): longer than any hand-off can
   * run (a function's own time limit), so a live fan-out is never doubled, and a dead one is redone.
   */
  fanOutClaimStaleSeconds: number;
  /**
   * Failure records one maintenance run reads at most (it may overrun by one shard): 2000 reads at 16 at a time stay
   * far inside the scheduled function's 30 s.
   */
  maintenanceFailureReads: number;
  /**
   * A fan-out batch whose progress record has not moved for this long lost its worker (longer than a background
   * function may run): maintenance hands its remaining callbacks off again.
   */
  batchStaleSeconds: number;
  /** A batch records its progress after this many callbacks, so a resumed batch repeats at most these. */
  batchCheckpointEvery: number;
  /**
   * A delivery batch lists the topic's failure records only while there are at most this many (one page of a Blobs
   * list); beyond that it reads the record of each of its own callbacks instead, so its work is bounded by its own
   * size however many failing subscriptions others have created.
   */
  batchFailureListLimit: number;
}

export const defaultSettings: HubSettings = {
  allowLoopback: false,
  rateLimitPerMinute: 30,
  maxSubscriptionsPerHost: 100,
  maxSubscriptionsTotal: 300_000,
  batchSize: 500,
  deliveryConcurrency: 50,
  requestTimeoutMs: 10_000,
  retryDelaysSeconds: [60, 600],
  sweepIntervalSeconds: 3600,
  fanOutClaimStaleSeconds: 900,
  maintenanceFailureReads: 2000,
  batchStaleSeconds: 960,
  batchCheckpointEvery: 50,
  batchFailureListLimit: 1000,
};

/** Consecutive failed deliveries that remove a subscription (interface document, Limits). */
export const MAX_CONSECUTIVE_FAILURES = 3;

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Settings from the environment of a Netlify function and its deploy context. Loopback callbacks are allowed only in
 * local development (src/local-development.ts: NETLIFY_DEV=true and the deploy context "dev" together), unless
 * WEBSUB_ALLOW_LOOPBACK_CALLBACKS=0 switches them off there; no variable turns them on elsewhere. Private, link-local
 * and reserved addresses are never allowed.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env, deployContext?: string): HubSettings {
  return {
    ...defaultSettings,
    allowLoopback: isLocalDevelopment(env, deployContext) && env.WEBSUB_ALLOW_LOOPBACK_CALLBACKS !== '0',
    rateLimitPerMinute: positiveInt(env.WEBSUB_RATE_LIMIT_PER_MINUTE, defaultSettings.rateLimitPerMinute),
    maxSubscriptionsPerHost: positiveInt(
      env.WEBSUB_MAX_SUBSCRIPTIONS_PER_HOST,
      defaultSettings.maxSubscriptionsPerHost,
    ),
    maxSubscriptionsTotal: positiveInt(env.WEBSUB_MAX_SUBSCRIPTIONS_TOTAL, defaultSettings.maxSubscriptionsTotal),
  };
}
