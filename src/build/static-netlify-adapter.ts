import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import netlify from '@astrojs/netlify';
import type { AstroIntegration } from 'astro';

type ConfigDone = NonNullable<AstroIntegration['hooks']['astro:config:done']>;

/**
 * @astrojs/netlify, declaring static build output. The adapter does not declare it, so Astro builds every site with
 * it as "server" output and the adapter then traces and copies a catch-all SSR function at `/*` in the build's last
 * seconds (2-4 s at 100k reviews, when one core works alone), which would shadow the `config.path` of our functions
 * (netlify dev answered /api/... with Astro's 404). Every route here is prerendered, so Astro accepts static output
 * and the adapter writes no SSR function; the rest of what it does (the `_astro` cache headers, redirects, the image
 * CDN, `netlify dev`'s context) is unchanged. A route made on-demand (`prerender = false`) fails the build as it
 * starts, with Astro's AdapterSupportOutputMismatch, instead of going unserved.
 */
export function staticNetlifyAdapter(): AstroIntegration {
  const adapter = netlify();
  const configDone = adapter.hooks['astro:config:done'];
  if (!configDone) throw new Error('@astrojs/netlify has no astro:config:done hook: the adapter changed.');
  const staticConfigDone: ConfigDone = (params) =>
    configDone({
      ...params,
      setAdapter: (settings) =>
        params.setAdapter({ ...settings, adapterFeatures: { ...settings.adapterFeatures, buildOutput: 'static' } }),
      get buildOutput() {
        return params.buildOutput;
      },
    });
  return { ...adapter, hooks: { ...adapter.hooks, 'astro:config:done': staticConfigDone } };
}

/** Where @astrojs/netlify writes its SSR function, relative to the project root. */
const SSR_FUNCTION = '.netlify/v1/functions/ssr';

/**
 * Fails the build if the adapter wrote its SSR function after all (astro.config.mjs given the plain adapter), and
 * removes the empty folder the adapter makes as it starts whatever the output, so the functions folder holds ours only.
 */
export async function expectNoSsrFunction(root: URL): Promise<void> {
  if (existsSync(new URL(`${SSR_FUNCTION}/ssr.mjs`, root)))
    throw new Error(
      `The Netlify adapter wrote a catch-all SSR function (${SSR_FUNCTION}), which would answer our functions' ` +
        'paths: astro.config.mjs must use staticNetlifyAdapter() (src/build/static-netlify-adapter.ts).',
    );
  await rm(new URL(SSR_FUNCTION, root), { recursive: true, force: true });
}
