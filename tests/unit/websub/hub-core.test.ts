import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleHubRequest } from '../../../src/websub/hub.ts';
import { runMaintenance } from '../../../src/websub/maintenance.ts';
import { publishTopics } from '../../../src/websub/publish.ts';
import { callbackKey } from '../../../src/websub/store.ts';
import type { TopicId } from '../../../src/websub/topics.ts';
import { startTestHub } from '../../support/hub-harness.ts';
import { TestSubscriber, waitFor } from '../../support/subscriber.ts';
import { createTestCertificates, type TestCertificates } from '../../support/test-ca.ts';

let certs: TestCertificates;
let previousCas: string[];
let hub: Awaited<ReturnType<typeof startTestHub>>;
const subscribers: TestSubscriber[] = [];

beforeAll(() => {
  certs = createTestCertificates();
  previousCas = getCACertificates('default');
  setDefaultCACertificates([...previousCas, certs.caPem]);
});

beforeEach(async () => {
  hub = await startTestHub({ requestTimeoutMs: 1500 });
});

afterEach(async () => {
  await hub.stop();
  await Promise.all(subscribers.splice(0).map((s) => s.stop()));
});

afterAll(() => {
  setDefaultCACertificates(previousCas);
  rmSync(certs.dir, { recursive: true, force: true });
});

const subscriber = async () => {
  const s = await new TestSubscriber(certs).start();
  subscribers.push(s);
  return s;
};

const topicUrl = (topic: string) => `${hub.ctx.siteUrl}${topic}`;

async function hubRequest(fields: Record<string, string>, ip = '203.0.113.9') {
  const request = new Request(`${hub.ctx.siteUrl}/api/websub/hub`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
  const response = await handleHubRequest(request, hub.ctx, ip);
  return { status: response.status, text: await response.text() };
}

async function subscribe(callback: string, extra: Record<string, string> = {}, topic = '/feed.xml') {
  const response = await hubRequest({
    'hub.mode': 'subscribe',
    'hub.callback': callback,
    'hub.topic': topicUrl(topic),
    ...extra,
  });
  await hub.idle();
  return response;
}

const stored = (topic: TopicId, callback: string) => hub.ctx.store.getSubscription(topic, callbackKey(callback));

async function change(topic: TopicId, body: string) {
  hub.site.set(topic, body);
  const outcome = await publishTopics([topic], hub.ctx);
  await hub.idle();
  return outcome[0]!;
}

describe('subscribing', () => {
  it('answers 202 and verifies intent with a GET carrying mode, topic, challenge and lease, keeping the query', async () => {
    const s = await subscriber();
    const response = await subscribe(s.callback(), { 'hub.lease_seconds': '3600', 'hub.unknown': 'ignored' });
    expect(response.status).toBe(202);
    expect(s.verifications).toHaveLength(1);
    const { query, search } = s.verifications[0]!;
    expect(search.startsWith('?subscriber=cb&x=1&')).toBe(true);
    expect(query.get('hub.mode')).toBe('subscribe');
    expect(query.get('hub.topic')).toBe(topicUrl('/feed.xml'));
    expect(query.get('hub.lease_seconds')).toBe('3600');
    expect(query.get('hub.challenge')).toMatch(/^[\w-]{40,}$/);
    const subscription = await stored('atom', s.callback());
    expect(subscription).toMatchObject({ topic: 'atom', callback: s.callback(), leaseSeconds: 3600 });
    expect(subscription!.expiresAt).toBe(hub.clock.now + 3600_000);
  });

  it('verifies TLS certificates: a callback with a certificate from an untrusted CA is never subscribed', async () => {
    const otherCa = createTestCertificates();
    const untrusted = await new TestSubscriber(otherCa).start();
    subscribers.push(untrusted);
    rmSync(otherCa.dir, { recursive: true, force: true });
    expect((await subscribe(untrusted.callback())).status).toBe(202);
    expect(untrusted.verifications).toHaveLength(0);
    expect(await stored('atom', untrusted.callback())).toBeNull();
    expect(hub.logs.join('\n')).toMatch(/certificate/);
  });

  it('uses a new random challenge every time', async () => {
    const s = await subscriber();
    await subscribe(s.callback());
    await subscribe(s.callback());
    const [a, b] = s.verifications.map((v) => v.query.get('hub.challenge'));
    expect(a).not.toBe(b);
  });

  it.each([
    ['a wrong challenge (even with 200)', 'wrong-challenge' as const],
    ['a 404 with the right challenge', { status: 404 }],
    ['a 500', { status: 500 }],
    ['a redirect', { status: 302 }],
  ])('creates no subscription on %s', async (_name, verify) => {
    const s = await subscriber();
    s.behaviour.verify = verify;
    expect((await subscribe(s.callback())).status).toBe(202);
    expect(s.verifications).toHaveLength(1);
    expect(await stored('atom', s.callback())).toBeNull();
  });

  it('renews the same subscription on re-subscribe (one copy, new lease, new secret)', async () => {
    const s = await subscriber();
    await subscribe(s.callback(), { 'hub.lease_seconds': '600', 'hub.secret': 'first' });
    const first = await stored('atom', s.callback());
    hub.clock.now += 100_000;
    await subscribe(s.callback(), { 'hub.lease_seconds': '7200', 'hub.secret': 'second' });
    const renewed = await stored('atom', s.callback());
    expect(renewed).toMatchObject({ leaseSeconds: 7200, secret: 'second', subscribedAt: first!.subscribedAt });
    expect(renewed!.expiresAt).toBe(hub.clock.now + 7200_000);
    expect(await hub.ctx.store.listSubscriptionKeys('atom')).toEqual([callbackKey(s.callback())]);
  });

  it('keeps the existing subscription unchanged when a re-subscription is not confirmed', async () => {
    const s = await subscriber();
    await subscribe(s.callback(), { 'hub.lease_seconds': '600' });
    const before = await stored('atom', s.callback());
    s.behaviour.verify = 'wrong-challenge';
    hub.clock.now += 60_000;
    await subscribe(s.callback(), { 'hub.lease_seconds': '9000' });
    expect(await stored('atom', s.callback())).toEqual(before);
  });

  it('loses no subscription when many different ones arrive at once', async () => {
    const s = await subscriber();
    const callbacks = Array.from({ length: 30 }, (_, i) => s.callback(`c${i}`));
    const responses = await Promise.all(
      callbacks.map((callback) =>
        hubRequest({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': topicUrl('/feed.xml') }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(callbacks.map(() => 202));
    await hub.idle();
    expect((await hub.ctx.store.listSubscriptionKeys('atom')).sort()).toEqual(callbacks.map(callbackKey).sort());
    await change('atom', 'for everyone');
    expect(s.deliveries).toHaveLength(30);
    expect(new Set(s.deliveries.map((d) => d.body.toString()))).toEqual(new Set(['for everyone']));
  });

  it('unsubscribes only after the handshake confirms it', async () => {
    const s = await subscriber();
    await subscribe(s.callback());
    s.behaviour.verify = { status: 500 };
    await hubRequest({ 'hub.mode': 'unsubscribe', 'hub.callback': s.callback(), 'hub.topic': topicUrl('/feed.xml') });
    await hub.idle();
    expect(await stored('atom', s.callback())).not.toBeNull();
    s.behaviour.verify = 'echo';
    expect(
      (
        await hubRequest({
          'hub.mode': 'unsubscribe',
          'hub.callback': s.callback(),
          'hub.topic': topicUrl('/feed.xml'),
        })
      ).status,
    ).toBe(202);
    await hub.idle();
    expect(s.verifications.at(-1)!.query.get('hub.mode')).toBe('unsubscribe');
    expect(await stored('atom', s.callback())).toBeNull();
  });

  it('refuses loopback callbacks when not in local development, before any request is made', async () => {
    hub.ctx.settings = { ...hub.ctx.settings, allowLoopback: false };
    const s = await subscriber();
    const response = await subscribe(s.callback());
    expect(response).toEqual({
      status: 400,
      text: 'Bad Request: callback host localhost resolves to 127.0.0.1, which is a loopback address, not a public one\n',
    });
    expect(s.verifications).toHaveLength(0);
  });

  it('caps subscriptions per callback host (renewals still pass)', async () => {
    hub.ctx.settings = { ...hub.ctx.settings, maxSubscriptionsPerHost: 2 };
    const s = await subscriber();
    expect((await subscribe(s.callback('a'))).status).toBe(202);
    expect((await subscribe(s.callback('b'))).status).toBe(202);
    const third = await subscribe(s.callback('c'));
    expect(third.status).toBe(400);
    expect(third.text).toMatch(/already has 2 subscriptions/);
    expect((await subscribe(s.callback('a'))).status).toBe(202);
    expect(s.verifications).toHaveLength(3);
  });

  it('counts localhost and 127.0.0.1 as one network for the per-host cap, and names the full group', async () => {
    hub.ctx.settings = { ...hub.ctx.settings, maxSubscriptionsPerHost: 1 };
    const s = await subscriber();
    expect((await subscribe(s.callback('a'))).status).toBe(202);
    expect(await stored('atom', s.callback('a'))).not.toBeNull();
    const sameMachine = await subscribe(s.callback('b').replace('https://localhost:', 'https://127.0.0.1:'));
    expect(sameMachine.status).toBe(400);
    expect(sameMachine.text).toMatch(/callback network 127\.0\.0\.0\/24 already has 1 subscriptions/);
    // Removing the subscription frees its place in every group it counted against.
    await hub.ctx.store.deleteSubscription('atom', s.callback('a'));
    expect((await subscribe(s.callback('b').replace('https://localhost:', 'https://127.0.0.1:'))).status).toBe(202);
  });

  it('caps subscriptions in total with 503', async () => {
    hub.ctx.settings = { ...hub.ctx.settings, maxSubscriptionsTotal: 1 };
    const s = await subscriber();
    await subscribe(s.callback('a'));
    const response = await subscribe(s.callback('b'), {}, '/reviews.json');
    expect(response.status).toBe(503);
  });

  it('rate-limits each client, answering 429 with Retry-After', async () => {
    hub.ctx.settings = { ...hub.ctx.settings, rateLimitPerMinute: 3 };
    const publish = { 'hub.mode': 'publish', 'hub.url': topicUrl('/feed.xml') };
    for (let i = 0; i < 3; i++) expect((await hubRequest(publish, '198.51.100.7')).status).toBe(202);
    const request = new Request(`${hub.ctx.siteUrl}/api/websub/hub`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(publish),
    });
    const limited = await handleHubRequest(request, hub.ctx, '198.51.100.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await hubRequest(publish, '198.51.100.8')).status).toBe(202);
    hub.clock.now += 60_000;
    expect((await hubRequest(publish, '198.51.100.7')).status).toBe(202);
    await hub.idle();
  });

  it('answers 503 and accepts nothing when the background worker cannot be reached', async () => {
    const s = await subscriber();
    hub.ctx.dispatch = async () => {
      throw new Error('worker down');
    };
    const response = await subscribe(s.callback());
    expect(response.status).toBe(503);
    expect(s.verifications).toHaveLength(0);
  });

  it('answers 405 to other methods, 400 to other content types and 413 to oversized bodies', async () => {
    const url = `${hub.ctx.siteUrl}/api/websub/hub`;
    expect((await handleHubRequest(new Request(url), hub.ctx, '1.1.1.1')).status).toBe(405);
    const json = new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect((await handleHubRequest(json, hub.ctx, '1.1.1.1')).status).toBe(400);
    const big = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `hub.mode=publish&x=${'a'.repeat(9000)}`,
    });
    expect((await handleHubRequest(big, hub.ctx, '1.1.1.1')).status).toBe(413);
  });
});

describe('publishing and delivery', () => {
  it('POSTs the full content with the topic type, Link header and signature, only when the content changed', async () => {
    const plain = await subscriber();
    const signed = await subscriber();
    await subscribe(plain.callback());
    await subscribe(signed.callback(), { 'hub.secret': 'sekret' });
    expect(await change('atom', '<feed>one</feed>')).toMatchObject({ outcome: 'notified', subscriptions: 2 });
    for (const s of [plain, signed]) {
      expect(s.deliveries).toHaveLength(1);
      const [delivery] = s.deliveries;
      expect(delivery!.body.toString()).toBe('<feed>one</feed>');
      expect(delivery!.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(delivery!.headers.link).toBe(
        `<${hub.ctx.siteUrl}/api/websub/hub>; rel="hub", <${hub.ctx.siteUrl}/feed.xml>; rel="self"`,
      );
    }
    expect(plain.deliveries[0]!.headers['x-hub-signature']).toBeUndefined();
    const expected = createHmac('sha256', 'sekret').update('<feed>one</feed>').digest('hex');
    expect(signed.deliveries[0]!.headers['x-hub-signature']).toBe(`sha256=${expected}`);

    expect(await change('atom', '<feed>one</feed>')).toEqual({ topic: 'atom', outcome: 'unchanged' });
    expect(plain.deliveries).toHaveLength(1);
    await change('atom', '<feed>two</feed>');
    expect(plain.deliveries.map((d) => d.body.toString())).toEqual(['<feed>one</feed>', '<feed>two</feed>']);
  });

  it('fans each change out once: publish pings during a slowed hand-off deliver nothing twice', async () => {
    const subs = await Promise.all([subscriber(), subscriber(), subscriber()]);
    for (const s of subs) await subscribe(s.callback());
    // Fault injected: the hand-off to the background worker takes 300 ms.
    const dispatch = hub.ctx.dispatch;
    let handOffs = 0;
    let handingOff!: () => void;
    const started = new Promise<void>((resolve) => (handingOff = resolve));
    hub.ctx.dispatch = async (jobs) => {
      handOffs += 1;
      handingOff();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return dispatch(jobs);
    };
    hub.site.set('atom', '<feed>slow</feed>');
    const first = publishTopics(['atom'], hub.ctx);
    await started;
    const pings = await Promise.all([publishTopics(['atom'], hub.ctx), publishTopics(['atom'], hub.ctx)]);
    expect(pings.flat().map((p) => p.outcome)).toEqual(['concurrent', 'concurrent']);
    expect((await first)[0]).toMatchObject({ outcome: 'notified', subscriptions: 3 });
    await hub.idle();
    expect(handOffs).toBe(1);
    for (const s of subs) expect(s.deliveries.map((d) => d.body.toString())).toEqual(['<feed>slow</feed>']);
    // Once handed off, a ping is "unchanged"; a claim left by a dead fan-out is retaken only after it went stale.
    expect((await publishTopics(['atom'], hub.ctx))[0]!.outcome).toBe('unchanged');
  });

  it('bounds each maintenance run: it reads failure records shard by shard from a cursor, and visits them all in turn', async () => {
    hub.ctx.settings = { ...hub.ctx.settings, maintenanceFailureReads: 40 };
    // 200 failing subscriptions' records (not due yet), spread over the shards as callback keys are.
    const { createHash } = await import('node:crypto');
    const later = hub.clock.now + 3_600_000;
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        hub.ctx.store.putFailure('atom', createHash('sha256').update(`cb${i}`).digest('hex'), {
          failures: 1,
          nextAttemptAt: later,
          lastError: 'HTTP 500',
        }),
      ),
    );
    let read = 0;
    let shards = 0;
    let runs = 0;
    for (; shards < 48; runs += 1) {
      const report = await runMaintenance(hub.ctx);
      // The budget, overrun by at most one shard (200 records over 16 atom shards: about 13 each).
      expect(report.failuresRead).toBeLessThan(40 + 40);
      read += report.failuresRead;
      shards += report.shardsRead;
      expect(runs).toBeLessThan(48);
    }
    // Every record was read once the 48 shards were visited (the last run may start a second round).
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(read).toBeGreaterThanOrEqual(200);
    expect(read).toBeLessThan(200 + 80);
  });

  it("bounds a delivery batch's failure bookkeeping however many failing subscriptions others created", async () => {
    hub.ctx.settings = { ...hub.ctx.settings, batchFailureListLimit: 50 };
    const subs = await Promise.all([subscriber(), subscriber()]);
    for (const s of subs) await subscribe(s.callback());
    // One of ours failed before; 200 failure records of other (failing) subscriptions sit beside it.
    const ours = callbackKey(subs[0]!.callback());
    await hub.ctx.store.putFailure('atom', ours, { failures: 1, nextAttemptAt: 0, lastError: 'HTTP 500' });
    const { createHash } = await import('node:crypto');
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        hub.ctx.store.putFailure('atom', createHash('sha256').update(`other${i}`).digest('hex'), {
          failures: 1,
          nextAttemptAt: hub.clock.now + 3_600_000,
          lastError: 'HTTP 500',
        }),
      ),
    );
    const store = hub.ctx.store;
    const listed: Array<Set<string> | null> = [];
    const readFor = new Set<string>();
    const listFailuresUpTo = store.listFailuresUpTo.bind(store);
    const getFailure = store.getFailure.bind(store);
    store.listFailuresUpTo = async (topic, limit) => {
      const found = await listFailuresUpTo(topic, limit);
      listed.push(found);
      return found;
    };
    store.getFailure = async (topic, cb) => {
      readFor.add(cb);
      return getFailure(topic, cb);
    };
    try {
      await change('atom', '<feed>bounded</feed>');
      await hub.idle();
    } finally {
      store.listFailuresUpTo = listFailuresUpTo;
      store.getFailure = getFailure;
    }
    // Over the limit: the batch gave up the listing and read only its own two callbacks' records.
    expect(listed).toEqual([null]);
    expect([...readFor].sort()).toEqual(subs.map((s) => callbackKey(s.callback())).sort());
    for (const s of subs) expect(s.deliveries.map((d) => d.body.toString())).toEqual(['<feed>bounded</feed>']);
    // The delivery that succeeded cleared our old failure; the others' records are untouched.
    expect(await store.getFailure('atom', ours)).toBeNull();
    expect(await store.listFailuresUpTo('atom', 1000)).toHaveProperty('size', 200);
  });

  it('loses no change when the hand-off fails: the next maintenance run fans it out, once', async () => {
    const subs = await Promise.all([subscriber(), subscriber()]);
    for (const s of subs) await subscribe(s.callback());
    // Fault injected: the background worker cannot be reached for this one hand-off.
    const dispatch = hub.ctx.dispatch;
    hub.ctx.dispatch = async () => {
      hub.ctx.dispatch = dispatch;
      throw new Error('could not hand 1 job(s) to the background function: HTTP 502');
    };
    hub.site.set('atom', '<feed>after outage</feed>');
    await expect(publishTopics(['atom'], hub.ctx)).rejects.toThrow(/HTTP 502/);
    await hub.idle();
    for (const s of subs) expect(s.deliveries).toHaveLength(0);
    expect((await hub.ctx.store.getTopicState('atom'))?.state.dispatched).toBe(false);

    const report = await runMaintenance(hub.ctx, { inline: true });
    expect(report.unfinished).toEqual([
      expect.objectContaining({ topic: 'atom', outcome: 'notified', subscriptions: 2 }),
    ]);
    await hub.idle();
    for (const s of subs) expect(s.deliveries.map((d) => d.body.toString())).toEqual(['<feed>after outage</feed>']);
    expect((await runMaintenance(hub.ctx, { inline: true })).unfinished).toEqual([]);
    for (const s of subs) expect(s.deliveries).toHaveLength(1);
  });

  it('lets a publish take over a fan-out whose claim went stale, and only then', async () => {
    const s = await subscriber();
    await subscribe(s.callback());
    hub.site.set('atom', '<feed>stuck</feed>');
    // A publisher that died after claiming: its claim is there, nothing was handed off.
    const { contentEtag } = await import('../../../src/http/content-hash.ts');
    const hash = contentEtag(Buffer.from('<feed>stuck</feed>'));
    expect(await hub.ctx.store.claimFanOut('atom', hash, hub.clock.now, 1000)).toBe(true);
    expect((await publishTopics(['atom'], hub.ctx))[0]!.outcome).toBe('concurrent');
    hub.clock.now += hub.ctx.settings.fanOutClaimStaleSeconds * 1000;
    expect((await publishTopics(['atom'], hub.ctx))[0]!.outcome).toBe('notified');
    await hub.idle();
    expect(s.deliveries.map((d) => d.body.toString())).toEqual(['<feed>stuck</feed>']);
  });

  it('notifies subscribers of the changed topic only', async () => {
    const atom = await subscriber();
    const reviews = await subscriber();
    await subscribe(atom.callback());
    await subscribe(reviews.callback(), {}, '/reviews.json');
    await change('reviews', '{"reviews":[]}');
    expect(atom.deliveries).toHaveLength(0);
    expect(reviews.deliveries[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('retries with backoff; the third consecutive failure removes the subscription', async () => {
    const s = await subscriber();
    await subscribe(s.callback());
    s.behaviour.deliver = { status: 500 };
    await change('atom', 'v1');
    expect(s.deliveries).toHaveLength(1);
    const failure = await hub.ctx.store.getFailure('atom', callbackKey(s.callback()));
    expect(failure).toMatchObject({ failures: 1, nextAttemptAt: hub.clock.now + 60_000, lastError: 'HTTP 500' });

    expect((await runMaintenance(hub.ctx)).dueRetries).toBe(0); // not due yet
    hub.clock.now += 60_000;
    expect(await runMaintenance(hub.ctx)).toMatchObject({ dueRetries: 1, retriesInline: { failed: 1 } });
    expect(s.deliveries).toHaveLength(2);
    expect(s.deliveries[1]!.body.toString()).toBe('v1');
    expect(await hub.ctx.store.getFailure('atom', callbackKey(s.callback()))).toMatchObject({ failures: 2 });

    hub.clock.now += 600_000;
    expect(await runMaintenance(hub.ctx)).toMatchObject({ dueRetries: 1, retriesInline: { failed: 1, removed: 1 } });
    expect(await stored('atom', s.callback())).toBeNull();
    expect(await hub.ctx.store.getFailure('atom', callbackKey(s.callback()))).toBeNull();
    s.behaviour.deliver = { status: 200 };
    await change('atom', 'v2');
    expect(s.deliveries).toHaveLength(3);
  });

  it('resets the failure count on a 2xx', async () => {
    const s = await subscriber();
    await subscribe(s.callback());
    s.behaviour.deliver = { status: 503 };
    await change('atom', 'v1');
    hub.clock.now += 60_000;
    await runMaintenance(hub.ctx);
    s.behaviour.deliver = { status: 204 };
    await change('atom', 'v2');
    expect(await hub.ctx.store.getFailure('atom', callbackKey(s.callback()))).toBeNull();
    s.behaviour.deliver = { status: 500 };
    await change('atom', 'v3');
    await change('atom', 'v4');
    expect(await stored('atom', s.callback())).not.toBeNull();
  });

  it('removes a subscription at once on 410 Gone', async () => {
    const s = await subscriber();
    await subscribe(s.callback());
    s.behaviour.deliver = { status: 410 };
    await change('atom', 'v1');
    expect(await stored('atom', s.callback())).toBeNull();
  });

  it('sends nothing to an expired subscription and removes it; a sweep removes expired ones too', async () => {
    const s = await subscriber();
    const other = await subscriber();
    await subscribe(s.callback(), { 'hub.lease_seconds': '300' });
    await subscribe(other.callback(), { 'hub.lease_seconds': '300' }, '/reviews.json');
    hub.clock.now += 300_000;
    await change('atom', 'after expiry');
    expect(s.deliveries).toHaveLength(0);
    expect(await stored('atom', s.callback())).toBeNull();
    expect(await runMaintenance(hub.ctx, { inline: true })).toMatchObject({
      sweep: { subscriptions: 0, expiredRemoved: 1 },
    });
    expect(await stored('reviews', other.callback())).toBeNull();
  });

  it('does not let a hanging callback hold up the others', async () => {
    hub.ctx.settings = { ...hub.ctx.settings, requestTimeoutMs: 4000 };
    const hanging = await subscriber();
    const fine = await subscriber();
    hanging.behaviour.deliver = 'hang';
    await subscribe(hanging.callback());
    await subscribe(fine.callback());
    hub.site.set('atom', 'news');
    let settled = false;
    const started = Date.now();
    const done = publishTopics(['atom'], hub.ctx)
      .then(() => hub.idle())
      .then(() => (settled = true));
    // Both are sent at once; which of the two arrives first is up to the machine's scheduling.
    await waitFor('both subscribers', () => fine.deliveries.length === 1 && hanging.deliveries.length === 1);
    expect(settled).toBe(false); // the hanging delivery is still open...
    expect(fine.deliveries[0]!.at - started).toBeLessThan(4000); // ...and the healthy one did not wait for its timeout
    await done;
    expect(await hub.ctx.store.getFailure('atom', callbackKey(hanging.callback()))).toMatchObject({
      failures: 1,
      lastError: 'timed out after 4000 ms',
    });
    expect(await hub.ctx.store.getFailure('atom', callbackKey(fine.callback()))).toBeNull();
  });

  it('refuses at delivery time a callback whose host now resolves to a refused address', async () => {
    const s = await subscriber();
    await subscribe(s.callback());
    hub.ctx.settings = { ...hub.ctx.settings, allowLoopback: false };
    await change('atom', 'v1');
    expect(s.deliveries).toHaveLength(0);
    expect(await hub.ctx.store.getFailure('atom', callbackKey(s.callback()))).toMatchObject({
      failures: 1,
      lastError: expect.stringMatching(/loopback/),
    });
  });
});
