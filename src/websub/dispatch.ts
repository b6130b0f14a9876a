import { forEachConcurrent } from './concurrency.ts';
import type { HubContext } from './context.ts';
import { JOB_SIGNATURE_HEADER, signEnvelope, type Dispatch, type Job } from './jobs.ts';
import { runJob } from './run-job.ts';
import type { HubStore } from './store.ts';

/** Path of the background function that runs jobs (netlify/functions/websub-worker-background.ts). */
export const WORKER_PATH = '/.netlify/functions/websub-worker-background';

/**
 * Hands jobs to the background function over HTTP, each signed with the hub's key. A background invocation is
 * acknowledged with 202 at once and may run 15 minutes. `simulatedNow` (local triggers only) travels with the job.
 */
export function httpDispatcher(store: HubStore, siteUrl: string, simulatedNow?: number): Dispatch {
  return async (jobs: Job[]) => {
    if (jobs.length === 0) return;
    const key = await store.dispatchKey();
    const failures: string[] = [];
    await forEachConcurrent(jobs, 10, async (job) => {
      const { body, signature } = signEnvelope(key, { job, issuedAt: Date.now(), now: simulatedNow });
      try {
        const response = await fetch(`${siteUrl}${WORKER_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [JOB_SIGNATURE_HEADER]: signature },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (response.status !== 202 && response.status !== 200) failures.push(`${job.kind}: HTTP ${response.status}`);
      } catch (error) {
        failures.push(`${job.kind}: ${(error as Error).message}`);
      }
    });
    if (failures.length > 0)
      throw new Error(`could not hand ${failures.length} job(s) to the background function: ${failures[0]}`);
  };
}

/**
 * Runs jobs in this process, concurrently, as the background function would (benchmarks and unit tests).
 * `idle()` resolves when every job handed over so far, and the jobs they handed over, have finished.
 */
export function inProcessDispatcher(context: () => HubContext) {
  const running = new Set<Promise<unknown>>();
  const dispatch: Dispatch = async (jobs) => {
    for (const job of jobs) {
      const run = runJob(job, context()).catch((error) => context().log?.(`job ${job.kind} failed: ${error}`));
      running.add(run);
      void run.finally(() => running.delete(run));
    }
  };
  const idle = async () => {
    while (running.size > 0) await Promise.all(running);
  };
  return { dispatch, idle };
}
