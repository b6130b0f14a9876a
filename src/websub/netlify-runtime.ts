import { getStore } from '@netlify/blobs';
import { siteUrl } from '../site.ts';
import type { HubContext } from './context.ts';
import { httpDispatcher } from './dispatch.ts';
import { settingsFromEnv } from './settings.ts';
import { HubStore } from './store.ts';

export const HUB_STORE_NAME = 'websub';

/** The hub's context inside a Netlify function (and under `netlify dev`): Blobs store, env settings, site URL. */
export function netlifyHubContext(options: { simulatedNow?: number } = {}): HubContext {
  const store = new HubStore(getStore({ name: HUB_STORE_NAME, consistency: 'strong' }));
  const base = siteUrl();
  const { simulatedNow } = options;
  return {
    store,
    settings: settingsFromEnv(),
    siteUrl: base,
    now: simulatedNow === undefined ? Date.now : () => simulatedNow,
    dispatch: httpDispatcher(store, base, simulatedNow),
    log: (message) => console.log(`[websub] ${message}`),
  };
}

/** Local development only: `netlify dev` sets NETLIFY_DEV and the deploy context "dev"; production never does. */
export const isLocalDevelopment = (deployContext: string | undefined) =>
  process.env.NETLIFY_DEV === 'true' && deployContext === 'dev';
