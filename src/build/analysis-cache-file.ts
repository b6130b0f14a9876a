import { resolve } from 'node:path';

/**
 * The analysis cache file of `npm run build` (src/insights/analysis-cache.ts): the file ANALYSIS_CACHE names, else
 * `.cache/analyses.v8`, from the current folder; undefined (no cache) with ANALYSIS_CACHE=off. The Netlify build plugin
 * (netlify/plugins/analysis-cache) repeats this rule in plain JavaScript; a unit test checks that the two agree.
 */
export function analysisCacheFile(setting = process.env.ANALYSIS_CACHE): string | undefined {
  if (setting === 'off') return undefined;
  return resolve(setting || '.cache/analyses.v8');
}
