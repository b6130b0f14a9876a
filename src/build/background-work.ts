import { Worker } from 'node:worker_threads';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { assembleInsights } from '../insights/assemble-insights.ts';
import { loadEditorialSummary } from '../insights/editorial.ts';
import { insightsOutput, type InsightsOutput } from '../insights/insights-output.ts';
import type { TextAnalysis } from '../insights/pipeline/types.ts';
import type { TextIndex } from '../query/text-index.ts';
import type { WorkerTask } from './background-worker.ts';
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
}

/**
 * The share of the reviews the first worker analyses after it has built the text index; the second analyses the
 * rest. On open-vocabulary content at 100k reviews the index costs about a third of a share's analysis (9-10 s of CPU
 * against 22-33 s), so the first worker takes less, and both finish together (docs/build-performance.md; since the
 * analysis got faster in stop 23, at 0.41 the first finished 2.6 s before the second, at 0.44 3.1 s after it).
 */
export const INDEXING_WORKER_SHARE = 0.42;

type Message = { cpuMs: number } & ({ analyses: (TextAnalysis | null)[] } | { textIndex: TextIndex });

/**
 * Starts the build's CPU-heavy work in two worker threads (src/build/background-worker.ts, one per core of the
 * machines that build), so that Astro renders the pages on the main thread meanwhile: the text analysis, split into
 * two contiguous shares (each review's analysis depends on nothing else), and the query functions' text index, built
 * first by the worker with the smaller share. The language model and the analysis' working memory live and die with
 * the workers; this thread joins the shares in order and assembles the insights, which needs no model. Loads the
 * dataset here (the copy the pages use): invalid content throws here, with the problem. A worker that fails or dies
 * rejects what depends on it, which fails the build where it is awaited; nothing waits for a part that will not come.
 */
export function startBackgroundWork(dir: string): BackgroundWork {
  const started = performance.now();
  const arrivals: WorkArrival[] = [];
  const arrived = (task: string, cpuMs: number) =>
    arrivals.push({ task, afterMs: Math.round(performance.now() - started), workerCpuMs: Math.round(cpuMs) });

  // The workers start first: they load the analysis and its language model while this thread loads the dataset.
  const textIndex = Promise.withResolvers<TextIndex>();
  // A build that fails early (invalid content: thrown below) never awaits it: that must not be an unhandled rejection.
  textIndex.promise.catch(() => {});
  const first = startWorker(
    2,
    (message) => {
      if (!('textIndex' in message)) return;
      arrived('text index (worker 1)', message.cpuMs);
      textIndex.resolve(message.textIndex);
    },
    textIndex.reject,
  );
  const second = startWorker(1);
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
  });
  const rest = reviews.slice(split);
  second.give({
    texts: rest.map((r) => r.text),
    ratings: rest.map((r) => r.rating),
    buildTextIndex: false,
  });
  const shares = [first, second].map(({ analyses }, i) =>
    analyses.then(({ analyses: part, cpuMs }) => {
      arrived(`analysis worker ${i + 1} of 2`, cpuMs);
      return part;
    }),
  );
  const insights = Promise.all(shares).then((parts) => {
    const joined = parts.flat();
    const items = reviews.map((review, i) => ({ review, analysis: joined[i]! }));
    const output = insightsOutput(assembleInsights(dataset, loadEditorialSummary(dir), items));
    arrived('insights (assembled by the build thread)', threadCpuMs());
    return output;
  });
  insights.catch(() => {}); // as the text index's
  return { insights, textIndex: textIndex.promise, arrivals, workers: [first.worker, second.worker] };
}

/**
 * A worker and its analyses (its last message), given its task with `give`. `expected` is how many messages it
 * posts; one that exits before posting them all, or fails, rejects its analyses and calls `failed`, so nothing waits
 * for ever.
 */
function startWorker(
  expected: number,
  onMessage: (message: Message) => void = () => {},
  failed: (error: Error) => void = () => {},
) {
  const analyses = Promise.withResolvers<{ analyses: (TextAnalysis | null)[]; cpuMs: number }>();
  const fail = (error: Error) => {
    analyses.reject(error);
    failed(error);
  };
  const worker = new Worker(new URL('./background-worker.ts', import.meta.url), {
    // Its objects are long-lived (the texts, the analyses): a small young generation saves memory, not time.
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
  let posted = 0;
  worker.on('message', (message: Message) => {
    posted += 1;
    if ('analyses' in message) analyses.resolve(message);
    else onMessage(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (posted < expected) fail(new Error(`the build's analysis worker exited (code ${code}) before it finished`));
  });
  analyses.promise.catch(() => {});
  return { worker, analyses: analyses.promise, give: (task: WorkerTask) => worker.postMessage(task) };
}
