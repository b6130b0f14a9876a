import { CALLBACK_MAX_LENGTH, LEASE_MAX_SECONDS } from '../../src/schemas/websub.ts';
import { Job, signEnvelope } from '../../src/websub/jobs.ts';
import { defaultSettings } from '../../src/websub/settings.ts';
import { callbackKey } from '../../src/websub/store.ts';

/**
 * The largest bodies the hub hands its background function, made by the hub's own code: a delivery batch of the
 * hub's batch size in callback keys (SHA-256 hex), and a verification with the longest callback URL and secret and
 * the most cap groups its schemas allow (a 253-character host name in each). Signed as sent.
 */
export function largestHubJobs(): { deliver: number; verify: number } {
  const key = Buffer.alloc(32, 1);
  const body = (job: unknown) =>
    Buffer.byteLength(signEnvelope(key, { job: Job.parse(job), issuedAt: Date.now() }).body);
  const longHost = `${'a'.repeat(61)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}.com`;
  return {
    deliver: body({
      kind: 'deliver',
      topic: 'reviews',
      hash: `"${'f'.repeat(32)}"`,
      callbacks: Array.from({ length: defaultSettings.batchSize }, (_, i) => callbackKey(`https://s${i}.example/cb`)),
      retry: false,
      batch: 9999,
    }),
    verify: body({
      kind: 'verify',
      mode: 'subscribe',
      topic: 'reviews',
      topicUrl: 'https://reviews.example.com/reviews.json',
      callback: `https://${longHost}/${'p'.repeat(CALLBACK_MAX_LENGTH - longHost.length - 9)}`,
      leaseSeconds: LEASE_MAX_SECONDS,
      secret: 's'.repeat(199),
      capGroups: Array.from({ length: 16 }, (_, i) => `domain:${i}${longHost.slice(1)}`),
    }),
  };
}
