/**
 * The worker thread of src/build/background-work.ts: loads the content (its own copy: the same files and validation
 * as the pages), computes the insights and posts them, then builds the search text index from the review texts
 * alone and posts it. Buffers are transferred, not copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { loadContent } from '../content/load-content.ts';
import { buildReviewsDataset } from '../datasets/reviews-dataset.ts';
import { buildInsights } from '../insights/build-insights.ts';
import { loadEditorialSummary } from '../insights/editorial.ts';
import { insightsOutput } from '../insights/insights-output.ts';
import { buildTextIndex, type Vocabulary } from '../query/text-index.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';

const { dir } = workerData as { dir: string };
const port = parentPort!;
/** This thread's CPU time so far, reported with each result (background-work.ts). */
const cpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/** Posts the insights and returns the review texts, so that the rest of the dataset is garbage before the index. */
function analyse(): (string | null)[] {
  const { texts, insights } = analyseDataset(buildReviewsDataset(loadContent(dir)));
  const output = insightsOutput(insights);
  port.postMessage(
    { insights: output, cpuMs: cpuMs() },
    output.json.map((chunk) => chunk.buffer),
  );
  return texts;
}

function analyseDataset(dataset: ReviewsDataset) {
  return {
    texts: dataset.reviews.map((review) => review.text),
    insights: buildInsights(dataset, loadEditorialSummary(dir)),
  };
}

const textIndex = buildTextIndex(analyse());
const buffers = (v: Vocabulary, ...more: Uint32Array[]) =>
  [v.starts, v.postingStarts, v.postings, ...more].map((a) => a.buffer as ArrayBuffer);
port.postMessage({ textIndex, cpuMs: cpuMs() }, [
  ...buffers(textIndex.tokens, textIndex.tokens.suffixes),
  ...buffers(textIndex.pairs, textIndex.pairs.byFirstWordEnd),
]);
