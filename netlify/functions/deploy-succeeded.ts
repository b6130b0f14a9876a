import type { Context } from '@netlify/functions';
import { netlifyHubContext } from '../../src/websub/netlify-runtime.ts';
import { topicIds } from '../../src/websub/topics.ts';

/**
 * Netlify's deploy-succeeded event (named by its file): after a production deploy, publish the three topics; each
 * is notified only if its content changed. Deploy previews and branch deploys are left alone. Calling it by URL can
 * do no harm: publishing unchanged topics notifies nobody.
 */
export default async (req: Request, context: Context) => {
  const event = (await req.json().catch(() => null)) as { payload?: { context?: string } } | null;
  const deployContext = event?.payload?.context;
  if (deployContext !== 'production')
    return new Response(`not a production deploy (${deployContext ?? 'unknown'}): nothing published\n`);
  await netlifyHubContext({ contextSiteUrl: context.site?.url, deployContext: context.deploy?.context }).dispatch([
    { kind: 'publish', topics: [...topicIds] },
  ]);
  return new Response('publishing the three topics\n');
};
