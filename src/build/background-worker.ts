/**
 * A worker thread of src/build/background-work.ts: once given its task (a message), builds the search text index of
 * all the texts it was given, when asked (first, while its heap is young), then analyses its share of them. One of
 * the two workers compiles the language model and posts it; the other is handed it (a second message: its weights
 * and tables are shared memory, so both read one copy) and does not compile its own. Each result is posted as soon as
 * it is done (the analyses in batches), with the thread's CPU time; the text index's buffers are transferred, not
 * copied.
 */
import { on } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { analyseTexts } from '../insights/build-insights.ts';
import { shareCommittedModel, useSharedModel, type SharedClassifier } from '../insights/pipeline/classify.ts';
import { buildTextIndex, type Vocabulary } from '../query/text-index.ts';
import { threadCpuMs } from './thread-cpu.ts';

export interface WorkerTask {
  /** Every review's text for the worker that builds the text index, else only those of its share. */
  texts: (string | null)[];
  /** The ratings of the share it analyses, the first ratings.length texts. */
  ratings: number[];
  buildTextIndex: boolean;
  /** How many analyses to post per message. */
  batch: number;
}

/**
 * What a worker does about the language model, given when it starts (workerData): "share": compile it at once, while
 * the build thread loads the dataset, and post it; "receive": wait, before analysing, for a message with the other
 * worker's copy (`{ model: null }` when that worker failed: then compile it here). That message comes after the task.
 */
export interface WorkerRole {
  model: 'share' | 'receive';
}

/** The message that hands a worker the model. */
export interface ModelMessage {
  model: SharedClassifier | null;
}

const port = parentPort!;
// Messages wait here until read: the model may come while this thread builds the text index.
const messages = on(port, 'message');
const next = async <T>() => ((await messages.next()).value as [T])[0];

const { model } = workerData as WorkerRole;
// The model first, while the build thread loads the dataset and one core would idle (docs/benchmarks.md, "The tail
// of the build").
if (model === 'share') port.postMessage({ model: shareCommittedModel(), cpuMs: threadCpuMs() });
// The task comes as the first message: the thread loads the analysis while the build loads the dataset.
const { texts, ratings, buildTextIndex: indexToo, batch } = await next<WorkerTask>();
if (indexToo) {
  const index = buildTextIndex(texts);
  const buffers = (v: Vocabulary, ...more: Uint32Array[]) =>
    [v.starts, v.postingStarts, v.postings, ...more].map((a) => a.buffer as ArrayBuffer);
  port.postMessage({ textIndex: index, cpuMs: threadCpuMs() }, [
    ...buffers(index.tokens, index.tokens.suffixes),
    ...buffers(index.pairs, index.pairs.byFirstWordEnd),
  ]);
}
if (model === 'receive') {
  const shared = (await next<ModelMessage>()).model;
  if (shared) useSharedModel(shared);
}
// Nothing more comes: the thread exits once it has posted its analyses.
await messages.return?.();
// In batches, so that the build thread copies them while it waits (ANALYSIS_BATCH in background-work.ts).
for (let from = 0; from < ratings.length; from += batch) {
  const to = Math.min(from + batch, ratings.length);
  port.postMessage({ analyses: analyseTexts(texts.slice(from, to), ratings.slice(from, to)) });
}
port.postMessage({ finished: true, cpuMs: threadCpuMs() });
