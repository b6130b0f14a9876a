import type { Context } from '@netlify/functions';
import { JOB_SIGNATURE_HEADER, openEnvelope } from '../../src/websub/jobs.ts';
import { netlifyHubContext } from '../../src/websub/netlify-runtime.ts';
import { runJob } from '../../src/websub/run-job.ts';

/**
 * Background function (up to 15 minutes) that runs the hub's jobs: verification of intent, publishing, fan-out
 * batches, retries and sweeps. Its URL is public, so it runs only jobs signed with the hub's key, and it never
 * throws (the platform would retry the whole job).
 */
export default async (req: Request, context: Context) => {
  const contextSiteUrl = context.site?.url;
  const base = netlifyHubContext({ contextSiteUrl });
  const envelope = openEnvelope(await base.store.dispatchKey(), await req.text(), req.headers.get(JOB_SIGNATURE_HEADER), Date.now());
  if (!envelope) {
    console.warn('[websub] ignored a job without a valid signature');
    return;
  }
  const ctx = envelope.now === undefined ? base : netlifyHubContext({ simulatedNow: envelope.now, contextSiteUrl });
  try {
    const result = await runJob(envelope.job, ctx);
    console.log(`[websub] ${envelope.job.kind}: ${JSON.stringify(result)}`);
  } catch (error) {
    console.error(`[websub] ${envelope.job.kind} failed:`, error);
  }
};
