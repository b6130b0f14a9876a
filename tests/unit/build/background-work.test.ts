import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  prestartBackgroundWork,
  startBackgroundWork,
  stopPrestartedWork,
  takePrestartedWork,
} from '../../../src/build/background-work.ts';
import { servedReviewsOf, writeReviewIndexFile } from '../../../src/build/function-data-files.ts';
import { modelCacheFileOf, readModelCache } from '../../../src/build/model-cache.ts';
import { forgetReviewsDatasets, getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { analyserFingerprint, loadAnalysisCache } from '../../../src/insights/analysis-cache.ts';
import { contentEtag } from '../../../src/http/content-hash.ts';
import { buildInsights } from '../../../src/insights/build-insights.ts';
import { loadEditorialSummary } from '../../../src/insights/editorial.ts';
import { getInsights, provideInsights } from '../../../src/insights/insights-output.ts';
import { REVIEW_INDEX_FILE, serializeReviewIndex } from '../../../src/query/compact-index.ts';
import { buildReviewIndex } from '../../../src/query/review-index.ts';
import { buildTextIndex } from '../../../src/query/text-index.ts';

const contentDir = 'content';
const dataset = getReviewsDataset(contentDir);

describe("the build's background work (worker threads)", () => {
  it('computes the same insights and text index as the main thread would', async () => {
    // Batches of 7 reviews: the workers claim them as each is free and post them in dozens of messages, in whatever
    // order they finish, put in dataset order here.
    const work = startBackgroundWork(contentDir, { batch: 7 });
    const insights = buildInsights(dataset, loadEditorialSummary(contentDir));
    const output = await work.insights;
    expect(output.json.join('')).toBe(JSON.stringify(insights));
    const { per_review: _, ...overview } = insights;
    expect(output.overview).toEqual(overview);
    expect(await work.textIndex).toEqual(buildTextIndex(dataset.reviews.map((r) => r.text)));
    // The build log reports when each worker finished, its CPU time by then and how many reviews it analysed.
    const analysed = work.arrivals.flatMap((a) => (a.task.startsWith('analysis') ? [a.reviews ?? NaN] : []));
    expect(analysed.reduce((sum, n) => sum + n, 0)).toBe(dataset.reviews.length);
    expect(work.arrivals.map((a) => a.task).sort()).toEqual([
      'analysis worker 1 of 2',
      'analysis worker 2 of 2',
      'insights (assembled by the build thread)',
      'language model compiled (worker 2, handed to worker 1)',
      'text index (worker 1)',
    ]);
    for (const { workerCpuMs } of work.arrivals) expect(workerCpuMs).toBeGreaterThan(0);
    // The assembly's own CPU time, the build's serial tail, is reported apart from what its thread did before.
    const assembly = work.arrivals.find((a) => a.task.startsWith('insights'))!;
    expect(assembly.taskCpuMs).toBeGreaterThan(0);
    expect(assembly.taskCpuMs).toBeLessThanOrEqual(assembly.workerCpuMs);
  });

  it('started before Astro (npm run build), is handed over once, to the build of the same content', async () => {
    const work = prestartBackgroundWork(contentDir);
    expect(takePrestartedWork('tests/fixtures')).toBeUndefined();
    expect(takePrestartedWork(contentDir)).toBe(work);
    expect(takePrestartedWork(contentDir)).toBeUndefined();
    const output = await work.insights;
    expect(output.json.join('')).toBe(JSON.stringify(buildInsights(dataset, loadEditorialSummary(contentDir))));
  });

  it('started before a build that never took it over, ends its workers when stopped', async () => {
    const work = prestartBackgroundWork(contentDir);
    const exits = work.workers.map((worker) => once(worker, 'exit'));
    await stopPrestartedWork();
    // Ended before their work is done: a build that failed early exits at once instead of waiting for them.
    await Promise.all(exits);
    expect(takePrestartedWork(contentDir)).toBeUndefined();
    await expect(work.insights).rejects.toThrow(/analysis worker exited/);
  });

  it('fails the insights, rather than waiting for ever, when an analysis worker dies', async () => {
    const work = startBackgroundWork(contentDir);
    const firstExits = once(work.workers[0]!, 'exit');
    await work.workers[1]!.terminate();
    await expect(work.insights).rejects.toThrow(/analysis worker exited/);
    // The text index does not depend on it.
    expect(await work.textIndex).toEqual(buildTextIndex(dataset.reviews.map((r) => r.text)));
    // The other worker, which waits for the dead one's language model, compiles its own and finishes: a build that
    // failed must not hang on a thread that waits for ever.
    expect(await firstExits).toEqual([0]);
  });

  it('fails the text index too when the worker that builds it dies first', async () => {
    const work = startBackgroundWork(contentDir);
    await work.workers[0]!.terminate();
    await expect(work.textIndex).rejects.toThrow(/analysis worker exited/);
    await expect(work.insights).rejects.toThrow(/analysis worker exited/);
  });

  it('leaves the language model to the workers: the build thread never loads it', () => {
    // A fresh process (this one has loaded the analysis already), recording every module the build's side resolves.
    const script = `
      import { registerHooks } from 'node:module';
      const loaded = [];
      registerHooks({ resolve: (specifier, context, next) => { const r = next(specifier, context); loaded.push(r.url); return r; } });
      await import(${JSON.stringify(pathToFileURL('src/build/netlify-integration.ts').href)});
      console.log(JSON.stringify(loaded));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const loaded = JSON.parse(run.stdout) as string[];
    expect(loaded.some((url) => url.endsWith('/src/insights/assemble-insights.ts'))).toBe(true);
    expect(loaded.filter((url) => /wink|\/insights\/nlp\.ts$/.test(url))).toEqual([]);
  });

  it('fails with the content problem when the content is invalid, and leaves no rejection unhandled', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bad-content-'));
    mkdirSync(join(dir, 'reviews'));
    writeFileSync(join(dir, 'business.json'), readFileSync(join(contentDir, 'business.json')));
    writeFileSync(join(dir, 'reviews', '2025.json'), '[{"id": "not-a-review"}]');
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      expect(() => startBackgroundWork(dir)).toThrow(/2025\.json/);
      // The workers it had started are stopped and exit meanwhile; their results must not reject unawaited.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('an analysis cache between builds', () => {
  const folder = mkdtempSync(join(tmpdir(), 'cached-work-'));
  const cacheFile = join(folder, 'cache', 'analyses.v8');
  const withText = dataset.reviews.filter((r) => r.text !== null).length;
  const expected = (dir: string) => JSON.stringify(buildInsights(getReviewsDataset(dir), loadEditorialSummary(dir)));
  const modelTasks = (work: ReturnType<typeof startBackgroundWork>) =>
    work.arrivals.filter((a) => a.task.startsWith('language model')).map((a) => a.task);
  const analysedByWorkers = (work: ReturnType<typeof startBackgroundWork>) =>
    work.arrivals.flatMap((a) => (a.task.startsWith('analysis') ? [a.reviews!] : [])).reduce((x, y) => x + y, 0);

  it('analyses every review the first time, and the reviews it has not seen after, with the same insights', async () => {
    try {
      const first = startBackgroundWork(contentDir, { batch: 7, analysisCache: cacheFile });
      expect((await first.insights).json.join('')).toBe(expected(contentDir));
      expect(await first.cache).toMatchObject({ file: cacheFile, reused: 0, analysed: withText, problems: [] });
      // The language model it compiled is kept beside the analyses for the next build.
      expect(modelTasks(first)).toEqual(['language model compiled (worker 2, handed to worker 1)']);
      expect(existsSync(modelCacheFileOf(cacheFile))).toBe(true);

      const again = startBackgroundWork(contentDir, { batch: 7, analysisCache: cacheFile });
      expect((await again.insights).json.join('')).toBe(expected(contentDir));
      expect(await again.cache).toMatchObject({ file: cacheFile, reused: withText, analysed: 0, problems: [] });
      expect(analysedByWorkers(again)).toBe(0);
      // Nothing needed the language model: the worker compiling it was ended instead of waited for, and the one that
      // builds the text index did not wait for a model either.
      const workersReporting = again.arrivals.filter((a) => a.task.startsWith('analysis worker')).map((a) => a.task);
      expect(workersReporting).toEqual(['analysis worker 1 of 2']);
      expect(await again.textIndex).toEqual(buildTextIndex(dataset.reviews.map((r) => r.text)));

      // An editor changes one review's text and another's rating: those two are analysed, the rest reused.
      const edited = join(folder, 'content');
      cpSync(contentDir, edited, { recursive: true });
      const file = join(edited, 'reviews', '2024.json');
      const reviews = JSON.parse(readFileSync(file, 'utf8')) as Array<{ text: string | null; rating: number }>;
      const [textChanged, ratingChanged] = reviews.filter((r) => r.text !== null);
      textChanged!.text = 'They came back in the rain to re-seal the skylight flashing, and the leak is gone.';
      ratingChanged!.rating = ratingChanged!.rating === 1 ? 2 : 1;
      writeFileSync(file, JSON.stringify(reviews));
      const edit = startBackgroundWork(edited, { batch: 7, analysisCache: cacheFile });
      expect((await edit.insights).json.join('')).toBe(expected(edited));
      expect(await edit.cache).toMatchObject({ reused: withText - 2, analysed: 2, problems: [] });
      expect(analysedByWorkers(edit)).toBe(2);
      // Those two were analysed with the model the first build kept, not compiled again: the same insights as above.
      expect(modelTasks(edit)).toEqual(['language model read from its cache (worker 2, handed to worker 1)']);
      expect(await edit.textIndex).toEqual(buildTextIndex(getReviewsDataset(edited).reviews.map((r) => r.text)));
    } finally {
      forgetReviewsDatasets();
    }
  });

  it('builds the same insights from a damaged cache, says so and writes it anew', async () => {
    writeFileSync(cacheFile, 'not what a build wrote');
    writeFileSync(modelCacheFileOf(cacheFile), 'not a model either');
    const work = startBackgroundWork(contentDir, { analysisCache: cacheFile });
    expect((await work.insights).json.join('')).toBe(expected(contentDir));
    const use = await work.cache;
    expect(use).toMatchObject({ reused: 0, analysed: withText });
    expect(use!.problems).toEqual([
      expect.stringMatching(/analyses\.v8 is damaged/),
      expect.stringMatching(/analyses\.v8\.model is damaged/),
    ]);
    expect(loadAnalysisCache(cacheFile).size).toBeGreaterThan(0);
    expect(modelTasks(work)).toEqual(['language model compiled (worker 2, handed to worker 1)']);
    expect(readModelCache(modelCacheFileOf(cacheFile), analyserFingerprint).model).toBeDefined();
  });

  it('builds the same insights when the cache cannot be written, says so and keeps the file before', async () => {
    const before = readFileSync(cacheFile);
    // The temporary file cannot be written (a folder has its name): the write fails half way.
    mkdirSync(`${cacheFile}.${process.pid}.tmp`);
    const work = startBackgroundWork(contentDir, { analysisCache: cacheFile });
    expect((await work.insights).json.join('')).toBe(expected(contentDir));
    expect(await work.cache).toMatchObject({ reused: withText, analysed: 0 });
    expect((await work.cache)!.problems).toEqual([expect.stringMatching(/analyses\.v8 could not be written/)]);
    expect(readFileSync(cacheFile)).toEqual(before);
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('the insights the pages read', () => {
  it('are those the build provided, else computed in this thread once', async () => {
    const computed = getInsights(contentDir);
    expect(getInsights(contentDir)).toBe(computed);
    const { json } = await computed;
    expect(json.join('')).toBe(JSON.stringify(buildInsights(dataset, loadEditorialSummary(contentDir))));
    const provided = Promise.resolve({ json: [], overview: (await computed).overview });
    provideInsights('elsewhere', provided);
    expect(getInsights('elsewhere')).toBe(provided);
  });
});

describe('the review index file', () => {
  it('is the binary index of the dataset, its content hash and size those of the built /reviews.json', async () => {
    const root = mkdtempSync(join(tmpdir(), 'index-root-'));
    const dist = join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'reviews.json'), JSON.stringify(dataset));
    try {
      // What the build takes of /reviews.json as it writes it (dataset-files.ts): the file's ETag and size.
      const served = readFileSync(join(dist, 'reviews.json'));
      const reviewsFile = { etag: contentEtag(served), bytes: served.length };
      const written = await writeReviewIndexFile(pathToFileURL(`${root}/`), servedReviewsOf(reviewsFile), dataset);
      const expected = serializeReviewIndex(buildReviewIndex(dataset));
      expect(readFileSync(join(root, REVIEW_INDEX_FILE)).equals(expected)).toBe(true);
      expect(written.bytes).toBe(expected.length);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
