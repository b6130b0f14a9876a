/**
 * `npm run build`, before the function bundle check: Astro's build, as `astro build` runs it (same config, integrations
 * and output), with the build's background work started first. The dataset loads and the analysis workers start while
 * Astro loads its modules and the config (2-3 s in which one of two cores would idle; docs/build-performance.md).
 * Invalid content fails here, before Astro starts, with the problems listed. A build that fails before it takes the
 * work over ends the workers, so the process exits with the error. The analyses are kept in an analysis cache
 * (src/insights/analysis-cache.ts): `.cache/analyses.v8` in the project, or the file ANALYSIS_CACHE names, or none with
 * ANALYSIS_CACHE=off, with the compiled language model beside it (the same name with `.model`); on Netlify the build
 * plugin in netlify/plugins/analysis-cache keeps both between builds.
 */
import { build, type AstroInlineConfig } from 'astro';
import { analysisCacheFile } from '../src/build/analysis-cache-file.ts';
import { prestartBackgroundWork, stopPrestartedWork } from '../src/build/background-work.ts';
import { contentDir } from '../src/content/load-content.ts';
import { ContentError } from '../src/content/content-error.ts';

export async function buildWithWorkFirst(
  config: AstroInlineConfig = {},
  analysisCache = analysisCacheFile(),
): Promise<void> {
  prestartBackgroundWork(contentDir(), { analysisCache });
  try {
    await build(config);
  } finally {
    await stopPrestartedWork();
  }
}

if (import.meta.main) {
  try {
    await buildWithWorkFirst();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
