import { Worker } from 'node:worker_threads';
import type { InsightsOutput } from '../insights/insights-output.ts';
import type { TextIndex } from '../query/text-index.ts';

/** Results of the build's background work, each arriving as soon as it is done. */
export interface BackgroundWork {
  insights: Promise<InsightsOutput>;
  textIndex: Promise<TextIndex>;
  /**
   * When each result arrived (ms after the work started) and the worker's CPU time until then: the build log shows
   * them, since on a small machine the worker, not the pages, is often the build's longest path.
   */
  arrivals: WorkArrival[];
}

export interface WorkArrival {
  result: 'insights' | 'text index';
  afterMs: number;
  workerCpuMs: number;
}

/**
 * Starts the build's CPU-heavy work that needs nothing but the content, the insights analysis and the query
 * functions' text index, in a worker thread (src/build/background-worker.ts), so that Astro renders the pages on the
 * main thread meanwhile. The analysis' working memory lives and dies with the worker. An error in the worker
 * (invalid content, a bug) rejects both results, which fails the build where they are awaited.
 */
export function startBackgroundWork(dir: string): BackgroundWork {
  const insights = Promise.withResolvers<InsightsOutput>();
  const textIndex = Promise.withResolvers<TextIndex>();
  const worker = new Worker(new URL('./background-worker.ts', import.meta.url), {
    workerData: { dir },
    // Its objects are long-lived (the dataset, the analysis): a small young generation saves memory, not time.
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
  const started = performance.now();
  const arrivals: WorkArrival[] = [];
  type Message = ({ insights: InsightsOutput } | { textIndex: TextIndex }) & { cpuMs: number };
  worker.on('message', (message: Message) => {
    const arrival = { afterMs: Math.round(performance.now() - started), workerCpuMs: Math.round(message.cpuMs) };
    if ('insights' in message) {
      arrivals.push({ result: 'insights', ...arrival });
      insights.resolve(message.insights);
    } else {
      arrivals.push({ result: 'text index', ...arrival });
      textIndex.resolve(message.textIndex);
    }
  });
  const fail = (error: Error) => {
    insights.reject(error);
    textIndex.reject(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) =>
    fail(new Error(`the build's background worker exited (code ${code}) before it finished`)),
  );
  // A build that fails early never awaits them: that must not become an unhandled rejection.
  insights.promise.catch(() => {});
  textIndex.promise.catch(() => {});
  return { insights: insights.promise, textIndex: textIndex.promise, arrivals };
}
