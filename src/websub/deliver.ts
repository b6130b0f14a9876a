import { createHmac } from 'node:crypto';
import { topicLinkHeader } from '../artifacts/static-artifacts.ts';
import { paths } from '../site.ts';
import { forEachConcurrent } from './concurrency.ts';
import type { HubContext } from './context.ts';
import type { JobOf } from './jobs.ts';
import { outboundRequest } from './outbound.ts';
import type { Subscription } from './records.ts';
import { MAX_CONSECUTIVE_FAILURES } from './settings.ts';
import { topicUrl, type TopicId } from './topics.ts';

export interface BatchReport {
  delivered: number;
  failed: number;
  removed: number;
  expired: number;
  skipped: number;
}

export const signatureOf = (secret: string, body: Buffer) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

type Outcome = 'delivered' | 'gone' | { error: string };

/** One notification: the full content with the topic's type, the Link header and, with a secret, the signature. */
async function post(subscription: Subscription, body: Buffer, contentType: string, ctx: HubContext): Promise<Outcome> {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    Link: topicLinkHeader(`${ctx.siteUrl}${paths.hub}`, topicUrl(subscription.topic, ctx.siteUrl)),
  };
  if (subscription.secret) headers['X-Hub-Signature'] = signatureOf(subscription.secret, body);
  try {
    const { status } = await outboundRequest({
      url: new URL(subscription.callback),
      method: 'POST',
      headers,
      body,
      timeoutMs: ctx.settings.requestTimeoutMs,
      maxBodyBytes: 0,
      allowLoopback: ctx.settings.allowLoopback,
    });
    if (status >= 200 && status < 300) return 'delivered';
    if (status === 410) return 'gone';
    return { error: `HTTP ${status}` };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/**
 * Delivers a topic's content to one batch of subscriptions, `deliveryConcurrency` at a time, so that one slow or
 * dead callback holds up nobody. Per subscription: expired ones get nothing and are removed; a 2xx clears the
 * failure count; 410 removes at once; any other answer, a timeout or a network/TLS error counts one consecutive
 * failure and schedules a retry with backoff, and the third removes the subscription.
 */
export async function deliverBatch(job: JobOf<'deliver'>, ctx: HubContext): Promise<BatchReport> {
  const { store, settings } = ctx;
  const report: BatchReport = { delivered: 0, failed: 0, removed: 0, expired: 0, skipped: 0 };
  const current = await store.getTopicState(job.topic);
  const finished = () =>
    job.batch === undefined ? Promise.resolve() : store.deleteBatch(job.topic, job.hash, job.batch);
  // A fan-out batch of content that has since changed again: the newer fan-out reaches these subscribers.
  if (!current || (!job.retry && current.state.hash !== job.hash)) {
    report.skipped = job.callbacks.length;
    await finished();
    return report;
  }
  const { hash, contentType } = current.state;
  const body = await store.getContent(job.topic, hash);
  if (!body) {
    report.skipped = job.callbacks.length;
    return report;
  }
  // Which callbacks have a failure record: listed once when there are few, else read per callback (bounded either way).
  const failing = await store.listFailuresUpTo(job.topic, settings.batchFailureListLimit);

  // Progress of a fan-out batch: the callbacks not yet done, written every batchCheckpointEvery completions, so a
  // worker that dies costs at most that many repeats when maintenance resumes the batch.
  const remaining = new Set(job.callbacks);
  let sinceCheckpoint = 0;
  let checkpoint = Promise.resolve();
  // A checkpoint that cannot be written stops the batch, as a worker that died would; maintenance resumes it.
  let stopped = false;
  await forEachConcurrent(job.callbacks, settings.deliveryConcurrency, async (cb) => {
    if (stopped) return;
    try {
      await deliverOne(job.topic, cb, job.retry, failing ? failing.has(cb) : 'unknown', body, contentType, ctx, report);
    } catch (error) {
      report.skipped++;
      ctx.log?.(`delivery bookkeeping for ${job.topic}/${cb} failed: ${(error as Error).message}`);
    }
    remaining.delete(cb);
    if (job.batch !== undefined && ++sinceCheckpoint >= settings.batchCheckpointEvery) {
      sinceCheckpoint = 0;
      const callbacks = [...remaining];
      checkpoint = checkpoint.then(() =>
        store.putBatch(job.topic, job.hash, job.batch!, { callbacks, updatedAt: ctx.now() }),
      );
      await checkpoint.catch((error: Error) => {
        stopped = true;
        throw error;
      });
    }
  });
  await finished();
  const gone = report.removed + report.expired;
  if (gone > 0) await store.adjustTotal(-gone);
  return report;
}

async function deliverOne(
  topic: TopicId,
  cb: string,
  retry: boolean,
  wasFailing: boolean | 'unknown',
  body: Buffer,
  contentType: string,
  ctx: HubContext,
  report: BatchReport,
): Promise<void> {
  const { store, settings } = ctx;
  const subscription = await store.getSubscription(topic, cb);
  if (!subscription) return void report.skipped++;
  const now = ctx.now();
  if (subscription.expiresAt <= now) {
    await store.deleteSubscription(topic, subscription.callback);
    return void report.expired++;
  }
  const failure = wasFailing === false ? null : await store.getFailure(topic, cb);
  if (retry && (!failure || failure.nextAttemptAt > now)) return void report.skipped++;

  const outcome = await post(subscription, body, contentType, ctx);
  if (outcome === 'delivered') {
    if (failure) await store.deleteFailure(topic, cb);
    return void report.delivered++;
  }
  if (outcome === 'gone') {
    await store.deleteSubscription(topic, subscription.callback);
    return void report.removed++;
  }
  const failures = (failure?.failures ?? 0) + 1;
  report.failed++;
  if (failures >= MAX_CONSECUTIVE_FAILURES) {
    await store.deleteSubscription(topic, subscription.callback);
    return void report.removed++;
  }
  const delay = settings.retryDelaysSeconds[failures - 1] ?? settings.retryDelaysSeconds.at(-1)!;
  await store.putFailure(topic, cb, { failures, nextAttemptAt: ctx.now() + delay * 1000, lastError: outcome.error });
}
