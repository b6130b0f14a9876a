import { contentEtag } from '../http/content-hash.ts';
import { forEachConcurrent } from './concurrency.ts';
import type { HubContext } from './context.ts';
import type { JobOf } from './jobs.ts';
import { topicPath, topicType, type TopicId } from './topics.ts';

export type PublishOutcome =
  | { topic: TopicId; outcome: 'unchanged' | 'concurrent' }
  | { topic: TopicId; outcome: 'unavailable'; status: number | string }
  | { topic: TopicId; outcome: 'notified'; hash: string; subscriptions: number; batches: number };

const TOPIC_READ_TIMEOUT_MS = 10_000;

/** Splits a list into chunks of at most `size`. */
export const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Reads a topic as deployed: over HTTP from the site, exactly what a subscriber would fetch. */
async function readDeployedTopic(ctx: HubContext, topic: TopicId): Promise<Buffer | number | string> {
  try {
    const response = await fetch(`${ctx.siteUrl}${topicPath(topic)}`, {
      signal: AbortSignal.timeout(TOPIC_READ_TIMEOUT_MS),
      headers: { 'Cache-Control': 'no-cache' },
    });
    if (response.status !== 200) return response.status;
    return Buffer.from(await response.arrayBuffer());
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Publishing one topic: read it as deployed, and only when its content hash differs from the last one notified,
 * keep a snapshot of the content in Blobs (every batch delivers exactly these bytes) and split the topic's
 * subscriptions into batches for the background function. Each (topic, hash) fan-out is claimed once
 * (HubStore.claimFanOut): pings while it is handed off change nothing. The state is marked dispatched only after every
 * batch was handed off. A write or hand-off that fails releases the claim and leaves the change undispatched, which
 * the next maintenance run publishes again; a publisher that died holding a claim is taken over once the claim went
 * stale (settings.fanOutClaimStaleSeconds).
 */
export async function publishTopic(topic: TopicId, ctx: HubContext): Promise<PublishOutcome> {
  const { store, settings } = ctx;
  const body = await readDeployedTopic(ctx, topic);
  if (!Buffer.isBuffer(body)) return { topic, outcome: 'unavailable', status: body };
  const hash = contentEtag(body);
  const previous = await store.getTopicState(topic);
  if (previous?.state.hash === hash && previous.state.dispatched) return { topic, outcome: 'unchanged' };

  // One fan-out per change: repeated pings (hub.mode=publish is unauthenticated) find the claim and stop here.
  if (!(await store.claimFanOut(topic, hash, ctx.now(), settings.fanOutClaimStaleSeconds * 1000))) {
    return { topic, outcome: 'concurrent' };
  }
  const state = { hash, contentType: topicType(topic), changedAt: ctx.now(), dispatched: false };
  let callbacks: string[];
  let jobs: JobOf<'deliver'>[];
  try {
    // The state first: from here on, maintenance sees an undispatched change and redoes it if anything below fails.
    // Conditional on the state read above: of two publishers racing on the same change, one fans out.
    if (!(await store.putTopicState(topic, state, previous))) {
      await store.deleteClaim(topic, hash);
      return { topic, outcome: 'concurrent' };
    }
    await store.putContent(topic, hash, body);
    callbacks = await store.listSubscriptionKeys(topic);
    jobs = chunk(callbacks, settings.batchSize).map((batch, index) => ({
      kind: 'deliver',
      topic,
      hash,
      callbacks: batch,
      retry: false,
      batch: index,
    }));
    // Each batch's progress is on record before it is handed off: a batch whose worker dies is resumed, not lost.
    await forEachConcurrent(jobs, 16, (job) =>
      store.putBatch(topic, hash, job.batch!, { callbacks: job.callbacks, updatedAt: ctx.now() }),
    );
    await ctx.dispatch(jobs);
  } catch (error) {
    // A failed write or hand-off releases the claim, so the next maintenance run (a minute later) redoes the change.
    await store.deleteClaim(topic, hash).catch(() => {});
    throw error;
  }
  const current = await store.getTopicState(topic);
  if (current?.state.hash === hash) await store.putTopicState(topic, { ...state, dispatched: true }, current);
  if (previous && previous.state.hash !== hash) {
    await store.deleteContent(topic, previous.state.hash);
    await store.deleteClaim(topic, previous.state.hash);
  }
  return { topic, outcome: 'notified', hash, subscriptions: callbacks.length, batches: jobs.length };
}

export async function publishTopics(topics: readonly TopicId[], ctx: HubContext): Promise<PublishOutcome[]> {
  return Promise.all(topics.map((topic) => publishTopic(topic, ctx)));
}
