/**
 * A worker thread of src/build/background-work.ts: once given its task (a message), builds the search text index of
 * all the texts, when asked (first, while its heap is young), then analyses batches of them, each claimed from a
 * counter it shares with the other worker, until none is left. One of the two workers compiles the language model
 * and posts it; the other is handed it (a second message: its weights and tables are shared memory, so both read one
 * copy) and does not compile its own. Each result is posted as soon as it is done (each batch with its place), with
 * the thread's CPU time; the text index's buffers are transferred, not copied.
 */
import { on } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { analyserFingerprint, encodeAnalyses } from '../insights/analysis-cache.ts';
import { analyseTexts } from '../insights/build-insights.ts';
import { shareCommittedModel, useSharedModel, type SharedClassifier } from '../insights/pipeline/classify.ts';
import type { TextAnalysis } from '../insights/pipeline/types.ts';
import { buildTextIndex, type Vocabulary } from '../query/text-index.ts';
import { readModelCache } from './model-cache.ts';
import { threadCpuMs } from './thread-cpu.ts';

export interface WorkerTask {
  /** Every review's text, in dataset order. */
  texts: (string | null)[];
  /** Every review's rating, in dataset order. */
  ratings: number[];
  buildTextIndex: boolean;
  /** How many reviews a batch holds: batch k is the reviews from k * batch on. */
  batch: number;
  /** One Int32: the number of the next batch to claim, shared by both workers (Atomics.add claims one). */
  nextBatch: SharedArrayBuffer;
  /**
   * The dataset positions to analyse, in order (the reviews an analysis cache did not have), or null for every
   * review. Batches are cut from this list.
   */
  positions: Int32Array | null;
  /** Whether to post each batch's analyses encoded too, for the analysis cache (src/insights/analysis-cache.ts). */
  encode: boolean;
}

/** A batch's analyses, posted with the place of its first review in the task's positions (else in the dataset). */
export interface AnalysisBatch {
  from: number;
  analyses: (TextAnalysis | null)[];
  /** The same analyses encoded for the analysis cache, in one buffer (transferred), with each one's end; if asked. */
  encoded?: { bytes: Uint8Array; ends: Uint32Array };
}

/**
 * What a worker does about the language model, given when it starts (workerData): "share": compile it at once, while
 * the build thread loads the dataset, and post it; "receive": wait, before analysing, for a message with the other
 * worker's copy (`{ model: null }` when that worker failed: then compile it here). That message comes after the task.
 */
export interface WorkerRole {
  model: 'share' | 'receive';
  /** With "share": a file that may hold the model compiled by an earlier build (src/build/model-cache.ts). */
  modelCache?: string;
}

/** The message that hands a worker the model. */
export interface ModelMessage {
  model: SharedClassifier | null;
}

/** The message a "share" worker posts with the model: whether it came from the model cache, and why not if it had one. */
export interface SharedModelMessage {
  model: SharedClassifier;
  fromCache: boolean;
  cacheProblem?: string;
  cpuMs: number;
}

const port = parentPort!;
// Messages wait here until read: the model may come while this thread builds the text index.
const messages = on(port, 'message');
const next = async <T>() => ((await messages.next()).value as [T])[0];

const { model, modelCache } = workerData as WorkerRole;
// The model first, while the build thread loads the dataset and one core would idle (docs/benchmarks.md, "The tail
// of the build"): from the model cache if it holds this analyser's, else compiled (and then kept by the build thread).
if (model === 'share') {
  const cached = modelCache === undefined ? {} : readModelCache(modelCache, analyserFingerprint);
  if (cached.model) useSharedModel(cached.model);
  const message: SharedModelMessage = {
    model: shareCommittedModel(),
    fromCache: cached.model !== undefined,
    cacheProblem: cached.problem,
    cpuMs: threadCpuMs(),
  };
  port.postMessage(message);
}
// The task comes as the first message: the thread loads the analysis while the build loads the dataset.
const { texts, ratings, buildTextIndex: indexToo, batch, nextBatch, positions, encode } = await next<WorkerTask>();
if (indexToo) {
  const index = buildTextIndex(texts);
  const buffers = (v: Vocabulary, ...more: Uint32Array[]) =>
    [v.starts, v.postingStarts, v.postings, ...more].map((a) => a.buffer as ArrayBuffer);
  port.postMessage({ textIndex: index, cpuMs: threadCpuMs() }, [
    ...buffers(index.tokens, index.tokens.suffixes),
    ...buffers(index.pairs, index.pairs.byFirstWordEnd),
  ]);
}
const count = positions ? positions.length : ratings.length;
// With nothing to analyse (every review in the analysis cache) the other worker is ended before it posts a model.
if (model === 'receive' && count > 0) {
  const shared = (await next<ModelMessage>()).model;
  if (shared) useSharedModel(shared);
}
// Nothing more comes: the thread exits once it has posted its analyses.
await messages.return?.();
// Whichever worker is free takes the next batch, so both finish within a batch of each other however long the text
// index, the model or the machine's other work kept either (claimBatchSize in background-work.ts).
const claims = new Int32Array(nextBatch);
const positionOf = (k: number) => (positions ? positions[k]! : k);
let released = 0;
for (;;) {
  const from = Atomics.add(claims, 0, 1) * batch;
  if (from >= count) break;
  const to = Math.min(from + batch, count);
  const mine: (string | null)[] = [];
  const myRatings: number[] = [];
  for (let k = from; k < to; k += 1) {
    mine.push(texts[positionOf(k)] ?? null);
    myRatings.push(ratings[positionOf(k)]!);
  }
  // Claims only grow and positions are in order, so no text before this batch's last is read here again: the
  // collector may have them (each worker is given every text).
  const end = positionOf(to - 1) + 1;
  texts.fill(null, released, end);
  released = end;
  const analyses = analyseTexts(mine, myRatings);
  // Encoded here, while the other worker analyses too, so that writing the cache at the end is a copy of bytes.
  const encoded = encode ? encodeAnalyses(analyses) : undefined;
  const message: AnalysisBatch = { from, analyses, encoded };
  port.postMessage(message, encoded ? [encoded.bytes.buffer as ArrayBuffer] : []);
}
port.postMessage({ finished: true, cpuMs: threadCpuMs() });
