import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { replaceFile } from '../build/replace-file.ts';
import type { TextAnalysis } from './pipeline/types.ts';

/**
 * The analyses of an earlier build, so that a rebuild analyses only the reviews it has not seen: a review's analysis
 * depends on its text and rating alone (analyze-text.ts), and on the analyser. The file holds the analyser's
 * fingerprint (every file of src/insights, the model among them, the wink packages' versions and Node's); a file of
 * another analyser is not read, so no change to the analysis can be hidden by it. Entries are found by a hash of the
 * rating and the text. Each build writes only its own reviews' entries, so the file holds at most one per review.
 *
 * Each entry is one analysis in node:v8's serialisation (the format of the workers' messages, so an analysis comes
 * back exactly as a worker posted it, `-0` included), encoded where it was made: the build's workers encode their
 * analyses as they post them, and a rebuild writes the entries it reused as it read them, so writing the file is a
 * copy of bytes, not a serialisation in the build's serial tail. The file: a 4-byte length, a JSON header (magic,
 * format, fingerprint, count), then each entry's key (32 bytes), the entries' end offsets (float64), the entries.
 */
export interface AnalysisCache {
  /** The analysis of a review, with its entry's bytes as stored, or undefined when the cache has none. */
  get(key: string): CachedAnalysis | undefined;
  /** Entries found (all but those of another analyser or of an unreadable file). */
  readonly size: number;
  /** Why nothing was read from an existing file, for the build log (another analyser, a damaged file). */
  readonly problem?: string;
}

export interface CachedAnalysis {
  analysis: TextAnalysis | null;
  encoded: Uint8Array;
}

interface Header {
  magic: typeof MAGIC;
  format: typeof FORMAT;
  fingerprint: string;
  count: number;
}

const MAGIC = 'public-reviews analysis cache';
const FORMAT = 2;
const KEY_BYTES = 32;

/** A review's entry: a hash of its rating and text (the analysis' whole input). */
export const analysisKey = (text: string, rating: number) =>
  createHash('sha256').update(`${rating}\n${text}`).digest('base64url');

/** An analysis as the file holds it. */
export const encodeAnalysis = (analysis: TextAnalysis | null): Uint8Array => serialize(analysis);

/** Several analyses encoded into one buffer of their own (a worker transfers it), with each one's end. */
export function encodeAnalyses(analyses: readonly (TextAnalysis | null)[]): { bytes: Uint8Array; ends: Uint32Array } {
  const parts = analyses.map(encodeAnalysis);
  const ends = new Uint32Array(parts.length);
  let length = 0;
  parts.forEach((part, k) => (ends[k] = length += part.length));
  const bytes = new Uint8Array(new ArrayBuffer(length));
  parts.forEach((part, k) => bytes.set(part, k ? ends[k - 1]! : 0));
  return { bytes, ends };
}

const INSIGHTS_DIR = fileURLToPath(new URL('./', import.meta.url));

/** Every file under a folder, by its path from `root`, in a fixed order. */
function filesUnder(folder: string, root: string): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(path, root) : entry.isFile() ? [relative(root, path)] : [];
    });
}

/**
 * The analyser as it is: a hash of every file of src/insights (a superset of what analyzeText reads: a change to any
 * starts the cache again), the versions of wink-nlp and its model, and Node's version (its regular expressions'
 * Unicode tables and the serialisation format come with it). `insightsDir` is for tests.
 */
export function analyserFingerprint(insightsDir = INSIGHTS_DIR): string {
  const hash = createHash('sha256').update(`format ${FORMAT}\nnode ${process.version}\n`);
  const require = createRequire(import.meta.url);
  for (const name of ['wink-nlp', 'wink-eng-lite-web-model']) {
    const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
    hash.update(`${name} ${manifest.version}\n`);
  }
  for (const path of filesUnder(insightsDir, insightsDir)) {
    const content = readFileSync(join(insightsDir, path));
    hash.update(`${path} ${content.length}\n`).update(content);
  }
  return hash.digest('hex');
}

/** The cache in `file` for this analyser; empty (with the problem named) when the file is another's or damaged. */
export function loadAnalysisCache(file: string, fingerprint = analyserFingerprint()): AnalysisCache {
  const empty = (problem?: string): AnalysisCache => ({ get: () => undefined, size: 0, problem });
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty();
    return empty(`${file} could not be read (${(error as Error).message})`);
  }
  const damaged = (why: string) => empty(`${file} is damaged (${why})`);
  let header: Header;
  let at: number;
  try {
    const headerLength = bytes.readUInt32LE(0);
    header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as Header;
    at = 4 + headerLength;
  } catch (error) {
    return damaged((error as Error).message);
  }
  if (header?.magic !== MAGIC || header.format !== FORMAT || !Number.isSafeInteger(header.count) || header.count < 0)
    return empty(`${file} is not an analysis cache this build can read`);
  if (header.fingerprint !== fingerprint) return empty(`${file} is another analyser's (the analysis changed)`);
  const { count } = header;
  const keysAt = at;
  const endsAt = keysAt + count * KEY_BYTES;
  const dataAt = endsAt + count * 8;
  if (bytes.length < dataAt) return damaged(`${bytes.length} bytes, too short for ${count} entries`);
  const ends = Array.from({ length: count }, (_, k) => bytes.readDoubleLE(endsAt + k * 8));
  if (ends.some((end, k) => !(end >= (k ? ends[k - 1]! : 0))) || dataAt + (ends.at(-1) ?? 0) !== bytes.length)
    return damaged(`its entries do not fill its ${bytes.length} bytes`);
  const entries = new Map<string, CachedAnalysis>();
  try {
    for (let k = 0; k < count; k += 1) {
      const key = bytes.toString('base64url', keysAt + k * KEY_BYTES, keysAt + (k + 1) * KEY_BYTES);
      const encoded = bytes.subarray(dataAt + (k ? ends[k - 1]! : 0), dataAt + ends[k]!);
      entries.set(key, { analysis: deserialize(encoded) as TextAnalysis | null, encoded });
    }
  } catch (error) {
    return damaged((error as Error).message);
  }
  return { get: (key) => entries.get(key), size: entries.size };
}

/**
 * Writes the cache: each key with its entry's bytes (encodeAnalysis), under a temporary name then renamed
 * (replaceFile), so a build that stops half way leaves the old file whole; a file that cannot be written is a problem
 * to report, not a failed build. Returns the problem, if any.
 */
export async function saveAnalysisCache(
  file: string,
  entries: ReadonlyArray<readonly [string, Uint8Array]>,
  fingerprint = analyserFingerprint(),
): Promise<string | undefined> {
  try {
    const header: Header = { magic: MAGIC, format: FORMAT, fingerprint, count: entries.length };
    const headerBytes = Buffer.from(JSON.stringify(header));
    const head = Buffer.alloc(4 + headerBytes.length + entries.length * (KEY_BYTES + 8));
    head.writeUInt32LE(headerBytes.length, 0);
    headerBytes.copy(head, 4);
    const keysAt = 4 + headerBytes.length;
    const endsAt = keysAt + entries.length * KEY_BYTES;
    let end = 0;
    entries.forEach(([key, encoded], k) => {
      if (Buffer.from(key, 'base64url').copy(head, keysAt + k * KEY_BYTES) !== KEY_BYTES)
        throw new Error(`${key} is not an analysis key`);
      head.writeDoubleLE((end += encoded.length), endsAt + k * 8);
    });
    await replaceFile(file, inChunks([head, ...entries.map(([, encoded]) => encoded)]));
    return undefined;
  } catch (error) {
    return `${file} could not be written (${(error as Error).message})`;
  }
}

/** Bytes per write: one write per entry (92,000 at 100k) took 3.4 s; in 4 MiB chunks the whole save takes 0.3-0.5 s. */
const CHUNK_BYTES = 4 * 2 ** 20;

/** Small buffers joined into chunks of about CHUNK_BYTES, in order. */
function inChunks(parts: Uint8Array[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  let group: Uint8Array[] = [];
  let bytes = 0;
  for (const part of parts) {
    group.push(part);
    bytes += part.length;
    if (bytes >= CHUNK_BYTES) {
      chunks.push(Buffer.concat(group));
      group = [];
      bytes = 0;
    }
  }
  if (group.length) chunks.push(Buffer.concat(group));
  return chunks;
}
