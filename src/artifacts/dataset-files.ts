import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { etagOf } from '../http/content-hash.ts';
import { reusedUtf8Chunks, streamOf } from './json-stream.ts';

/** A dataset file the build wrote: its strong ETag (contentEtag of its bytes) and its size in bytes. */
export interface DatasetFile {
  etag: string;
  bytes: number;
}

/**
 * The big datasets (/reviews.json and /insights.json, about 70 MB each at 100k reviews) are written by the build
 * itself, from their JSON texts (json-stream.ts), encoded into one reused buffer and hashed as they go. Through Astro,
 * each body was first joined into one 70 MB Buffer (about 0.8 s for /insights.json, after the last analysis, when
 * nothing else runs), and the headers then read both files back to hash them (1.2 s; docs/benchmarks.md, "The tail of
 * the build"). The endpoint starts the write when Astro renders it and answers without a body, for which Astro writes
 * no file. The state lives on globalThis: the endpoints run a bundled copy of this module, the build integration
 * imports it from source. Outside a build (astro dev) the endpoint streams the texts, encoded.
 */
const SLOT = Symbol.for('reviews.dataset-files');
interface Expected extends PromiseWithResolvers<DatasetFile> {
  started?: boolean;
}
const slot = globalThis as { [SLOT]?: { outDir: string; expected: Map<string, Expected> } };

/** A build's dataset files, by path. */
export interface DatasetFiles {
  /** Settles once the file is written; rejects when the write failed. */
  written(path: string): Promise<DatasetFile>;
  /** As written, but rejects at once when the endpoint never started the write (for the build's end). */
  finish(path: string): Promise<DatasetFile>;
}

/** Starts a build that writes the datasets at these paths itself, under outDir. */
export function expectDatasetFiles(outDir: string, paths: readonly string[]): DatasetFiles {
  const expected = new Map<string, Expected>(paths.map((path) => [path, Promise.withResolvers<DatasetFile>()]));
  // Awaited by the build's end; a build that fails before then must not see a failed write unhandled.
  for (const { promise } of expected.values()) promise.catch(() => {});
  slot[SLOT] = { outDir, expected };
  const get = (path: string) => {
    const entry = expected.get(path);
    if (!entry) throw new Error(`The build does not write ${path} itself.`);
    return entry;
  };
  return {
    written: (path) => get(path).promise,
    finish: async (path) => {
      const entry = get(path);
      if (!entry.started) throw new Error(`The build never rendered ${path}, so never wrote it.`);
      return entry.promise;
    },
  };
}

/** Ends the build's dataset files (and, at the start of a build, any an earlier build in this process left). */
export function endDatasetFiles(): void {
  delete slot[SLOT];
}

/**
 * The response body of the dataset at `path`, from its JSON texts: in a build that writes it itself, none (the write
 * starts here, once); otherwise the texts, streamed.
 */
export function datasetBody(
  path: string,
  texts: () => Iterable<string>,
): ReadableStream<Uint8Array<ArrayBuffer>> | null {
  const build = slot[SLOT];
  const expected = build?.expected.get(path);
  if (!build || !expected) return streamOf(texts());
  if (!expected.started) {
    expected.started = true;
    writeHashed(join(build.outDir, path), texts()).then(expected.resolve, expected.reject);
  }
  return null;
}

/** Writes texts to a file one after another as UTF-8, with the ETag of all of them (SHA-256: 50 ms for 70 MB here). */
async function writeHashed(file: string, texts: Iterable<string>): Promise<DatasetFile> {
  await mkdir(dirname(file), { recursive: true });
  const sha256 = createHash('sha256');
  let bytes = 0;
  // writeFile writes each chunk whole before it asks for the next, as the reused buffer needs.
  await writeFile(
    file,
    (function* () {
      for (const chunk of reusedUtf8Chunks(texts)) {
        sha256.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    })(),
  );
  return { etag: etagOf(sha256), bytes };
}
