import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  analysisKey,
  analyserFingerprint,
  encodeAnalyses,
  encodeAnalysis,
  loadAnalysisCache,
  saveAnalysisCache,
} from '../../../src/insights/analysis-cache.ts';
import { analyzeText } from '../../../src/insights/analyze-text.ts';
import { analysisCacheFile } from '../../../src/build/analysis-cache-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'analysis-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const texts: [string, number][] = [
  ['The crew fixed the leak the same day, and the price was fair.', 5],
  ['The crew fixed the leak the same day, and the price was fair.', 2],
  ['Nobody called back about the gutters for three weeks.', 1],
];
const keys = texts.map(([text, rating]) => analysisKey(text, rating));
const analyses = texts.map(([text, rating]) => analyzeText(text, rating));
const entries = keys.map((key, i) => [key, encodeAnalysis(analyses[i]!)] as const);

describe('the analysis cache', () => {
  it('gives back each analysis it was given, by the review text and rating', async () => {
    const file = join(dir, 'round-trip', 'analyses.v8');
    expect(await saveAnalysisCache(file, entries)).toBeUndefined();
    const cache = loadAnalysisCache(file);
    expect(cache.problem).toBeUndefined();
    expect(cache.size).toBe(3);
    keys.forEach((key, i) => {
      expect(cache.get(key)!.analysis).toEqual(analyses[i]);
      // Its bytes as stored, which the next build writes again without encoding the analysis anew.
      expect(Buffer.from(cache.get(key)!.encoded)).toEqual(Buffer.from(entries[i]![1]));
    });
    // The same text with another rating is another entry: the rating is one of the analysis' inputs.
    expect(new Set(keys).size).toBe(3);
    expect(cache.get(analysisKey('A text it never analysed.', 5))).toBeUndefined();
    // Written under a temporary name and renamed: nothing else is left beside it.
    expect(readdirSync(join(dir, 'round-trip'))).toEqual(['analyses.v8']);
  });

  it('is empty, with no problem, before a first build', () => {
    const cache = loadAnalysisCache(join(dir, 'never-written.v8'));
    expect([cache.size, cache.problem, cache.get(keys[0]!)]).toEqual([0, undefined, undefined]);
  });

  it("reads nothing of another analyser's file, and says so", async () => {
    const file = join(dir, 'other.v8');
    await saveAnalysisCache(file, entries, 'the fingerprint of an analyser before a change');
    const cache = loadAnalysisCache(file);
    expect(cache.size).toBe(0);
    expect(cache.get(keys[0]!)).toBeUndefined();
    expect(cache.problem).toMatch(/another analyser's/);
  });

  it('reads nothing of a damaged file or a file of another kind, and names the problem', async () => {
    const file = join(dir, 'damaged.v8');
    await saveAnalysisCache(file, entries);
    const bytes = readFileSync(file);
    const damaged = (content: Uint8Array) => {
      writeFileSync(file, content);
      const cache = loadAnalysisCache(file);
      expect([cache.size, cache.get(keys[0]!)]).toEqual([0, undefined]);
      return cache.problem;
    };
    expect(damaged(bytes.subarray(0, bytes.length - 1))).toMatch(/damaged\.v8 is damaged/);
    expect(damaged(bytes.subarray(0, bytes.length / 2))).toMatch(/damaged\.v8 is damaged/);
    expect(damaged(Buffer.concat([bytes, Buffer.from('more')]))).toMatch(/is damaged/);
    // An entry's bytes that are no analysis (the lengths all right).
    const scrambled = Buffer.from(bytes);
    scrambled.fill(0xff, bytes.length - 40);
    expect(damaged(scrambled)).toMatch(/is damaged/);
    expect(damaged(Buffer.from('not what a build wrote'))).toMatch(/is damaged|not an analysis cache/);
    const otherJson = Buffer.from(JSON.stringify({ magic: 'something else' }));
    const header = Buffer.alloc(4);
    header.writeUInt32LE(otherJson.length);
    expect(damaged(Buffer.concat([header, otherJson]))).toMatch(/not an analysis cache/);
  });

  it('reports a file it cannot write instead of failing, and leaves the file before it whole', async () => {
    const file = join(dir, 'kept.v8');
    await saveAnalysisCache(file, entries);
    const before = readFileSync(file);
    // Its temporary file cannot be written (a folder has the name): the write fails half way.
    mkdirSync(`${file}.${process.pid}.tmp`);
    expect(await saveAnalysisCache(file, entries.slice(0, 1))).toMatch(/kept\.v8 could not be written/);
    expect(readFileSync(file)).toEqual(before);
    expect(loadAnalysisCache(file).size).toBe(3);
    // Nor can a file whose folder is a file.
    writeFileSync(join(dir, 'a-file'), '');
    expect(await saveAnalysisCache(join(dir, 'a-file', 'analyses.v8'), entries)).toMatch(/could not be written/);
  });

  it('is keyed to every file of the analyser: a change to any of them starts it again', async () => {
    const copy = join(dir, 'insights-copy');
    cpSync(new URL('../../../src/insights/', import.meta.url), copy, { recursive: true });
    const fingerprint = analyserFingerprint(copy);
    expect(fingerprint).toBe(analyserFingerprint());
    writeFileSync(join(copy, 'pipeline', 'rules.ts'), `${readFileSync(join(copy, 'pipeline', 'rules.ts'), 'utf8')}\n`);
    const changed = analyserFingerprint(copy);
    expect(changed).not.toBe(fingerprint);
    const file = join(dir, 'keyed.v8');
    await saveAnalysisCache(file, entries, fingerprint);
    expect(loadAnalysisCache(file, changed).size).toBe(0);
    expect(loadAnalysisCache(file, fingerprint).size).toBe(3);
  });
});

describe('analyses encoded by a worker', () => {
  it('are one buffer of their own with each end, each part the analysis as the file holds it', () => {
    const { bytes, ends } = encodeAnalyses(analyses);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.length);
    expect([...ends]).toEqual(entries.map((_, i) => entries.slice(0, i + 1).reduce((n, [, e]) => n + e.length, 0)));
    entries.forEach(([, encoded], i) =>
      expect(Buffer.from(bytes.subarray(i ? ends[i - 1]! : 0, ends[i]!))).toEqual(Buffer.from(encoded)),
    );
  });
});

describe("npm run build's analysis cache file", () => {
  it('is .cache/analyses.v8 in the current folder, the file ANALYSIS_CACHE names, or none with off', () => {
    expect(analysisCacheFile(undefined)).toBe(join(process.cwd(), '.cache', 'analyses.v8'));
    expect(analysisCacheFile('')).toBe(join(process.cwd(), '.cache', 'analyses.v8'));
    expect(analysisCacheFile('/var/cache/reviews.v8')).toBe('/var/cache/reviews.v8');
    expect(analysisCacheFile('off')).toBeUndefined();
  });
});
