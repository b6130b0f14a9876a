import type { Config, Context } from '@netlify/functions';
import { runMaintenance } from '../../src/websub/maintenance.ts';
import { netlifyHubContext } from '../../src/websub/netlify-runtime.ts';

/**
 * Every minute: delivers due retries and, hourly, sweeps expired subscriptions. netlify dev does not run schedules;
 * locally, POST /.netlify/functions/websub-maintenance runs it once (docs/websub.md).
 */
export default async (_req: Request, context: Context) =>
  Response.json(
    await runMaintenance(
      netlifyHubContext({ contextSiteUrl: context.site?.url, deployContext: context.deploy?.context }),
    ),
  );

export const config: Config = { schedule: '* * * * *' };
