import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHubSite, type HubSite } from '../support/hub-site.ts';
import { TestSubscriber, waitFor } from '../support/subscriber.ts';

/**
 * The WebSub hub end to end: the real `netlify dev` (hub function, background function, Blobs sandbox, static
 * files) of a copy of the project, and real HTTPS subscribers on loopback trusting a test CA.
 */
let site: HubSite;
const subscribers: TestSubscriber[] = [];
const topics = { atom: '/feed.xml', jsonFeed: '/api/feed.json', reviews: '/reviews.json' } as const;
const topicIds: Record<string, string> = {
  '/feed.xml': 'atom',
  '/api/feed.json': 'json-feed',
  '/reviews.json': 'reviews',
};
/** Time for the hub to act on something it would do within milliseconds, before a test says it did not happen. */
const GRACE_MS = 1500;

beforeAll(async () => {
  site = await startHubSite();
});

afterAll(async () => {
  await Promise.all(subscribers.map((s) => s.stop()));
  await site?.stop();
});

async function subscriber() {
  const s = await new TestSubscriber(site.certs).start();
  subscribers.push(s);
  return s;
}

async function hub(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  const response = await fetch(`${site.baseUrl}/api/websub/hub`, { method: 'POST', body });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
}

const topicUrl = (path: string) => `${site.baseUrl}${path}`;

const subscribe = (callback: string, path: string, extra: Record<string, string> = {}) =>
  hub({ 'hub.mode': 'subscribe', 'hub.callback': callback, 'hub.topic': topicUrl(path), ...extra });

/** The hub's stored state of one subscription, through the local-only inspection function. */
async function state(path: string, callback: string) {
  const url = `${site.baseUrl}/.netlify/functions/websub-dev?topic=${topicIds[path]}&callback=${encodeURIComponent(callback)}`;
  return (await (await fetch(url)).json()) as {
    subscription: { leaseSeconds: number; expiresAt: number; secret: string | null } | null;
    failure: { failures: number } | null;
  };
}

/** Subscribes and waits until the hub has verified and stored the subscription. */
async function activeSubscription(s: TestSubscriber, path: string, extra: Record<string, string> = {}, name?: string) {
  const callback = s.callback(name);
  expect((await subscribe(callback, path, extra)).status).toBe(202);
  return waitFor(`subscription of ${callback}`, async () => (await state(path, callback)).subscription ?? undefined);
}

/** Runs the scheduled maintenance now, at a simulated time (local-only trigger), and returns its report. */
async function maintenance(simulatedNow: number) {
  const response = await fetch(`${site.baseUrl}/.netlify/functions/websub-dev?now=${simulatedNow}`, { method: 'POST' });
  expect(response.status).toBe(200);
  return response.json();
}

let deploys = 0;
/** A deploy that changes a topic (its file in dist/), followed by the publish ping; returns the new content. */
async function deployChange(path: string): Promise<string> {
  const file = join(site.dir, 'dist', path);
  appendFileSync(file, path.endsWith('.xml') ? `<!-- deploy ${++deploys} -->\n` : `${' '.repeat(++deploys)}\n`);
  expect((await hub({ 'hub.mode': 'publish', 'hub.url': topicUrl(path) })).status).toBe(202);
  return readFileSync(file, 'utf8');
}

describe('WebSub hub: requests refused at once', () => {
  it.each([
    [{ 'hub.callback': 'http://localhost:9/cb' }, /hub.callback must be an absolute HTTPS URL/],
    [{ 'hub.callback': 'https://10.1.2.3/cb' }, /10.1.2.3 is a private address/],
    [{ 'hub.callback': 'https://169.254.169.254/latest/meta-data' }, /link-local address/],
    [{ 'hub.callback': 'https://[::ffff:192.168.1.1]/cb' }, /private address/],
    [{ 'hub.callback': 'https://[fd00::1]/cb' }, /private address/],
    [{ 'hub.callback': 'https://224.0.0.1/cb' }, /multicast address/],
    [{ 'hub.topic': 'http://localhost:1/insights.json' }, /is not a topic of this hub/],
    [{ 'hub.lease_seconds': 'soon' }, /hub.lease_seconds must be a whole number of seconds/],
    [{ 'hub.secret': 'x'.repeat(200) }, /hub.secret must be shorter than 200 bytes/],
    [{ 'hub.mode': 'watch' }, /hub.mode must be subscribe, unsubscribe or publish/],
  ])('400 with a plain-text reason for %o', async (fields, reason) => {
    const response = await hub({
      'hub.mode': 'subscribe',
      'hub.callback': 'https://localhost:9/cb',
      'hub.topic': topicUrl('/feed.xml'),
      ...fields,
    });
    expect(response.status).toBe(400);
    expect(response.type).toContain('text/plain');
    expect(response.text).toMatch(reason);
  });

  it('405 for GET and 413 for an oversized body', async () => {
    expect((await fetch(`${site.baseUrl}/api/websub/hub`)).status).toBe(405);
    const big = await fetch(`${site.baseUrl}/api/websub/hub`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `hub.mode=publish&pad=${'x'.repeat(10_000)}`,
    });
    expect(big.status).toBe(413);
  });
});

describe('WebSub hub: states table and the hub checks of websub.rocks', () => {
  it('none → pending → active: verification GET with mode, topic, challenge and lease; then full-content POSTs', async () => {
    const s = await subscriber();
    const response = await subscribe(s.callback(), topics.atom, { 'hub.lease_seconds': '7200' });
    expect(response.status).toBe(202);
    expect(response.type).toContain('text/plain');
    const [verification] = await waitFor('verification', () => s.verifications.length === 1 && s.verifications);
    expect(verification!.search).toMatch(/^\?subscriber=cb&x=1&/);
    expect(verification!.query.get('hub.mode')).toBe('subscribe');
    expect(verification!.query.get('hub.topic')).toBe(topicUrl(topics.atom));
    expect(verification!.query.get('hub.lease_seconds')).toBe('7200');
    expect(verification!.query.get('hub.challenge')!.length).toBeGreaterThanOrEqual(32);
    await waitFor('active', async () => (await state(topics.atom, s.callback())).subscription ?? undefined);

    const content = await deployChange(topics.atom);
    const [delivery] = await waitFor('delivery', () => s.deliveries.length === 1 && s.deliveries);
    expect(delivery!.body.toString()).toBe(content);
    expect(delivery!.body.toString()).toBe(await (await fetch(topicUrl(topics.atom))).text());
    expect(delivery!.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(delivery!.headers.link).toBe(
      `<${site.baseUrl}/api/websub/hub>; rel="hub", <${topicUrl(topics.atom)}>; rel="self"`,
    );
    expect(delivery!.headers['x-hub-signature']).toBeUndefined();
  });

  it('with hub.secret every delivery carries X-Hub-Signature: sha256 HMAC of the exact body', async () => {
    const s = await subscriber();
    await activeSubscription(s, topics.jsonFeed, { 'hub.secret': 'correct horse battery staple' });
    await deployChange(topics.jsonFeed);
    const [delivery] = await waitFor('delivery', () => s.deliveries.length === 1 && s.deliveries);
    const hmac = createHmac('sha256', 'correct horse battery staple').update(delivery!.body).digest('hex');
    expect(delivery!.headers['x-hub-signature']).toBe(`sha256=${hmac}`);
    expect(delivery!.headers['content-type']).toMatch(/^application\/json/);
  });

  it('concurrent subscriptions for different callbacks are all kept, none overwritten', async () => {
    const s = await subscriber();
    const names = Array.from({ length: 10 }, (_, i) => `many-${i}`);
    const responses = await Promise.all(names.map((name) => subscribe(s.callback(name), topics.reviews)));
    expect(responses.map((r) => r.status)).toEqual(names.map(() => 202));
    for (const name of names) {
      await waitFor(
        `subscription ${name}`,
        async () => (await state(topics.reviews, s.callback(name))).subscription ?? undefined,
      );
    }
    await deployChange(topics.reviews);
    await waitFor('ten deliveries', () => s.deliveries.length === 10);
  });

  it('ignores extra parameters', async () => {
    const s = await subscriber();
    await activeSubscription(s, topics.reviews, { 'hub.foo': 'bar', utm_source: 'test', 'hub.extra': '' });
    await deployChange(topics.reviews);
    await waitFor('delivery', () => s.deliveries.length === 1);
  });

  it('pending → rejected on a wrong challenge (even with 200) or a non-2xx reply', async () => {
    const control = await subscriber();
    await activeSubscription(control, topics.atom);
    const wrong = await subscriber();
    wrong.behaviour.verify = 'wrong-challenge';
    const refusing = await subscriber();
    refusing.behaviour.verify = { status: 404 };
    for (const s of [wrong, refusing]) {
      expect((await subscribe(s.callback(), topics.atom)).status).toBe(202);
      await waitFor('verification', () => s.verifications.length === 1);
    }
    await sleep(GRACE_MS);
    for (const s of [wrong, refusing]) expect((await state(topics.atom, s.callback())).subscription).toBeNull();
    await deployChange(topics.atom);
    await waitFor('control delivery', () => control.deliveries.length === 1);
    await sleep(GRACE_MS);
    expect(wrong.deliveries).toHaveLength(0);
    expect(refusing.deliveries).toHaveLength(0);
  });

  it('active → re-subscribe renews the same subscription: exactly one delivery per change', async () => {
    const s = await subscriber();
    const first = await activeSubscription(s, topics.atom, { 'hub.lease_seconds': '600' });
    expect((await subscribe(s.callback(), topics.atom, { 'hub.lease_seconds': '3600' })).status).toBe(202);
    const renewed = await waitFor('renewal', async () => {
      const { subscription } = await state(topics.atom, s.callback());
      return subscription && subscription.leaseSeconds === 3600 ? subscription : undefined;
    });
    expect(renewed.expiresAt).toBeGreaterThan(first.expiresAt);
    const content = await deployChange(topics.atom);
    await waitFor('delivery', () => s.deliveries.length === 1);
    await sleep(GRACE_MS);
    expect(s.deliveries.map((d) => d.body.toString())).toEqual([content]);
  });

  it('active → unsubscribe re-runs the handshake, then nothing is delivered', async () => {
    const control = await subscriber();
    await activeSubscription(control, topics.jsonFeed);
    const s = await subscriber();
    await activeSubscription(s, topics.jsonFeed);
    const response = await hub({
      'hub.mode': 'unsubscribe',
      'hub.callback': s.callback(),
      'hub.topic': topicUrl(topics.jsonFeed),
    });
    expect(response.status).toBe(202);
    const verification = await waitFor('unsubscribe verification', () => s.verifications[1]);
    expect(verification.query.get('hub.mode')).toBe('unsubscribe');
    expect(verification.query.get('hub.topic')).toBe(topicUrl(topics.jsonFeed));
    await waitFor('removal', async () => (await state(topics.jsonFeed, s.callback())).subscription === null);
    await deployChange(topics.jsonFeed);
    await waitFor('control delivery', () => control.deliveries.length === 1);
    await sleep(GRACE_MS);
    expect(s.deliveries).toHaveLength(0);
  });

  it('an unsubscribe the callback does not confirm leaves the subscription active', async () => {
    const s = await subscriber();
    await activeSubscription(s, topics.reviews);
    s.behaviour.verify = { status: 500 };
    await hub({ 'hub.mode': 'unsubscribe', 'hub.callback': s.callback(), 'hub.topic': topicUrl(topics.reviews) });
    await waitFor('unsubscribe verification', () => s.verifications.length === 2);
    await sleep(GRACE_MS);
    expect((await state(topics.reviews, s.callback())).subscription).not.toBeNull();
  });

  it('active → 3 consecutive delivery failures remove the subscription (retries run by the scheduled maintenance)', async () => {
    const control = await subscriber();
    await activeSubscription(control, topics.reviews);
    const s = await subscriber();
    await activeSubscription(s, topics.reviews);
    s.behaviour.deliver = { status: 500 };
    await deployChange(topics.reviews);
    await waitFor(
      '1st failure recorded',
      async () => (await state(topics.reviews, s.callback())).failure?.failures === 1,
    );

    const start = Date.now();
    expect(await maintenance(start + 30_000)).toMatchObject({ dueRetries: 0 }); // backoff: not due yet
    expect((await maintenance(start + 61_000)).retriesInline.failed).toBeGreaterThanOrEqual(1);
    expect(s.deliveries).toHaveLength(2);
    expect((await state(topics.reviews, s.callback())).failure?.failures).toBe(2);
    expect((await maintenance(start + 61_000 + 601_000)).retriesInline.removed).toBeGreaterThanOrEqual(1);
    expect(s.deliveries).toHaveLength(3);
    expect(await state(topics.reviews, s.callback())).toEqual({ subscription: null, failure: null });

    s.behaviour.deliver = { status: 200 };
    const controlBefore = control.deliveries.length;
    await deployChange(topics.reviews);
    await waitFor('control delivery', () => control.deliveries.length === controlBefore + 1);
    await sleep(GRACE_MS);
    expect(s.deliveries).toHaveLength(3);
  });

  it('a 2xx after failures resets the count', async () => {
    const s = await subscriber();
    await activeSubscription(s, topics.atom);
    s.behaviour.deliver = { status: 502 };
    await deployChange(topics.atom);
    await waitFor('failure', async () => (await state(topics.atom, s.callback())).failure?.failures === 1);
    s.behaviour.deliver = { status: 202 };
    await deployChange(topics.atom);
    await waitFor('reset', async () => (await state(topics.atom, s.callback())).failure === null);
    expect((await state(topics.atom, s.callback())).subscription).not.toBeNull();
  });

  it('410 Gone removes the subscription at once', async () => {
    const s = await subscriber();
    await activeSubscription(s, topics.jsonFeed);
    s.behaviour.deliver = { status: 410 };
    await deployChange(topics.jsonFeed);
    await waitFor('delivery', () => s.deliveries.length === 1);
    await waitFor('removal', async () => (await state(topics.jsonFeed, s.callback())).subscription === null);
  });

  it('active → lease elapses: the subscription ends; a renewed one keeps receiving', async () => {
    const control = await subscriber();
    await activeSubscription(control, topics.atom);
    const leased = await subscriber();
    await activeSubscription(leased, topics.atom, { 'hub.lease_seconds': '300' });
    const renewing = await subscriber();
    await activeSubscription(renewing, topics.atom, { 'hub.lease_seconds': '300' });
    expect((await subscribe(renewing.callback(), topics.atom, { 'hub.lease_seconds': '3600' })).status).toBe(202);
    await waitFor(
      'renewal',
      async () => (await state(topics.atom, renewing.callback())).subscription?.leaseSeconds === 3600,
    );

    const report = await maintenance(Date.now() + 301_000);
    expect(report.sweep.expiredRemoved).toBeGreaterThanOrEqual(1);
    expect((await state(topics.atom, leased.callback())).subscription).toBeNull();
    expect((await state(topics.atom, renewing.callback())).subscription).not.toBeNull();

    const content = await deployChange(topics.atom);
    await waitFor('control delivery', () => control.deliveries.length === 1);
    await waitFor('renewed delivery', () => renewing.deliveries.length === 1);
    await sleep(GRACE_MS);
    expect(leased.deliveries).toHaveLength(0);
    expect(renewing.deliveries[0]!.body.toString()).toBe(content);
  });

  it('a hanging callback does not hold up the others', async () => {
    const hanging = await subscriber();
    hanging.behaviour.deliver = 'hang';
    await activeSubscription(hanging, topics.jsonFeed, {}, 'hang');
    const healthy = await subscriber();
    await activeSubscription(healthy, topics.jsonFeed, {}, 'ok');
    await deployChange(topics.jsonFeed);
    const [slow] = await waitFor('the hanging delivery', () => hanging.deliveries.length === 1 && hanging.deliveries);
    const [fast] = await waitFor('the healthy delivery', () => healthy.deliveries.length === 1 && healthy.deliveries);
    // The hub gives up on a callback after 10 s: had the healthy delivery waited for the hanging one, it would have
    // come at least that long after it.
    expect(fast!.at - slow!.at).toBeLessThan(9000);
    await waitFor(
      'timeout counted as a failure',
      async () => (await state(topics.jsonFeed, hanging.callback('hang'))).failure?.failures === 1,
      20_000,
    );
  }, 40_000);
});

describe('WebSub hub: publishing after a deploy, and the scheduled maintenance', () => {
  const deployEvent = (context: string) =>
    fetch(`${site.baseUrl}/.netlify/functions/deploy-succeeded`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        payload: { id: 'd1', state: 'ready', context, created_at: new Date().toISOString() },
        site: {},
      }),
    });

  it('a production deploy-succeeded event publishes changed topics; a deploy preview publishes nothing', async () => {
    const s = await subscriber();
    await activeSubscription(s, topics.reviews, {}, 'deploy-event');
    appendFileSync(join(site.dir, 'dist', topics.reviews), '\n\n');
    const preview = await deployEvent('deploy-preview');
    expect(preview.status).toBe(200);
    expect(await preview.text()).toMatch(/not a production deploy/);
    await sleep(GRACE_MS);
    expect(s.deliveries).toHaveLength(0);

    expect((await deployEvent('production')).status).toBe(200);
    const [delivery] = await waitFor('delivery after the deploy', () => s.deliveries.length === 1 && s.deliveries);
    expect(delivery!.body.toString()).toBe(readFileSync(join(site.dir, 'dist', topics.reviews), 'utf8'));
  });

  it('publishing unchanged topics notifies nobody', async () => {
    const s = await subscriber();
    await activeSubscription(s, topics.atom, {}, 'unchanged');
    await deployChange(topics.atom);
    await waitFor('delivery', () => s.deliveries.length === 1);
    expect(
      (await hub({ 'hub.mode': 'publish', 'hub.url': topicUrl(topics.atom), 'hub.topic': topicUrl(topics.reviews) }))
        .status,
    ).toBe(202);
    await sleep(GRACE_MS * 2);
    expect(s.deliveries).toHaveLength(1);
  });

  it('the scheduled maintenance function can be run locally (netlify dev answers with its own note)', async () => {
    const response = await fetch(`${site.baseUrl}/.netlify/functions/websub-maintenance`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/scheduled function/);
  });
});

describe('content editors, locally', () => {
  it('edit a review in content/, run `npm run publish:local`, and every subscriber receives the new content', async () => {
    const reviewsSub = await subscriber();
    await activeSubscription(reviewsSub, topics.reviews, {}, 'editor-reviews');
    const atomSub = await subscriber();
    await activeSubscription(atomSub, topics.atom, {}, 'editor-atom');

    // The editor corrects the newest written review (it is in every topic, the feeds hold the 50 newest).
    const reviewsDir = join(site.dir, 'content', 'reviews');
    const newestFile = join(
      reviewsDir,
      readdirSync(reviewsDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .at(-1)!,
    );
    const records = JSON.parse(readFileSync(newestFile, 'utf8')) as Array<{
      date: string;
      id: string;
      text: string | null;
    }>;
    const newest = records.filter((r) => r.text !== null).sort((a, b) => (a.date + a.id < b.date + b.id ? 1 : -1))[0]!;
    const correctedText = `${newest.text} Edited: the gutters look new!`;
    newest.text = correctedText;
    writeFileSync(newestFile, `${JSON.stringify(records, null, 2)}\n`);
    const run = spawnSync('npm', ['run', 'publish:local'], {
      cwd: site.dir,
      env: { ...process.env, SITE_URL: site.baseUrl },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Published/);

    const [delivery] = await waitFor(
      'reviews delivery',
      () => reviewsSub.deliveries.length >= 1 && reviewsSub.deliveries,
      30_000,
    );
    const dataset = JSON.parse(delivery!.body.toString());
    expect(dataset.reviews.find((r: { id: string }) => r.id === newest.id).text).toBe(correctedText);
    const [atom] = await waitFor('atom delivery', () => atomSub.deliveries.length >= 1 && atomSub.deliveries, 30_000);
    expect(atom!.body.toString()).toContain('the gutters look new!');

    // Served with the new content and a matching ETag by the running server.
    const served = await fetch(topicUrl(topics.reviews));
    expect(await served.text()).toBe(delivery!.body.toString());
    const again = await fetch(topicUrl(topics.reviews), { headers: { 'If-None-Match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);
  }, 120_000);
});
