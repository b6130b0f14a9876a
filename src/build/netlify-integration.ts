import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { endDatasetFiles, expectDatasetFiles, type DatasetFiles } from '../artifacts/dataset-files.ts';
import { contentDir } from '../content/load-content.ts';
import { forgetReviewsDatasets, getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { provideInsights } from '../insights/insights-output.ts';
import { paths, siteUrl } from '../site.ts';
import { ARTIFACT_HEADERS_FILE, artifactHeaders, renderHeadersFile } from './artifact-headers.ts';
import { startBackgroundWork, takePrestartedWork, type BackgroundWork } from './background-work.ts';
import { servedReviewsOf, writeMcpInsightsFile, writeReviewIndexFile } from './function-data-files.ts';
import { boundHeapGrowth } from './heap-growth.ts';
import { startPageStamping, type PageStamping } from './page-stamper.ts';
import { expectNoSsrFunction } from './static-netlify-adapter.ts';
import { endPageStamping } from '../views/page-shells.ts';

/**
 * What the build adds for Netlify after Astro and its adapter are done:
 * - `_headers` with each dataset's content-hashed ETag, type, CORS, cache policy and WebSub Link header;
 * - a check that the adapter wrote no catch-all SSR function: one at `/*` would shadow the `config.path` of our
 *   functions (netlify dev answered /api/... with Astro's 404). Every page here is static, so it would have nothing
 *   to serve; Netlify serves dist/404.html for unknown paths itself. The adapter is configured for static output
 *   (src/build/static-netlify-adapter.ts), where it writes none;
 * - the data files the functions bundle: the review index and the MCP insights (src/build/function-data-files.ts);
 * - every review's page, stamped from the one shell Astro rendered (src/build/page-stamper.ts), while Astro
 *   renders the other pages;
 * - /reviews.json and /insights.json, written from their chunks when Astro renders them, instead of by Astro
 *   (src/artifacts/dataset-files.ts).
 * As the build starts (before Astro loads, when `npm run build` runs it: scripts/build.ts), the insights (split between
 * two threads) and the text index start computing in worker threads (background-work.ts), in parallel with the pages;
 * the pages that show insights wait for them.
 */
export function netlifyArtifacts(): AstroIntegration {
  let root: URL;
  let outDir: string;
  let background: BackgroundWork | undefined;
  let stamping: PageStamping | undefined;
  let datasets: DatasetFiles | undefined;
  let reviewIndex: Promise<{ path: string; bytes: number; afterMs: number }> | undefined;
  return {
    name: 'reviews-netlify-artifacts',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': () => {
        const started = performance.now();
        // Bounds the heap growth of every thread (heap-growth.ts); with REVIEW_PAGES=astro it also bounds what Astro
        // leaves of every page (about 19 KB).
        boundHeapGrowth();
        // npm run build started the work, and loaded the dataset with it, before Astro (scripts/build.ts).
        const prestarted = takePrestartedWork(contentDir());
        if (!prestarted) forgetReviewsDatasets();
        // REVIEW_PAGES=astro renders every review page through Astro: the reference the stamped pages are checked
        // against (tests/unit/reproducible-build.test.ts).
        endPageStamping(); // whatever an earlier build in this process left
        stamping = process.env.REVIEW_PAGES === 'astro' ? undefined : startPageStamping(outDir);
        datasets = expectDatasetFiles(outDir, WRITTEN_HERE);
        background = prestarted ?? startBackgroundWork(contentDir());
        provideInsights(contentDir(), background.insights);
        // The functions' index file needs the text index and the /reviews.json ETag only: it is written while the
        // workers still analyse, not after them, when only this thread works (docs/benchmarks.md, "The tail of the
        // build").
        reviewIndex = Promise.all([background.textIndex, datasets.written(paths.reviews)]).then(
          async ([text, reviewsFile]) => ({
            ...(await writeReviewIndexFile(root, servedReviewsOf(reviewsFile), getReviewsDataset(), text)),
            afterMs: performance.now() - started,
          }),
        );
        reviewIndex.catch(() => {}); // awaited by the done hook; a build that fails before then must not see it unhandled
      },
      'astro:build:done': async ({ dir, logger }) => {
        await expectNoSsrFunction(root);
        const distDir = fileURLToPath(dir);
        // The same dataset the pages were built from: the cache is shared across module copies (reviews-dataset.ts).
        const dataset = getReviewsDataset();
        if (stamping) {
          const { pages, afterMs, ms } = await stamping.finish();
          logger.info(
            `Stamped ${pages.review} review pages and ${pages.listing} listing pages from their shells in ${secondsOf(ms)}, ` +
              `done ${secondsOf(afterMs)} after the build started.`,
          );
        }
        if (!datasets || !reviewIndex || !background) throw new Error('The build did not start (astro:build:start).');
        // The big datasets' ETags were taken as they were written; the small ones are hashed here.
        const etags = new Map<string, string>();
        for (const path of WRITTEN_HERE) {
          const file = await datasets.finish(path);
          etags.set(path, file.etag);
          logger.info(
            `Wrote ${path} (${file.bytes} bytes) from its chunks (Astro, given no body for it, created none).`,
          );
        }
        endDatasetFiles();
        const rules = artifactHeaders(distDir, siteUrl(), dataset.updated, etags);
        await writeFile(new URL('_headers', dir), renderHeadersFile(rules));
        await writeFile(new URL(ARTIFACT_HEADERS_FILE, dir), `${JSON.stringify(rules, null, 2)}\n`);
        logger.info(`Wrote _headers for ${rules.length} datasets.`);
        const index = await reviewIndex;
        for (const { task, afterMs, workerCpuMs, taskCpuMs, reviews } of background.arrivals) {
          const own = taskCpuMs === undefined ? '' : `, ${secondsOf(taskCpuMs)} of it for this`;
          const count = reviews === undefined ? '' : ` (${reviews} reviews)`;
          logger.info(
            `The ${task}${count} finished ${secondsOf(afterMs)} after the build started (its thread's CPU time ${secondsOf(workerCpuMs)}${own}).`,
          );
        }
        const cache = await background.cache;
        if (cache) {
          logger.info(
            `Analysis cache ${cache.file}: ${cache.reused} reviews' analyses reused, ${cache.analysed} analysed ` +
              `(read in ${secondsOf(cache.readMs)}, written in ${secondsOf(cache.writtenMs)}).`,
          );
          for (const problem of cache.problems) logger.warn(`Analysis cache: ${problem}.`);
        }
        logger.info(
          `Wrote the query functions' review index (${index.bytes} bytes) to ${index.path}, ` +
            `${secondsOf(index.afterMs)} after the build started.`,
        );
        const insights = await writeMcpInsightsFile(root, await background.insights);
        logger.info(`Wrote the MCP function's insights (${insights.bytes} bytes) to ${insights.path}.`);
      },
    },
  };
}

/** The datasets the build writes itself, not through Astro (70 MB each at 100k reviews; dataset-files.ts). */
const WRITTEN_HERE = [paths.reviews, paths.insights];

const secondsOf = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
