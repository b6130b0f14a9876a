import type { Config, Context } from '@netlify/functions';
import { netlifyHubContext } from '../../src/websub/netlify-runtime.ts';
import { handleWorkerRequest } from '../../src/websub/worker.ts';

/**
 * Background function (up to 15 minutes) that runs the hub's jobs: verification of intent, publishing, fan-out
 * batches, retries and sweeps. Its URL is public: src/websub/worker.ts refuses unsigned requests before opening the
 * store and runs only jobs signed with the hub's key.
 */
export default async (req: Request, context: Context) => {
  const contextSiteUrl = context.site?.url;
  const deployContext = context.deploy?.context;
  await handleWorkerRequest(
    req,
    () => netlifyHubContext({ contextSiteUrl, deployContext }),
    (simulatedNow) => netlifyHubContext({ simulatedNow, contextSiteUrl, deployContext }),
  );
};

// A literal object: Netlify reads it statically. Above the largest burst the hub sends itself (a fan-out of the
// 300,000-subscription cap in batches of 500 is 600 jobs), far below what a flood would need. Not enforced by
// netlify dev.
export const config: Config = {
  rateLimit: { windowLimit: 1200, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
