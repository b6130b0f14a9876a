import type { Context } from '@netlify/functions';
import { runMaintenance } from '../../src/websub/maintenance.ts';
import { isLocalDevelopment, netlifyHubContext } from '../../src/websub/netlify-runtime.ts';
import { callbackKey } from '../../src/websub/store.ts';
import { isTopicId } from '../../src/websub/topics.ts';

/**
 * Local development and tests only (404 anywhere but `netlify dev`):
 * - GET  ?topic=<atom|json-feed|reviews>&callback=<url>: the stored subscription and its failure state, or nulls;
 * - POST ?now=<epoch ms>: runs the scheduled maintenance at once, at that simulated time, with every step inline
 *   (due retries, expired-subscription sweep), and answers its report when done.
 */
export default async (req: Request, context: Context) => {
  if (!isLocalDevelopment(context.deploy?.context)) return new Response('Not Found\n', { status: 404 });
  const url = new URL(req.url);
  if (req.method === 'GET') {
    const topic = url.searchParams.get('topic');
    const callback = url.searchParams.get('callback');
    if (!isTopicId(topic) || !callback) return new Response('topic and callback are required\n', { status: 400 });
    const { store } = netlifyHubContext({ deployContext: context.deploy?.context });
    const cb = callbackKey(new URL(callback).href);
    return Response.json({
      subscription: await store.getSubscription(topic, cb),
      failure: await store.getFailure(topic, cb),
    });
  }
  const now = url.searchParams.get('now');
  const simulatedNow = now === null ? undefined : Number(now);
  if (simulatedNow !== undefined && !Number.isFinite(simulatedNow))
    return new Response('now must be epoch milliseconds\n', { status: 400 });
  return Response.json(
    await runMaintenance(netlifyHubContext({ simulatedNow, deployContext: context.deploy?.context }), { inline: true }),
  );
};
