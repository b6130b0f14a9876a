import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import type { SharedClassifier } from '../insights/pipeline/classify.ts';
import { replaceFile } from './replace-file.ts';

/**
 * The compiled language model kept between builds beside the analysis cache, for the analyser it was compiled from
 * (the analysis cache's fingerprint: every file of src/insights, the model among them, the wink packages' and Node's
 * versions). Reading and compiling the committed model costs a worker about 4 s of CPU, on a small rebuild's critical
 * path; reading this file, about 0.1 s (docs/build-performance.md, "The analysis cache").
 */
export const modelCacheFileOf = (analysisCacheFile: string) => `${analysisCacheFile}.model`;

const MAGIC = 'reviews-language-model';
const FORMAT = 1;

interface ModelCacheFile {
  magic: string;
  format: number;
  fingerprint: string;
  model: SharedClassifier;
}

/**
 * The model the file holds for this analyser; undefined, with the problem named unless the file is simply absent,
 * when it has none (another analyser's, damaged). `fingerprint` is asked only of a file that was read: it hashes
 * src/insights, the 31 MB model among it. The arrays are in shared memory again, as compiling puts them, so that one
 * copy serves both analysis workers.
 */
export function readModelCache(
  file: string,
  fingerprint: () => string,
): { model?: SharedClassifier; problem?: string } {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return {};
  }
  try {
    const read = deserialize(bytes) as Partial<ModelCacheFile>;
    if (read.magic !== MAGIC || read.format !== FORMAT)
      return { problem: `${file} is not a model cache of this build` };
    if (read.fingerprint !== fingerprint())
      return { problem: `${file} is another analyser's model (the analysis changed)` };
    return { model: mapArrays(read.model, inSharedMemory) as SharedClassifier };
  } catch (error) {
    return { problem: `${file} is damaged (${(error as Error).message})` };
  }
}

/**
 * Writes the model for the next build (under a temporary name, then renamed), as saveAnalysisCache writes the
 * analyses: the problem if it could not be written, never a failed build.
 */
export async function saveModelCache(
  file: string,
  fingerprint: string,
  model: SharedClassifier,
): Promise<string | undefined> {
  try {
    // node:v8 does not serialise shared memory: the arrays are copied out of it.
    const contents: ModelCacheFile = { magic: MAGIC, format: FORMAT, fingerprint, model: mapArrays(model, copied) };
    await replaceFile(file, [serialize(contents)]);
    return undefined;
  } catch (error) {
    return `${file} could not be written (${(error as Error).message})`;
  }
}

type View = Float64Array | Int32Array | Uint32Array | Uint8Array | Float32Array | Int16Array | Uint16Array;

const copied = (view: View): View => view.slice();
function inSharedMemory(view: View): View {
  const Kind = view.constructor as new (buffer: SharedArrayBuffer) => View;
  const copy = new Kind(new SharedArrayBuffer(view.byteLength));
  copy.set(view);
  return copy;
}

/** A copy of plain data with each typed array replaced by `map` of it (Maps and strings kept as they are). */
function mapArrays<T>(value: T, map: (view: View) => View): T {
  if (ArrayBuffer.isView(value)) return map(value as unknown as View) as T;
  if (value instanceof Map || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => mapArrays(item, map)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapArrays(item, map)])) as T;
}
