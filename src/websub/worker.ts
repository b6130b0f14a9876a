import { FUNCTION_LIMITS } from '../build/function-limits.ts';
import type { HubContext } from './context.ts';
import { JOB_SIGNATURE_HEADER, openEnvelope } from './jobs.ts';
import { runJob } from './run-job.ts';

/**
 * Netlify's background request payload limit (256 KB, docs/benchmarks.md "Netlify's limits"): no job the hub sends
 * is larger (a batch of 3000 callback keys, the schema's most, is about 200 KB), so a larger body is not ours.
 */
export const MAX_JOB_BYTES = FUNCTION_LIMITS.backgroundPayloadBytes;
const SIGNATURE = /^sha256=[0-9a-f]{64}$/;

export type WorkerOutcome = 'refused' | 'ran' | 'failed';

/**
 * The background function's work, for a request to its public URL. What costs nothing is checked first: a missing or
 * malformed signature or an oversized body is refused before the hub's store is opened (no Blobs read for an
 * unsigned request); then the signature is checked with the hub's key, and only a signed, recent job runs. Never
 * throws (the platform would retry the whole job). `context` builds the hub context, and so the store, on demand;
 * `contextAt` one whose clock is a local trigger's simulated time.
 */
export async function handleWorkerRequest(
  req: Request,
  context: () => HubContext,
  contextAt: (now: number) => HubContext = context,
  log: (message: string) => void = console.log,
): Promise<WorkerOutcome> {
  const signature = req.headers.get(JOB_SIGNATURE_HEADER);
  const length = Number(req.headers.get('content-length') ?? 0);
  if (!signature || !SIGNATURE.test(signature) || length > MAX_JOB_BYTES) {
    log('[websub] refused a job without a well-formed signature (store not opened)');
    return 'refused';
  }
  const body = await req.text();
  if (Buffer.byteLength(body) > MAX_JOB_BYTES) return 'refused';
  const base = context();
  const envelope = openEnvelope(await base.store.dispatchKey(), body, signature, Date.now());
  if (!envelope) {
    log('[websub] ignored a job without a valid signature');
    return 'refused';
  }
  const ctx = envelope.now === undefined ? base : contextAt(envelope.now);
  try {
    const result = await runJob(envelope.job, ctx);
    log(`[websub] ${envelope.job.kind}: ${JSON.stringify(result)}`);
    return 'ran';
  } catch (error) {
    log(`[websub] ${envelope.job.kind} failed: ${(error as Error).message}`);
    return 'failed';
  }
}
