import { randomBytes } from 'node:crypto';
import { bareHostname } from './address.ts';
import { fullCapGroup } from './cap-groups.ts';
import type { HubContext } from './context.ts';
import type { JobOf } from './jobs.ts';
import { outboundRequest } from './outbound.ts';
import { callbackKey } from './store.ts';

export type VerificationOutcome = 'subscribed' | 'renewed' | 'unsubscribed' | 'not-confirmed' | 'over-capacity';

/** The verification URL: the callback with its own query string kept, and the hub's parameters appended. */
export function verificationUrl(callback: string, params: Record<string, string>): URL {
  const query = new URLSearchParams(params).toString();
  const separator = callback.endsWith('?') ? '' : new URL(callback).search ? '&' : '?';
  return new URL(`${callback}${separator}${query}`);
}

/**
 * Verification of intent (WebSub 5.3): a GET to the callback with hub.mode, hub.topic, hub.challenge and
 * hub.lease_seconds. Only a 2xx whose body is exactly the challenge confirms; anything else changes nothing (a
 * failed re-subscription leaves the existing subscription as it was). A confirmed subscribe creates the
 * subscription or renews its lease (same key: never a second copy); a confirmed unsubscribe removes it.
 */
export async function verifyIntent(job: JobOf<'verify'>, ctx: HubContext): Promise<VerificationOutcome> {
  const { store, settings } = ctx;
  const challenge = randomBytes(32).toString('base64url');
  const url = verificationUrl(job.callback, {
    'hub.mode': job.mode,
    'hub.topic': job.topicUrl,
    'hub.challenge': challenge,
    'hub.lease_seconds': String(job.leaseSeconds),
  });
  const sentAt = ctx.now();
  let confirmed = false;
  try {
    const response = await outboundRequest({
      url,
      method: 'GET',
      timeoutMs: settings.requestTimeoutMs,
      maxBodyBytes: challenge.length,
      allowLoopback: settings.allowLoopback,
    });
    confirmed = response.status >= 200 && response.status < 300 && response.body.equals(Buffer.from(challenge));
  } catch (error) {
    ctx.log?.(`verification of ${job.callback} failed: ${(error as Error).message}`);
  }
  if (!confirmed) return 'not-confirmed';

  const cb = callbackKey(job.callback);
  const existing = await store.getSubscription(job.topic, cb);
  if (job.mode === 'unsubscribe') {
    if (existing) {
      await store.deleteSubscription(job.topic, job.callback);
      await store.adjustTotal(-1);
    }
    return 'unsubscribed';
  }
  const groups = job.capGroups.length > 0 ? job.capGroups : [bareHostname(new URL(job.callback))];
  if (!existing) {
    // Checked again here: requests accepted at the same time all passed the check before the 202.
    if (await fullCapGroup(store, groups, settings.maxSubscriptionsPerHost)) return 'over-capacity';
    if ((await store.getTotal()) >= settings.maxSubscriptionsTotal) return 'over-capacity';
  }
  await store.putSubscription({
    topic: job.topic,
    callback: job.callback,
    secret: job.secret,
    leaseSeconds: job.leaseSeconds,
    subscribedAt: existing?.subscribedAt ?? sentAt,
    renewedAt: sentAt,
    expiresAt: sentAt + job.leaseSeconds * 1000,
    capGroups: groups,
  });
  if (!existing) await store.adjustTotal(1);
  return existing ? 'renewed' : 'subscribed';
}
