/**
 * A worker thread of src/build/background-work.ts: once given its task (a message), builds the search text index of
 * all the texts it was given, when asked (first, while its heap is young), then analyses its share of them. Each
 * result is posted with the thread's CPU time as soon as it is done; buffers are transferred, not copied.
 */
import { parentPort } from 'node:worker_threads';
import { analyseTexts } from '../insights/build-insights.ts';
import { buildTextIndex, type Vocabulary } from '../query/text-index.ts';

export interface WorkerTask {
  /** Every review's text for the worker that builds the text index, else only those of its share. */
  texts: (string | null)[];
  /** The share it analyses: texts[from, from + ratings.length), with their ratings. */
  analyse: { from: number; ratings: number[] };
  buildTextIndex: boolean;
}

const port = parentPort!;
/** This thread's CPU time so far, reported with each result. */
const cpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

// The task comes as the first message: the thread loads the analysis and its model while the build loads the dataset.
const {
  texts,
  analyse,
  buildTextIndex: indexToo,
} = await new Promise<WorkerTask>((resolve) => port.once('message', resolve));
if (indexToo) {
  const index = buildTextIndex(texts);
  const buffers = (v: Vocabulary, ...more: Uint32Array[]) =>
    [v.starts, v.postingStarts, v.postings, ...more].map((a) => a.buffer as ArrayBuffer);
  port.postMessage({ textIndex: index, cpuMs: cpuMs() }, [
    ...buffers(index.tokens, index.tokens.suffixes),
    ...buffers(index.pairs, index.pairs.byFirstWordEnd),
  ]);
}
const share = texts.slice(analyse.from, analyse.from + analyse.ratings.length);
port.postMessage({ analyses: analyseTexts(share, analyse.ratings), cpuMs: cpuMs() });
