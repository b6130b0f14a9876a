/**
 * A worker thread of src/build/background-work.ts: once given its task (a message), builds the search text index of
 * all the texts it was given, when asked (first, while its heap is young), then analyses its share of them. Each
 * result is posted with the thread's CPU time as soon as it is done; buffers are transferred, not copied.
 */
import { parentPort } from 'node:worker_threads';
import { analyseTexts } from '../insights/build-insights.ts';
import { buildTextIndex, type Vocabulary } from '../query/text-index.ts';
import { threadCpuMs } from './thread-cpu.ts';

export interface WorkerTask {
  /** Every review's text for the worker that builds the text index, else only those of its share. */
  texts: (string | null)[];
  /** The ratings of the share it analyses, the first ratings.length texts. */
  ratings: number[];
  buildTextIndex: boolean;
}

const port = parentPort!;

// The task comes as the first message: the thread loads the analysis and its model while the build loads the dataset.
const {
  texts,
  ratings,
  buildTextIndex: indexToo,
} = await new Promise<WorkerTask>((resolve) => port.once('message', resolve));
if (indexToo) {
  const index = buildTextIndex(texts);
  const buffers = (v: Vocabulary, ...more: Uint32Array[]) =>
    [v.starts, v.postingStarts, v.postings, ...more].map((a) => a.buffer as ArrayBuffer);
  port.postMessage({ textIndex: index, cpuMs: threadCpuMs() }, [
    ...buffers(index.tokens, index.tokens.suffixes),
    ...buffers(index.pairs, index.pairs.byFirstWordEnd),
  ]);
}
port.postMessage({ analyses: analyseTexts(texts.slice(0, ratings.length), ratings), cpuMs: threadCpuMs() });
