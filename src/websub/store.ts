import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { bareHostname } from './address.ts';
import { FailureState, FanOutClaim, PendingBatch, Subscription, TopicState } from './records.ts';
import type { TopicId } from './topics.ts';

/** Blobs key of a callback: a hash, so that any URL makes a safe key of fixed length. */
export const callbackKey = (callback: string) => createHash('sha256').update(callback).digest('hex');

/** Hosts are compared case-insensitively; the key part is URI-encoded so an IPv6 literal is a safe key. */
export const hostKey = (host: string) => encodeURIComponent(host.toLowerCase());

const keys = {
  subscription: (topic: TopicId, cb: string) => `subscriptions/${topic}/${cb}`,
  subscriptions: (topic: TopicId) => `subscriptions/${topic}/`,
  failure: (topic: TopicId, cb: string) => `failures/${topic}/${cb}`,
  failures: 'failures/',
  host: (host: string, topic: TopicId, cb: string) => `hosts/${hostKey(host)}/${topic}/${cb}`,
  hostPrefix: (host: string) => `hosts/${hostKey(host)}/`,
  topic: (topic: TopicId) => `topics/${topic}`,
  content: (topic: TopicId, hash: string) => `content/${topic}/${hash.replaceAll('"', '')}`,
  claim: (topic: TopicId, hash: string) => `claims/${topic}/${hash.replaceAll('"', '')}`,
  batch: (topic: TopicId, hash: string, index: number) => `batches/${topic}/${hash.replaceAll('"', '')}/${index}`,
  batches: 'batches/',
  stats: 'internal/stats',
  sweep: 'internal/sweep',
  maintenanceCursor: 'internal/maintenance-cursor',
  dispatchKey: 'internal/dispatch-key',
  rate: (window: number, client: string) => `rate/${window}/${client}`,
  ratePrefix: 'rate/',
};

async function readJson<T>(
  store: Store,
  key: string,
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
) {
  const value: unknown = await store.get(key, { type: 'json' });
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data! : null;
}

/**
 * The hub's state over one Netlify Blobs store, one key per record: a subscription per (topic, callback), so
 * concurrent requests for different subscriptions never write the same key; its delivery failures in a separate
 * key, so that a renewal and a failing delivery never overwrite each other.
 */
export class HubStore {
  readonly blobs: Store;
  constructor(blobs: Store) {
    this.blobs = blobs;
  }

  getSubscription(topic: TopicId, cb: string): Promise<Subscription | null> {
    return readJson(this.blobs, keys.subscription(topic, cb), Subscription);
  }

  /** Stores a subscription and its place in the index of each cap group it counts against. */
  async putSubscription(subscription: Subscription & { capGroups: string[] }): Promise<void> {
    const cb = callbackKey(subscription.callback);
    await this.blobs.setJSON(keys.subscription(subscription.topic, cb), subscription);
    await Promise.all(
      subscription.capGroups.map((group) => this.blobs.set(keys.host(group, subscription.topic, cb), '')),
    );
  }

  /** Removes a subscription with its failure state and its place in the cap groups' index. */
  async deleteSubscription(topic: TopicId, callback: string): Promise<void> {
    const cb = callbackKey(callback);
    const groups = (await this.getSubscription(topic, cb))?.capGroups ?? [bareHostname(new URL(callback))];
    await Promise.all([
      this.blobs.delete(keys.subscription(topic, cb)),
      this.blobs.delete(keys.failure(topic, cb)),
      ...groups.map((group) => this.blobs.delete(keys.host(group, topic, cb))),
    ]);
  }

  private async listKeys(prefix: string): Promise<string[]> {
    const found: string[] = [];
    for await (const page of this.blobs.list({ prefix, paginate: true })) {
      for (const blob of page.blobs) found.push(blob.key);
    }
    return found;
  }

  /** Callback keys of every subscription of a topic (expired ones included until swept). */
  async listSubscriptionKeys(topic: TopicId): Promise<string[]> {
    const prefix = keys.subscriptions(topic);
    return (await this.listKeys(prefix)).map((key) => key.slice(prefix.length));
  }

  /** Subscriptions counted against a cap group (src/websub/cap-groups.ts). */
  async countForHost(host: string): Promise<number> {
    return (await this.listKeys(keys.hostPrefix(host))).length;
  }

  getFailure(topic: TopicId, cb: string): Promise<FailureState | null> {
    return readJson(this.blobs, keys.failure(topic, cb), FailureState);
  }

  async putFailure(topic: TopicId, cb: string, state: FailureState): Promise<void> {
    await this.blobs.setJSON(keys.failure(topic, cb), state);
  }

  async deleteFailure(topic: TopicId, cb: string): Promise<void> {
    await this.blobs.delete(keys.failure(topic, cb));
  }

  async getTopicState(topic: TopicId): Promise<{ state: TopicState; etag?: string } | null> {
    const found = await this.blobs.getWithMetadata(keys.topic(topic), { type: 'json' });
    if (!found) return null;
    const parsed = TopicState.safeParse(found.data);
    return parsed.success ? { state: parsed.data, etag: found.etag } : null;
  }

  /**
   * Writes the topic state only if nobody changed it since `previous` was read (or, with no previous state, only if
   * it is still new); false when someone did. The local Blobs server gives no ETag on reads: there the write is
   * unconditional, which only risks a duplicate notification, never a lost one.
   */
  async putTopicState(topic: TopicId, state: TopicState, previous: { etag?: string } | null): Promise<boolean> {
    const condition = previous === null ? { onlyIfNew: true } : previous.etag ? { onlyIfMatch: previous.etag } : {};
    const result = await this.blobs.setJSON(keys.topic(topic), state, condition);
    return result.modified;
  }

  async putContent(topic: TopicId, hash: string, body: Buffer): Promise<void> {
    await this.blobs.set(keys.content(topic, hash), new Uint8Array(body).buffer as ArrayBuffer);
  }

  async getContent(topic: TopicId, hash: string): Promise<Buffer | null> {
    const data = await this.blobs.get(keys.content(topic, hash), { type: 'arrayBuffer' });
    return data ? Buffer.from(data) : null;
  }

  async deleteContent(topic: TopicId, hash: string): Promise<void> {
    await this.blobs.delete(keys.content(topic, hash));
  }

  /**
   * Claims the fan-out of one (topic, content hash): true for one caller, false while someone else's claim is younger
   * than `staleAfterMs`. The key holds the hash, so each change has its own claim and a new change never waits on an
   * old one. In production the write is conditional (new, or unchanged since read); where conditional writes are not
   * atomic (the local Blobs server) the claim is read back and only the last writer goes on.
   */
  async claimFanOut(topic: TopicId, hash: string, now: number, staleAfterMs: number): Promise<boolean> {
    const key = keys.claim(topic, hash);
    const found = await this.blobs.getWithMetadata(key, { type: 'json' });
    const held = found ? FanOutClaim.safeParse(found.data) : null;
    if (held?.success && now - held.data.claimedAt < staleAfterMs) return false;
    const token = randomBytes(16).toString('hex');
    const condition = !found ? { onlyIfNew: true } : found.etag ? { onlyIfMatch: found.etag } : {};
    if (!(await this.blobs.setJSON(key, { claimedAt: now, token }, condition)).modified) return false;
    return (await readJson(this.blobs, key, FanOutClaim))?.token === token;
  }

  /** The callbacks of a fan-out batch still to deliver (written before hand-off, checkpointed, removed when done). */
  async putBatch(topic: TopicId, hash: string, index: number, batch: PendingBatch): Promise<void> {
    await this.blobs.setJSON(keys.batch(topic, hash, index), batch);
  }

  getBatch(topic: TopicId, hash: string, index: number): Promise<PendingBatch | null> {
    return readJson(this.blobs, keys.batch(topic, hash, index), PendingBatch);
  }

  async deleteBatch(topic: TopicId, hash: string, index: number): Promise<void> {
    await this.blobs.delete(keys.batch(topic, hash, index));
  }

  /** Every unfinished batch, as [topic, hash (as in the key), index]. */
  async listBatches(): Promise<Array<[TopicId, string, number]>> {
    return (await this.listKeys(keys.batches)).map((key) => {
      const [, topic, hash, index] = key.split('/');
      return [topic as TopicId, hash!, Number(index)];
    });
  }

  async deleteClaim(topic: TopicId, hash: string): Promise<void> {
    await this.blobs.delete(keys.claim(topic, hash));
  }

  /** Estimated number of subscriptions: counted exactly by each sweep, adjusted as subscriptions come and go. */
  async getTotal(): Promise<number> {
    const stats = (await this.blobs.get(keys.stats, { type: 'json' })) as { total?: number } | null;
    return typeof stats?.total === 'number' ? stats.total : 0;
  }

  async setTotal(total: number): Promise<void> {
    await this.blobs.setJSON(keys.stats, { total: Math.max(0, total) });
  }

  async adjustTotal(delta: number): Promise<void> {
    await this.setTotal((await this.getTotal()) + delta);
  }

  /**
   * The callback keys of a topic's failing subscriptions when there are at most `limit` of them; null when there are
   * more (the listing stops at the first page past the limit).
   */
  async listFailuresUpTo(topic: TopicId, limit: number): Promise<Set<string> | null> {
    const prefix = `${keys.failures}${topic}/`;
    const found = new Set<string>();
    for await (const page of this.blobs.list({ prefix, paginate: true })) {
      for (const blob of page.blobs) found.add(blob.key.slice(prefix.length));
      if (found.size > limit) return null;
    }
    return found;
  }

  /** Failing subscriptions of one shard: the callback keys (SHA-256 hex) starting with `shard`, one hex digit. */
  async listFailureShard(topic: TopicId, shard: string): Promise<string[]> {
    const prefix = `${keys.failures}${topic}/`;
    return (await this.listKeys(`${prefix}${shard}`)).map((key) => key.slice(prefix.length));
  }

  /** Where the next bounded maintenance run starts (an index into its list of shards). */
  async getMaintenanceCursor(): Promise<number> {
    const value = (await this.blobs.get(keys.maintenanceCursor, { type: 'json' })) as { next?: number } | null;
    return typeof value?.next === 'number' ? value.next : 0;
  }

  async setMaintenanceCursor(next: number): Promise<void> {
    await this.blobs.setJSON(keys.maintenanceCursor, { next });
  }

  async getLastSweep(): Promise<number> {
    const value = (await this.blobs.get(keys.sweep, { type: 'json' })) as { at?: number } | null;
    return typeof value?.at === 'number' ? value.at : 0;
  }

  async setLastSweep(at: number): Promise<void> {
    await this.blobs.setJSON(keys.sweep, { at });
  }

  /** Counts one request of a client in a one-minute window and returns the count so far. */
  async countRequest(client: string, window: number): Promise<number> {
    const key = keys.rate(window, createHash('sha256').update(client).digest('hex').slice(0, 32));
    const seen = (await this.blobs.get(key, { type: 'json' })) as { count?: number } | null;
    const count = (seen?.count ?? 0) + 1;
    await this.blobs.setJSON(key, { count });
    return count;
  }

  /** Deletes the rate-limit counters of windows before `window`. */
  async deleteRateWindowsBefore(window: number): Promise<void> {
    for (const key of await this.listKeys(keys.ratePrefix)) {
      if (Number(key.split('/')[1]) < window) await this.blobs.delete(key);
    }
  }

  /**
   * The key that signs jobs handed to the background function. Created on first use and kept in Blobs, so no
   * configuration is needed; if two instances race to create it, both read back the one that was stored.
   */
  async dispatchKey(): Promise<Buffer> {
    const existing = await this.blobs.get(keys.dispatchKey, { type: 'text' });
    if (existing) return Buffer.from(existing, 'base64');
    await this.blobs.set(keys.dispatchKey, randomBytes(32).toString('base64'), { onlyIfNew: true });
    return Buffer.from((await this.blobs.get(keys.dispatchKey, { type: 'text' }))!, 'base64');
  }
}
