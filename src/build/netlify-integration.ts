import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { siteUrl } from '../site.ts';
import { ARTIFACT_HEADERS_FILE, artifactHeaders, renderHeadersFile } from './artifact-headers.ts';
import { writeReviewIndexFile } from './review-index-file.ts';

/**
 * What the build adds for Netlify after Astro and its adapter are done:
 * - `_headers` with each dataset's content-hashed ETag, type, CORS, cache policy and WebSub Link header;
 * - removal of the adapter's catch-all SSR function. @astrojs/netlify always emits one at `/*` (it forces "server"
 *   build output) even when every route is prerendered, and it would shadow the `config.path` of our functions
 *   (netlify dev answered /api/... with Astro's 404). Every page here is static, so it has nothing to serve;
 *   Netlify serves dist/404.html for unknown paths itself;
 * - the compact dataset and text index the query functions bundle (src/build/review-index-file.ts).
 */
export function netlifyArtifacts(): AstroIntegration {
  let root: URL;
  return {
    name: 'reviews-netlify-artifacts',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        await rm(new URL('.netlify/v1/functions/ssr', root), { recursive: true, force: true });
        const distDir = fileURLToPath(dir);
        const rules = artifactHeaders(distDir, siteUrl(), getReviewsDataset().updated);
        await writeFile(new URL('_headers', dir), renderHeadersFile(rules));
        await writeFile(new URL(ARTIFACT_HEADERS_FILE, dir), `${JSON.stringify(rules, null, 2)}\n`);
        logger.info(`Wrote _headers for ${rules.length} datasets; removed the adapter's catch-all SSR function.`);
        const index = await writeReviewIndexFile(root, getReviewsDataset());
        logger.info(`Wrote the query functions' review index (${index.bytes} bytes) to ${index.path}.`);
      },
    },
  };
}
