import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { getStore } from '@netlify/blobs';
import { forEachConcurrent } from '../../src/websub/concurrency.ts';
import { defaultSettings } from '../../src/websub/settings.ts';
import { HubStore } from '../../src/websub/store.ts';
import { createTestCertificates } from '../../tests/support/test-ca.ts';
import { runChild, startChild } from '../support/child.ts';
import { check, type BenchSuite } from '../suite.ts';

const SUBSCRIBERS = 1000;
/** Publish pings for the same content sent while the first fan-out runs (hub.mode=publish is unauthenticated). */
const PINGS = 20;
const PING_INTERVAL_MS = 25;
const BODY_BYTES = 300 * 1024;
const SERVERS = 4;
const settings = {
  ...defaultSettings,
  allowLoopback: true,
  maxSubscriptionsPerHost: 1_000_000,
  batchSize: 500,
  deliveryConcurrency: 50,
};
/** Deliveries in flight at once: every batch runs at once, as separate background invocations would. */
const CONCURRENCY = Math.ceil(SUBSCRIBERS / settings.batchSize) * settings.deliveryConcurrency;

/** A deterministic reviews-like JSON document of `size` bytes. */
function topicBody(size: number): string {
  const reviews: unknown[] = [];
  for (let i = 0; JSON.stringify(reviews).length < size - 200; i++) {
    reviews.push({
      id: `01JBENCH${String(i).padStart(18, '0')}`,
      author: `Customer ${i}`,
      rating: (i % 5) + 1,
      date: '2025-06-14',
      text: 'Rusty and his crew replaced our roof after the hail in Louisville. Kim handled the adjuster. Spotless cleanup!',
    });
  }
  return JSON.stringify({ reviews }).padEnd(size, ' ');
}

function ask<T>(child: ChildProcess, message: { type: string }): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as T));
    child.send(message);
  });
}

const script = (file: string) => new URL(`../support/${file}`, import.meta.url);

async function run(): ReturnType<BenchSuite['run']> {
  const certs = createTestCertificates();
  const trust = { NODE_EXTRA_CA_CERTS: certs.extraCaFile };
  const body = topicBody(BODY_BYTES);
  const environment = startChild(script('websub-environment.ts'), {
    certPem: certs.certPem,
    keyPem: certs.keyPem,
    body,
    servers: SERVERS,
  });
  try {
    const env = (await environment.reply) as { blobsUrl: string; siteUrl: string; subscriberPorts: number[] };
    const callbacks = Array.from(
      { length: SUBSCRIBERS },
      (_, i) => `https://localhost:${env.subscriberPorts[i % SERVERS]}/subscriber/${i}?token=${i}`,
    );

    const raw = await runChild<{ seconds: number; peakMiB: number }>(
      script('raw-client.ts'),
      { callbacks, body, concurrency: CONCURRENCY },
      trust,
    );
    const rawCount = await ask<{ received: number }>(environment.child, { type: 'count' });
    if (rawCount.received !== SUBSCRIBERS) throw new Error(`the raw client delivered ${rawCount.received} bodies`);
    await ask(environment.child, { type: 'reset' });

    // Subscriptions as the verification would have stored them (every other one with a secret: half the
    // deliveries are signed), written before the hub's process starts. Each run has a Blobs site of its own.
    const seed = async (siteID: string) => {
      const store = new HubStore(
        getStore({
          name: 'websub',
          siteID,
          token: 'bench',
          edgeURL: env.blobsUrl,
          uncachedEdgeURL: env.blobsUrl,
          consistency: 'strong',
        }),
      );
      const now = Date.now();
      await forEachConcurrent(
        callbacks.map((callback, i) => ({ callback, i })),
        20,
        ({ callback, i }) =>
          store.putSubscription({
            topic: 'reviews',
            callback,
            secret: i % 2 ? `secret-${i}` : null,
            leaseSeconds: 86_400,
            subscribedAt: now,
            renewedAt: now,
            expiresAt: now + 86_400_000,
            capGroups: ['net:127.0.0.0/24'],
          }),
      );
    };
    type HubRun = {
      seconds: number;
      peakMiB: number;
      outcome: unknown;
      pingOutcomes: Record<string, number>;
      logs: string[];
    };
    type Count = { received: number; bytes: number; distinct: number; maxPerSubscriber: number };
    const fanOut = async (siteID: string, pings: number) => {
      await seed(siteID);
      const hub = await runChild<HubRun>(
        script('hub-fanout.ts'),
        { blobsUrl: env.blobsUrl, siteUrl: env.siteUrl, settings, siteID, pings, pingIntervalMs: PING_INTERVAL_MS },
        trust,
      );
      const count = await ask<Count>(environment.child, { type: 'count' });
      await ask(environment.child, { type: 'reset' });
      return { hub, count };
    };

    const { hub, count: hubCount } = await fanOut('bench', 0);
    if (hubCount.received !== SUBSCRIBERS || hubCount.bytes !== SUBSCRIBERS * Buffer.byteLength(body)) {
      throw new Error(
        `the hub delivered ${hubCount.received} bodies (${hubCount.bytes} bytes): ${JSON.stringify(hub)}`,
      );
    }
    const pinged = await fanOut('bench-pings', PINGS);
    const exactlyOnce = (c: Count) =>
      c.received === SUBSCRIBERS && c.distinct === SUBSCRIBERS && c.maxPerSubscriber === 1;
    const row = (what: string, m: { seconds: number; peakMiB: number }, delivered = SUBSCRIBERS) => ({
      case: what,
      deliveries: delivered,
      subscribers: SUBSCRIBERS,
      'body KiB': Math.round(Buffer.byteLength(body) / 1024),
      'deliveries in flight': CONCURRENCY,
      'time to last delivery s': Number(m.seconds.toFixed(2)),
      'x raw time': Number((m.seconds / raw.seconds).toFixed(2)),
      'peak RSS MiB': Math.round(m.peakMiB),
    });
    const ratio = hub.seconds / raw.seconds;
    return {
      rows: [
        row('raw limit: bare Node HTTPS POSTs, new TLS connection each', raw),
        row('hub fan-out: publish, Blobs state, 2 batches, signatures', hub),
        row(
          `hub fan-out with ${PINGS} more publish pings of the same change during it (${Object.entries(
            pinged.hub.pingOutcomes,
          )
            .map(([k, n]) => `${n} ${k}`)
            .join(', ')})`,
          pinged.hub,
          pinged.count.received,
        ),
      ],
      targets: [
        check(
          `hub fan-out to ${SUBSCRIBERS} subscribers within 2.5x the raw limit`,
          `${ratio.toFixed(2)}x (${hub.seconds.toFixed(2)} s vs ${raw.seconds.toFixed(2)} s)`,
          ratio <= 2.5,
        ),
        check(
          `${PINGS} publish pings during a fan-out: each of ${SUBSCRIBERS} subscribers gets the change exactly once`,
          `${pinged.count.received} deliveries to ${pinged.count.distinct} subscribers, at most ${pinged.count.maxPerSubscriber} each (amplification ${(pinged.count.received / SUBSCRIBERS).toFixed(2)}x)`,
          exactlyOnce(pinged.count),
        ),
        check(
          `hub fan-out to ${SUBSCRIBERS} subscribers < 300 MiB peak RSS`,
          `${Math.round(hub.peakMiB)} MiB`,
          hub.peakMiB < 300,
        ),
      ],
    };
  } finally {
    const exited = new Promise((resolve) => environment.child.once('exit', resolve));
    environment.child.send({ type: 'stop' });
    await exited;
    rmSync(certs.dir, { recursive: true, force: true });
  }
}

export const websubFanout: BenchSuite = {
  name: 'websub-fanout',
  title: `WebSub fan-out of one change to ${SUBSCRIBERS} HTTPS subscribers`,
  description:
    `One change of a ${BODY_BYTES / 1024} KiB topic delivered to ${SUBSCRIBERS} HTTPS subscribers on loopback by the hub's own ` +
    'code (publish, snapshot in Blobs, batches, concurrent deliveries, half of them signed, subscription state read ' +
    'and written in Blobs), beside the raw limit measured in the same run: the same POSTs of the same body from a ' +
    'bare Node client, a new TLS connection each, at the same concurrency. Subscribers, Blobs and the site run in ' +
    "one process, the client under test in another, so each figure is that client's own time and peak memory. " +
    `A second fan-out of the same change (a fresh Blobs site) receives ${PINGS} more publish pings while it runs, one ` +
    `every ${PING_INTERVAL_MS} ms: deliveries are counted per subscriber. ` +
    'Fixed size: --sizes does not apply.',
  run,
};
