import { forEachConcurrent } from './concurrency.ts';
import type { HubContext } from './context.ts';
import { deliverBatch, type BatchReport } from './deliver.ts';
import type { Job } from './jobs.ts';
import { chunk, publishTopic, type PublishOutcome } from './publish.ts';
import { topicIds, type TopicId } from './topics.ts';

export interface MaintenanceReport {
  /** Changes found not fully handed off (a publisher died or its hand-off failed), and what publishing them again gave. */
  unfinished: PublishOutcome[];
  /** Fan-out batches whose worker died, handed off again with the callbacks they had left. */
  resumedBatches: number;
  /** Failure records read this run (bounded by settings.maintenanceFailureReads), in how many of the 48 shards. */
  failuresRead: number;
  shardsRead: number;
  dueRetries: number;
  retriesInline: BatchReport | null;
  retryBatchesDispatched: number;
  sweep: 'not-due' | 'dispatched' | SweepReport;
}

export interface SweepReport {
  subscriptions: number;
  expiredRemoved: number;
}

/** Due retries up to this many are delivered inside the scheduled function itself (it may run 30 s). */
export const INLINE_RETRY_LIMIT = 50;

/**
 * Failure records are read in shards (topic x first hex digit of the callback key: 48 shards). One run reads shards
 * from where the last one stopped until it has read `maintenanceFailureReads` records, so its work stays bounded
 * however many subscriptions fail (anyone can create failing ones); the shards are all visited in turn.
 */
const SHARDS = topicIds.flatMap((topic) => [...'0123456789abcdef'].map((shard) => ({ topic, shard })));

/**
 * What the scheduled function does every minute: publish again any change whose fan-out was not fully handed off,
 * find failing subscriptions whose retry is due and deliver the
 * topic's current content to them (inline when few, else in background batches), and, once per sweep interval,
 * remove expired subscriptions and recount. `inline` runs everything, the sweep included, in this call (local
 * triggers and tests).
 */
export async function runMaintenance(ctx: HubContext, options: { inline?: boolean } = {}): Promise<MaintenanceReport> {
  const { store, settings } = ctx;
  const now = ctx.now();
  // A change whose fan-out was never fully handed off is published again: its claim is gone (a failed hand-off
  // releases it) or stale (a dead publisher's), so exactly one maintenance run or publisher takes it over.
  const unfinished: PublishOutcome[] = [];
  for (const topic of topicIds) {
    if ((await store.getTopicState(topic))?.state.dispatched === false) {
      unfinished.push(
        await publishTopic(topic, ctx).catch((error: Error) => ({
          topic,
          outcome: 'unavailable' as const,
          status: error.message,
        })),
      );
    }
  }
  const due = new Map<TopicId, string[]>();
  let dueRetries = 0;
  let failuresRead = 0;
  let shardsRead = 0;
  const start = options.inline ? 0 : (await store.getMaintenanceCursor()) % SHARDS.length;
  while (shardsRead < SHARDS.length && (options.inline || failuresRead < settings.maintenanceFailureReads)) {
    const { topic, shard } = SHARDS[(start + shardsRead) % SHARDS.length]!;
    const callbacks = await store.listFailureShard(topic, shard);
    await forEachConcurrent(callbacks, 16, async (cb) => {
      const failure = await store.getFailure(topic, cb);
      if (failure && failure.nextAttemptAt <= now) {
        due.set(topic, [...(due.get(topic) ?? []), cb]);
        dueRetries++;
      }
    });
    failuresRead += callbacks.length;
    shardsRead += 1;
  }
  if (!options.inline) await store.setMaintenanceCursor((start + shardsRead) % SHARDS.length);

  // A fan-out batch whose progress has not moved for batchStaleSeconds lost its worker: hand off what it had left.
  const resumed: Job[] = [];
  for (const [topic, hash, index] of await store.listBatches()) {
    const batch = await store.getBatch(topic, hash, index);
    if (!batch || now - batch.updatedAt < settings.batchStaleSeconds * 1000) continue;
    await store.putBatch(topic, `"${hash}"`, index, { ...batch, updatedAt: now });
    resumed.push({ kind: 'deliver', topic, hash: `"${hash}"`, callbacks: batch.callbacks, retry: false, batch: index });
  }
  if (resumed.length > 0) await ctx.dispatch(resumed);

  const report: MaintenanceReport = {
    unfinished,
    resumedBatches: resumed.length,
    failuresRead,
    shardsRead,
    dueRetries,
    retriesInline: null,
    retryBatchesDispatched: 0,
    sweep: 'not-due',
  };
  if (options.inline || dueRetries <= INLINE_RETRY_LIMIT) {
    const total: BatchReport = { delivered: 0, failed: 0, removed: 0, expired: 0, skipped: 0 };
    const batches = await Promise.all(
      [...due].map(([topic, callbacks]) =>
        deliverBatch({ kind: 'deliver', topic, hash: '', callbacks, retry: true }, ctx),
      ),
    );
    for (const batch of batches) {
      for (const key of Object.keys(total) as Array<keyof BatchReport>) total[key] += batch[key];
    }
    report.retriesInline = total;
  } else {
    const jobs: Job[] = [...due].flatMap(([topic, callbacks]) =>
      chunk(callbacks, settings.batchSize).map((batch) => ({
        kind: 'deliver' as const,
        topic,
        hash: '',
        callbacks: batch,
        retry: true,
      })),
    );
    await ctx.dispatch(jobs);
    report.retryBatchesDispatched = jobs.length;
  }

  if (options.inline) {
    report.sweep = await sweepExpired(ctx);
  } else if (now - (await store.getLastSweep()) >= settings.sweepIntervalSeconds * 1000) {
    await store.setLastSweep(now);
    await ctx.dispatch([{ kind: 'sweep' }]);
    report.sweep = 'dispatched';
  }
  return report;
}

/** Removes every expired subscription, recounts the total, and drops rate-limit counters of past windows. */
export async function sweepExpired(ctx: HubContext): Promise<SweepReport> {
  const { store } = ctx;
  const now = ctx.now();
  let subscriptions = 0;
  let expiredRemoved = 0;
  for (const topic of topicIds) {
    await forEachConcurrent(await store.listSubscriptionKeys(topic), 32, async (cb) => {
      const subscription = await store.getSubscription(topic, cb);
      if (!subscription) return;
      if (subscription.expiresAt <= now) {
        await store.deleteSubscription(topic, subscription.callback);
        expiredRemoved++;
      } else subscriptions++;
    });
  }
  await store.setTotal(subscriptions);
  await store.deleteRateWindowsBefore(Math.floor(now / 60_000));
  return { subscriptions, expiredRemoved };
}
