import { getStore } from '@netlify/blobs';
import { isLocalDevelopment as localDevelopment } from '../local-development.ts';
import { siteUrl } from '../site.ts';
import type { HubContext } from './context.ts';
import { httpDispatcher } from './dispatch.ts';
import { settingsFromEnv } from './settings.ts';
import { HubStore } from './store.ts';

export const HUB_STORE_NAME = 'websub';

/**
 * The hub's context inside a Netlify function (and under `netlify dev`): Blobs store, env settings, site URL (from
 * SITE_URL or URL, else the function context's site URL).
 */
export function netlifyHubContext(
  options: { simulatedNow?: number; contextSiteUrl?: string; deployContext?: string } = {},
): HubContext {
  const store = new HubStore(getStore({ name: HUB_STORE_NAME, consistency: 'strong' }));
  const fromEnv = process.env.SITE_URL ?? process.env.URL;
  const base = fromEnv || !options.contextSiteUrl ? siteUrl() : options.contextSiteUrl.replace(/\/+$/, '');
  const { simulatedNow } = options;
  return {
    store,
    settings: settingsFromEnv(process.env, options.deployContext),
    siteUrl: base,
    now: simulatedNow === undefined ? Date.now : () => simulatedNow,
    dispatch: httpDispatcher(store, base, simulatedNow),
    log: (message) => console.log(`[websub] ${message}`),
  };
}

/** Local development only: see src/local-development.ts. */
export const isLocalDevelopment = (deployContext: string | undefined) => localDevelopment(process.env, deployContext);
