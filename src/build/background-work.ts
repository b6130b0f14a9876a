import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { jsonTexts } from '../artifacts/json-stream.ts';
import { analysisKey, analyserFingerprint, loadAnalysisCache, saveAnalysisCache } from '../insights/analysis-cache.ts';
import { assembleOverview, perReviewJson, perReviewMembersJson, withPerReview } from '../insights/assemble-insights.ts';
import { loadEditorialSummary } from '../insights/editorial.ts';
import type { InsightsOutput } from '../insights/insights-output.ts';
import type { TextAnalysis } from '../insights/pipeline/types.ts';
import type { TextIndex } from '../query/text-index.ts';
import type { AnalysisBatch, ModelMessage, SharedModelMessage, WorkerRole, WorkerTask } from './background-worker.ts';
import { boundHeapGrowth, collectLeavingRoom } from './heap-growth.ts';
import { modelCacheFileOf, saveModelCache } from './model-cache.ts';
import { threadCpuMs } from './thread-cpu.ts';

/** Results of the build's background work, each arriving as soon as it is done. */
export interface BackgroundWork {
  insights: Promise<InsightsOutput>;
  textIndex: Promise<TextIndex>;
  /**
   * When each worker finished (ms after the work started) and its CPU time by then: the build log shows them, since
   * on a small machine the analysis, not the pages, is the build's longest path.
   */
  arrivals: WorkArrival[];
  /** The threads: the first builds the text index, the second compiles the model; both analyse (a test stops one). */
  workers: Worker[];
  /** What the analysis cache gave and took, once the insights are done (when the build was given a cache file). */
  cache: Promise<CacheUse | undefined>;
}

/** How a build used its analysis cache (analysis-cache.ts), for the build log. */
export interface CacheUse {
  file: string;
  /** Reviews with a text whose analysis came from the cache. */
  reused: number;
  /** Reviews with a text the workers analysed. */
  analysed: number;
  /** Why the cache was not read or not written, if it was not. */
  problems: string[];
  /** How long reading it (with the reviews' keys) and writing it took on the build thread. */
  readMs: number;
  writtenMs: number;
}

/** Options of startBackgroundWork. */
export interface BackgroundWorkOptions {
  /** The batch size (claimBatchSize of the dataset if not given). */
  batch?: number;
  /**
   * A file of analyses from an earlier build (src/insights/analysis-cache.ts): the reviews it has are not analysed
   * again, and it is written anew with this build's analyses.
   */
  analysisCache?: string;
}

export interface WorkArrival {
  task: string;
  afterMs: number;
  workerCpuMs: number;
  /** The CPU time of the task itself, where its thread did other work before (the assembly, after the pages). */
  taskCpuMs?: number;
  /** How many reviews an analysis worker analysed. */
  reviews?: number;
}

/**
 * The largest batch a worker claims and posts. The workers claim batches from a shared counter, so they finish within
 * about a batch of each other: the first builds the text index before it analyses and the second compiles the model,
 * and a fixed split of the reviews between them (43 % to the first, until stop 46) left the second analysing alone
 * for 1.5-4.9 s at the end of 100k builds, however it was tuned, as the machine's speed moved. This thread, idle while
 * the workers analyse, copies each batch into its heap as it comes, rather than all of them at the end, when
 * everything waits for it (docs/benchmarks.md, "The model compiled once per build").
 */
export const ANALYSIS_BATCH = 1_000;

/** A dataset's batch size: up to ANALYSIS_BATCH reviews, else a hundredth of them, so a small build is shared too. */
export const claimBatchSize = (reviews: number) => Math.max(1, Math.min(ANALYSIS_BATCH, Math.ceil(reviews / 100)));

/**
 * Room for the serial tail: when the first worker finishes, a core is free while the second still analyses. This
 * thread, holding most analyses by then, collects its heap there and leaves room to grow by this much of it before
 * the next major collection, so that none falls in the tail (assembling the insights and writing /insights.json).
 */
const TAIL_HEAP_GROWING_PERCENT = 100;

/** What a worker posts: its results as they are done, the analyses in batches, then that it finished. */
type Message =
  AnalysisBatch | SharedModelMessage | ({ cpuMs: number } & ({ finished: true } | { textIndex: TextIndex }));

/**
 * Starts the build's CPU-heavy work in two worker threads (src/build/background-worker.ts, one per core of the
 * machines that build), so that Astro renders the pages on the main thread meanwhile: the text analysis, in batches
 * that each worker claims as it is free (each review's analysis depends on nothing else, so who analyses which changes
 * nothing), and the query functions' text index, built first by one of them. The language model and the analysis'
 * working memory live and die with the workers; this thread puts the batches in dataset order and assembles the
 * insights, which needs no model. Loads the dataset here (the copy the pages use): invalid content throws here, with
 * the problem. A worker that fails or dies rejects what depends on it, which fails the build where it is awaited;
 * nothing waits for a part that will not come. With an analysis cache, the workers analyse only the reviews it has not.
 */
export function startBackgroundWork(dir: string, options: BackgroundWorkOptions = {}): BackgroundWork {
  const started = performance.now();
  const arrivals: WorkArrival[] = [];
  const arrived = (task: string, cpuMs: number, more: Pick<WorkArrival, 'taskCpuMs' | 'reviews'> = {}) =>
    arrivals.push({ task, afterMs: Math.round(performance.now() - started), workerCpuMs: Math.round(cpuMs), ...more });

  // per_review, most of /insights.json, is serialised block by block (a batch's worth of reviews in dataset order) as
  // each block's analyses are all in, while this thread waits: not in the serial tail (docs/benchmarks.md, "per_review
  // serialised while the workers analyse"). A worker posts analyses only once it has its task, so the dataset below has
  // loaded by then. Batches arrive in any order; each analysis takes its place.
  const analyses: (TextAnalysis | null)[] = [];
  const perReviewMembers: string[] = [];
  /** Per block, how many of its reviews have no analysis yet. */
  const waiting: number[] = [];
  /** Each review's analysis as the cache file holds it (with a cache only). */
  const encodedAnalyses: Uint8Array[] = [];
  const settle = (position: number, analysis: TextAnalysis | null, encoded?: Uint8Array) => {
    analyses[position] = analysis;
    if (encoded) encodedAnalyses[position] = encoded;
    const block = Math.floor(position / size);
    if (--waiting[block]! > 0) return;
    const from = block * size;
    const items = reviews.slice(from, from + size).map((review, k) => ({ review, analysis: analyses[from + k]! }));
    perReviewMembers[block] = perReviewMembersJson(items);
  };
  function receive({ from, analyses: batch, encoded }: AnalysisBatch) {
    batch.forEach((analysis, k) =>
      settle(
        toAnalyse ? toAnalyse[from + k]! : from + k,
        analysis,
        encoded?.bytes.subarray(k ? encoded.ends[k - 1]! : 0, encoded.ends[k]!),
      ),
    );
  }

  // The workers start first: they load the analysis and its language model while this thread loads the dataset.
  const textIndex = Promise.withResolvers<TextIndex>();
  // A build that fails early (invalid content: thrown below) never awaits it: that must not be an unhandled rejection.
  textIndex.promise.catch(() => {});
  const first = startWorker(
    { model: 'receive' },
    (message) => {
      if (!('textIndex' in message)) return;
      arrived('text index (worker 1)', message.cpuMs);
      textIndex.resolve(message.textIndex);
    },
    textIndex.reject,
    receive,
  );
  // The second compiles the language model as it starts and this thread hands it on to the first, which needs it only
  // once it has built the text index: one compilation instead of two saves about 3 s of CPU (docs/benchmarks.md, "The
  // model compiled once per build"). Should the second fail before, the first is told to compile its own. Either
  // message reaches the first after its task: this thread reads no message before it has given the tasks below. The
  // weights and tables are in shared memory, so both workers read the one copy (compiled-model.ts, sharedBuffer).
  // With an analysis cache, the compiled model is kept beside it for the next build (src/build/model-cache.ts).
  const handOn = (message: ModelMessage) => first.worker.postMessage(message);
  const modelCache = options.analysisCache === undefined ? undefined : modelCacheFileOf(options.analysisCache);
  let modelCacheProblem: string | undefined;
  /** The keeping of a model worker 2 compiled: written as it comes, not in the build's serial tail. */
  let modelSaving: Promise<string | undefined> | undefined;
  const second = startWorker(
    { model: 'share', modelCache },
    (message) => {
      if (!('model' in message)) return;
      const how = message.fromCache ? 'read from its cache' : 'compiled';
      arrived(`language model ${how} (worker 2, handed to worker 1)`, message.cpuMs);
      modelCacheProblem = message.cacheProblem;
      handOn({ model: message.model });
      // The analyser's fingerprint is known by now: the dataset and the analysis cache were read before any message.
      if (modelCache && cached && !message.fromCache)
        modelSaving = saveModelCache(modelCache, cached.fingerprint, message.model);
    },
    () => handOn({ model: null }),
    receive,
  );
  let dataset: ReviewsDataset;
  try {
    dataset = getReviewsDataset(dir);
  } catch (error) {
    void first.worker.terminate();
    void second.worker.terminate();
    throw error;
  }
  const { reviews } = dataset;
  const size = options.batch ?? claimBatchSize(reviews.length);
  for (let from = 0; from < reviews.length; from += size) waiting.push(Math.min(size, reviews.length - from));
  const cached = options.analysisCache === undefined ? undefined : fromCache(options.analysisCache, reviews);
  /** The dataset positions the workers analyse, in order (every review's without a cache). */
  const toAnalyse = cached?.toAnalyse;
  const task = {
    texts: reviews.map((r) => r.text),
    ratings: reviews.map((r) => r.rating),
    batch: size,
    nextBatch: new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT),
    positions: toAnalyse ?? null,
    encode: cached !== undefined,
  };
  first.give({ ...task, buildTextIndex: true });
  // Every review in the cache (a rebuild where no text or rating changed): nothing needs the language model, so the
  // worker compiling it is ended rather than waited for (about 4 s of CPU, most of such a build's wall time at the
  // content's 460 reviews: docs/build-performance.md, "The analysis cache").
  if (toAnalyse?.length === 0) second.stop();
  else second.give({ ...task, buildTextIndex: false });
  // The reviews the cache had take their places a block at a time between turns of the event loop, so that Astro goes
  // on meanwhile (the workers' batches settle the blocks they finish).
  const reused = cached ? settleCached(cached.found, settle) : Promise.resolve();
  let workersDone = 0;
  const done = [first, second].map(({ finished }, i) =>
    finished.then((result) => {
      if (result === 'stopped') return;
      arrived(`analysis worker ${i + 1} of 2`, result.cpuMs, { reviews: result.analysed });
      if (++workersDone === 1) collectLeavingRoom(TAIL_HEAP_GROWING_PERCENT);
    }),
  );
  const insights = Promise.all([...done, reused]).then(() => {
    // Both workers are done: from here the build waits for this thread alone (the build's serial tail).
    const cpuBefore = threadCpuMs();
    const items = reviews.map((review, i) => ({ review, analysis: analyses[i]! }));
    const overview = assembleOverview(dataset, loadEditorialSummary(dir), items);
    const perReview = perReviewJson(perReviewMembers);
    const output: InsightsOutput = { json: [...jsonTexts(withPerReview(overview, perReview))], overview };
    const cpuMs = threadCpuMs();
    arrived('insights (assembled by the build thread)', cpuMs, { taskCpuMs: Math.round(cpuMs - cpuBefore) });
    return output;
  });
  insights.catch(() => {}); // as the text index's
  // This build's analyses replace the file's: it holds the reviews of the last build, no more.
  const cache = insights.then(async () => {
    if (!cached) return undefined;
    const writing = performance.now();
    const entries = cached.keys.flatMap((key, i) => (key === null ? [] : [[key, encodedAnalyses[i]!] as const]));
    const saved = await saveAnalysisCache(cached.file, entries, cached.fingerprint);
    const modelSaved = await modelSaving;
    return {
      file: cached.file,
      reused: cached.found.filter(([position]) => cached.keys[position] !== null).length,
      analysed: cached.toAnalyse.length,
      problems: [cached.problem, saved, modelCacheProblem, modelSaved].filter((p) => p !== undefined),
      readMs: cached.readMs,
      writtenMs: performance.now() - writing,
    };
  });
  cache.catch(() => {});
  return { insights, textIndex: textIndex.promise, arrivals, workers: [first.worker, second.worker], cache };
}

/** A dataset read against an analysis cache: what it has, what the workers must analyse, and each review's key. */
interface CachedReading {
  file: string;
  fingerprint: string;
  /** Per review, its key in the cache (null for a review without text: its analysis is null, nothing to keep). */
  keys: (string | null)[];
  /** The reviews found, with their analyses and those as the file holds them; reviews without text are among them. */
  found: Array<[number, TextAnalysis | null, Uint8Array | undefined]>;
  toAnalyse: Int32Array;
  problem?: string;
  readMs: number;
}

function fromCache(file: string, reviews: ReviewsDataset['reviews']): CachedReading {
  const reading = performance.now();
  const fingerprint = analyserFingerprint();
  const cache = loadAnalysisCache(file, fingerprint);
  const keys = reviews.map((r) => (r.text === null ? null : analysisKey(r.text, r.rating)));
  const found: CachedReading['found'] = [];
  const missing: number[] = [];
  keys.forEach((key, i) => {
    const entry = key === null ? { analysis: null, encoded: undefined } : cache.get(key);
    if (entry) found.push([i, entry.analysis, entry.encoded]);
    else missing.push(i);
  });
  const toAnalyse = Int32Array.from(missing);
  return { file, fingerprint, keys, found, toAnalyse, problem: cache.problem, readMs: performance.now() - reading };
}

/** How many cached analyses take their places per turn of the event loop. */
const SETTLED_PER_TURN = 1_000;

async function settleCached(
  found: CachedReading['found'],
  settle: (position: number, analysis: TextAnalysis | null, encoded?: Uint8Array) => void,
): Promise<void> {
  for (let k = 0; k < found.length; k += 1) {
    if (k > 0 && k % SETTLED_PER_TURN === 0) await nextTurn();
    settle(...found[k]!);
  }
}

/** Work prestartBackgroundWork started, shared by every copy of this module (the build integration takes it over). */
const shared = globalThis as { __prestartedBackgroundWork?: { dir: string; work: BackgroundWork } };

/**
 * Starts the background work before Astro's build() is called (scripts/build.ts, `npm run build`): the dataset loads
 * and the workers compile the model and build the text index while Astro loads its modules and the config, 2-3 s in
 * which one core would otherwise idle (docs/build-performance.md). The build integration takes the work over
 * (takePrestartedWork); stopPrestartedWork ends it if no build did.
 */
export function prestartBackgroundWork(dir: string, options: BackgroundWorkOptions = {}): BackgroundWork {
  boundHeapGrowth();
  const work = startBackgroundWork(dir, options);
  shared.__prestartedBackgroundWork = { dir, work };
  return work;
}

/** The work prestartBackgroundWork started for this content folder, handed over once; else undefined. */
export function takePrestartedWork(dir: string): BackgroundWork | undefined {
  const prestarted = shared.__prestartedBackgroundWork;
  if (prestarted?.dir !== dir) return undefined;
  delete shared.__prestartedBackgroundWork;
  return prestarted.work;
}

/** Ends the workers of prestarted work that no build took over (a build that failed before it started). */
export async function stopPrestartedWork(): Promise<void> {
  const prestarted = shared.__prestartedBackgroundWork;
  delete shared.__prestartedBackgroundWork;
  if (prestarted) await Promise.all(prestarted.work.workers.map((worker) => worker.terminate()));
}

/**
 * A worker, given its task with `give`; `onBatch` sees each batch of analyses as it arrives, and `finished` resolves
 * once the worker says it has claimed its last, with how many reviews its batches held (as 'stopped' once ended by
 * `stop`). One that exits before it has finished, or fails, rejects `finished` and calls `failed`, so nothing waits for
 * ever.
 */
function startWorker(
  role: WorkerRole,
  onMessage: (message: Message) => void = () => {},
  failed: (error: Error) => void = () => {},
  onBatch: (batch: AnalysisBatch) => void = () => {},
) {
  const finishedWork = Promise.withResolvers<{ analysed: number; cpuMs: number } | 'stopped'>();
  const fail = (error: Error) => {
    finishedWork.reject(error);
    failed(error);
  };
  const worker = new Worker(new URL('./background-worker.ts', import.meta.url), {
    workerData: role,
    // Its objects are long-lived (the texts, the analyses): a small young generation saves memory, not time.
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
  let finished = false;
  let analysed = 0;
  worker.on('message', (message: Message) => {
    if ('analyses' in message) {
      analysed += message.analyses.length;
      onBatch(message);
    } else if ('finished' in message) {
      finished = true;
      finishedWork.resolve({ analysed, cpuMs: message.cpuMs });
    } else onMessage(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!finished) fail(new Error(`the build's analysis worker exited (code ${code}) before it finished`));
  });
  finishedWork.promise.catch(() => {});
  return {
    worker,
    finished: finishedWork.promise,
    give: (task: WorkerTask) => worker.postMessage(task),
    /** Ends a worker that will be given no task: `finished` resolves as 'stopped', its exit is no failure. */
    stop: () => {
      finished = true;
      finishedWork.resolve('stopped');
      void worker.terminate();
    },
  };
}
