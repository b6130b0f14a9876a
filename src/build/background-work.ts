import { Worker } from 'node:worker_threads';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { jsonTexts } from '../artifacts/json-stream.ts';
import { assembleOverview, perReviewJson, perReviewMembersJson, withPerReview } from '../insights/assemble-insights.ts';
import { loadEditorialSummary } from '../insights/editorial.ts';
import type { InsightsOutput } from '../insights/insights-output.ts';
import type { SharedClassifier } from '../insights/pipeline/classify.ts';
import type { TextAnalysis } from '../insights/pipeline/types.ts';
import type { TextIndex } from '../query/text-index.ts';
import type { ModelMessage, WorkerRole, WorkerTask } from './background-worker.ts';
import { boundHeapGrowth, collectLeavingRoom } from './heap-growth.ts';
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
  /** The threads: the analysis shares in dataset order, then the text index (a test stops one). */
  workers: Worker[];
}

export interface WorkArrival {
  task: string;
  afterMs: number;
  workerCpuMs: number;
  /** The CPU time of the task itself, where its thread did other work before (the assembly, after the pages). */
  taskCpuMs?: number;
}

/**
 * The share of the reviews the first worker analyses after it has built the text index; the second analyses the
 * rest. On open-vocabulary content at 100k reviews the index costs about a quarter of a share's analysis (8-11 s of
 * CPU in a build against 30-40 s), so the first worker takes less, and both finish together (docs/build-performance.md;
 * since the index's lookups left Maps, stop 41, the first finished 1.6-2.7 s before the second at 0.41 and from 0.7 s
 * before to 1.8 s after it at 0.44, in two and three builds).
 */
export const INDEXING_WORKER_SHARE = 0.43;

/**
 * Analyses per message from a worker. This thread, idle while the workers analyse, copies each batch into its heap as
 * it comes, rather than all of them at the end, when everything waits for it (docs/benchmarks.md, "The model compiled
 * once per build").
 */
export const ANALYSIS_BATCH = 2_000;

/**
 * Room for the serial tail: when the first worker finishes, a core is free while the second still analyses. This
 * thread, holding most analyses by then, collects its heap there and leaves room to grow by this much of it before
 * the next major collection, so that none falls in the tail (assembling the insights and writing /insights.json).
 */
const TAIL_HEAP_GROWING_PERCENT = 100;

/** What a worker posts: its results as they are done, the analyses in batches, then that it finished. */
type Message =
  | { analyses: (TextAnalysis | null)[] }
  | ({ cpuMs: number } & ({ finished: true } | { textIndex: TextIndex } | { model: SharedClassifier }));

/**
 * Starts the build's CPU-heavy work in two worker threads (src/build/background-worker.ts, one per core of the
 * machines that build), so that Astro renders the pages on the main thread meanwhile: the text analysis, split into
 * two contiguous shares (each review's analysis depends on nothing else), and the query functions' text index, built
 * first by the worker with the smaller share. The language model and the analysis' working memory live and die with
 * the workers; this thread joins the shares in order and assembles the insights, which needs no model. Loads the
 * dataset here (the copy the pages use): invalid content throws here, with the problem. A worker that fails or dies
 * rejects what depends on it, which fails the build where it is awaited; nothing waits for a part that will not come.
 */
export function startBackgroundWork(dir: string, batch = ANALYSIS_BATCH): BackgroundWork {
  const started = performance.now();
  const arrivals: WorkArrival[] = [];
  const arrived = (task: string, cpuMs: number, taskCpuMs?: number) =>
    arrivals.push({
      task,
      afterMs: Math.round(performance.now() - started),
      workerCpuMs: Math.round(cpuMs),
      ...(taskCpuMs === undefined ? {} : { taskCpuMs: Math.round(taskCpuMs) }),
    });

  // per_review, most of /insights.json, is serialised batch by batch as the analyses arrive, while this thread waits:
  // not in the serial tail (docs/benchmarks.md, "per_review serialised while the workers analyse"). A worker posts
  // analyses only once it has its task, so the dataset below has loaded by then.
  const perReviewMembers: string[][] = [[], []];
  function serialise(share: 0 | 1, from: number, batch: readonly (TextAnalysis | null)[]) {
    const start = (share === 0 ? 0 : split) + from;
    const items = batch.map((analysis, k) => ({ review: reviews[start + k]!, analysis }));
    if (items.length) perReviewMembers[share]!.push(perReviewMembersJson(items));
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
    (from, batch) => serialise(0, from, batch),
  );
  // The second compiles the language model as it starts and this thread hands it on to the first, which needs it only
  // once it has built the text index: one compilation instead of two saves about 3 s of CPU (docs/benchmarks.md, "The
  // model compiled once per build"). Should the second fail before, the first is told to compile its own. Either
  // message reaches the first after its task: this thread reads no message before it has given the tasks below. The
  // weights and tables are in shared memory, so both workers read the one copy (compiled-model.ts, sharedBuffer).
  const handOn = (message: ModelMessage) => first.worker.postMessage(message);
  const second = startWorker(
    { model: 'share' },
    (message) => {
      if (!('model' in message)) return;
      arrived('language model compiled (worker 2, handed to worker 1)', message.cpuMs);
      handOn({ model: message.model });
    },
    () => handOn({ model: null }),
    (from, batch) => serialise(1, from, batch),
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
  const split = Math.round(reviews.length * INDEXING_WORKER_SHARE);
  first.give({
    texts: reviews.map((r) => r.text),
    ratings: reviews.slice(0, split).map((r) => r.rating),
    buildTextIndex: true,
    batch,
  });
  const rest = reviews.slice(split);
  second.give({
    texts: rest.map((r) => r.text),
    ratings: rest.map((r) => r.rating),
    buildTextIndex: false,
    batch,
  });
  let sharesDone = 0;
  const shares = [first, second].map(({ analyses }, i) =>
    analyses.then(({ analyses: part, cpuMs }) => {
      arrived(`analysis worker ${i + 1} of 2`, cpuMs);
      if (++sharesDone === 1) collectLeavingRoom(TAIL_HEAP_GROWING_PERCENT);
      return part;
    }),
  );
  const insights = Promise.all(shares).then((parts) => {
    // Both workers are done: from here the build waits for this thread alone (the build's serial tail).
    const cpuBefore = threadCpuMs();
    const joined = parts.flat();
    const items = reviews.map((review, i) => ({ review, analysis: joined[i]! }));
    const overview = assembleOverview(dataset, loadEditorialSummary(dir), items);
    const perReview = perReviewJson(perReviewMembers.flat());
    const output: InsightsOutput = { json: [...jsonTexts(withPerReview(overview, perReview))], overview };
    const cpuMs = threadCpuMs();
    arrived('insights (assembled by the build thread)', cpuMs, cpuMs - cpuBefore);
    return output;
  });
  insights.catch(() => {}); // as the text index's
  return { insights, textIndex: textIndex.promise, arrivals, workers: [first.worker, second.worker] };
}

/** Work prestartBackgroundWork started, shared by every copy of this module (the build integration takes it over). */
const shared = globalThis as { __prestartedBackgroundWork?: { dir: string; work: BackgroundWork } };

/**
 * Starts the background work before Astro's build() is called (scripts/build.ts, `npm run build`): the dataset loads
 * and the workers compile the model and build the text index while Astro loads its modules and the config, 2-3 s in
 * which one core would otherwise idle (docs/build-performance.md). The build integration takes the work over
 * (takePrestartedWork); stopPrestartedWork ends it if no build did.
 */
export function prestartBackgroundWork(dir: string): BackgroundWork {
  boundHeapGrowth();
  const work = startBackgroundWork(dir);
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
 * A worker and its analyses (all its batches, once it says it has finished), given its task with `give`; `onBatch`
 * sees each batch as it arrives, with its position in the worker's share. One that exits before it has finished, or
 * fails, rejects its analyses and calls `failed`, so nothing waits for ever.
 */
function startWorker(
  role: WorkerRole,
  onMessage: (message: Message) => void = () => {},
  failed: (error: Error) => void = () => {},
  onBatch: (from: number, batch: readonly (TextAnalysis | null)[]) => void = () => {},
) {
  const analyses = Promise.withResolvers<{ analyses: (TextAnalysis | null)[]; cpuMs: number }>();
  const fail = (error: Error) => {
    analyses.reject(error);
    failed(error);
  };
  const worker = new Worker(new URL('./background-worker.ts', import.meta.url), {
    workerData: role,
    // Its objects are long-lived (the texts, the analyses): a small young generation saves memory, not time.
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
  const part: (TextAnalysis | null)[] = [];
  let finished = false;
  worker.on('message', (message: Message) => {
    if ('analyses' in message) {
      onBatch(part.length, message.analyses);
      for (const analysis of message.analyses) part.push(analysis);
    } else if ('finished' in message) {
      finished = true;
      analyses.resolve({ analyses: part, cpuMs: message.cpuMs });
    } else onMessage(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (!finished) fail(new Error(`the build's analysis worker exited (code ${code}) before it finished`));
  });
  analyses.promise.catch(() => {});
  return { worker, analyses: analyses.promise, give: (task: WorkerTask) => worker.postMessage(task) };
}
