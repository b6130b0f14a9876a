import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { TopicIdSchema } from './records.ts';

/** Work the hub hands to its background function (netlify/functions/websub-worker-background.ts). */
export const Job = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('verify'),
    mode: z.enum(['subscribe', 'unsubscribe']),
    topic: TopicIdSchema,
    /** hub.topic exactly as the subscriber sent it: echoed in the verification request. */
    topicUrl: z.string(),
    callback: z.url(),
    leaseSeconds: z.int().positive(),
    secret: z.string().nullable(),
    /** The cap groups of the callback, from its addresses as checked when the request came in. */
    capGroups: z.array(z.string()).max(16).default([]),
  }),
  z.object({ kind: z.literal('publish'), topics: z.array(TopicIdSchema).min(1) }),
  z.object({
    kind: z.literal('deliver'),
    topic: TopicIdSchema,
    /** The content hash the fan-out was planned for; a batch of an older fan-out is skipped. */
    hash: z.string(),
    /** Callback keys of the subscriptions in this batch. */
    callbacks: z.array(z.string().regex(/^[0-9a-f]{64}$/)).max(3000),
    /** A retry batch delivers the topic's current content to due, failing subscriptions only. */
    retry: z.boolean(),
    /** The fan-out batch's index: its progress is kept under that index (absent for retries). */
    batch: z.int().nonnegative().optional(),
  }),
  z.object({ kind: z.literal('sweep') }),
]);
export type Job = z.infer<typeof Job>;
export type JobOf<K extends Job['kind']> = Extract<Job, { kind: K }>;

/** A job as sent: issued at (ms), and the clock the work should use when a local trigger simulates time. */
export const JobEnvelope = z.object({ job: Job, issuedAt: z.number(), now: z.number().optional() });
export type JobEnvelope = z.infer<typeof JobEnvelope>;

/** Signed jobs are accepted for this long: background invocations start within seconds. */
const JOB_VALIDITY_MS = 15 * 60_000;
export const JOB_SIGNATURE_HEADER = 'X-Hub-Job-Signature';

const sign = (key: Buffer, body: string) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;

export function signEnvelope(key: Buffer, envelope: JobEnvelope): { body: string; signature: string } {
  const body = JSON.stringify(envelope);
  return { body, signature: sign(key, body) };
}

/**
 * Checks a job received by the background function: the background function's URL is public, so only bodies
 * signed with the hub's key, and recent, are run.
 */
export function openEnvelope(key: Buffer, body: string, signature: string | null, now: number): JobEnvelope | null {
  if (!signature) return null;
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const envelope = JobEnvelope.safeParse(parsed);
  if (!envelope.success) return null;
  if (Math.abs(now - envelope.data.issuedAt) > JOB_VALIDITY_MS) return null;
  return envelope.data;
}

/** Hands jobs to whatever runs them: the background function in production, the same process in benchmarks. */
export type Dispatch = (jobs: Job[]) => Promise<void>;
