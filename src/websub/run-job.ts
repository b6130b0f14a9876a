import type { HubContext } from './context.ts';
import { deliverBatch } from './deliver.ts';
import type { Job } from './jobs.ts';
import { sweepExpired } from './maintenance.ts';
import { publishTopics } from './publish.ts';
import { verifyIntent } from './verify.ts';

/** Runs one job of the background function; returns a short summary for the log. */
export async function runJob(job: Job, ctx: HubContext): Promise<unknown> {
  switch (job.kind) {
    case 'verify':
      return verifyIntent(job, ctx);
    case 'publish':
      return publishTopics(job.topics, ctx);
    case 'deliver':
      return deliverBatch(job, ctx);
    case 'sweep':
      return sweepExpired(ctx);
  }
}
