import type { Config, Context } from '@netlify/functions';
import { handleHubRequest } from '../../src/websub/hub.ts';
import { netlifyHubContext } from '../../src/websub/netlify-runtime.ts';

/** POST /api/websub/hub: the WebSub hub endpoint (src/websub/hub.ts). */
export default async (req: Request, context: Context) =>
  handleHubRequest(
    req,
    netlifyHubContext({ contextSiteUrl: context.site?.url, deployContext: context.deploy?.context }),
    context.ip ?? 'unknown',
  );

export const config: Config = {
  path: '/api/websub/hub',
  // Enforced by Netlify in production (netlify dev does not); the hub also counts requests itself in Blobs.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
