import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { baselineSources } from '../support/baseline.ts';
import { buildReviewIndex } from '../../src/query/review-index.ts';
import { benchData } from '../support/datasets.ts';
import { runChild } from '../support/child.ts';
import { QUERY_MIX } from '../support/query-mix.ts';
import type { BenchRow, BenchSuite } from '../suite.ts';

/** Earlier formats, each written and loaded by its own code: format 1 (before issue 12), 3, 4 and 5. */
const BASELINES = [
  { format: 1, commit: 'dfeab62' },
  { format: 3, commit: '5058d64' },
  { format: 4, commit: '071c3ef' },
  { format: 5, commit: '4fbb9b8' },
] as const;
const FORMAT = 6;
const ROUNDS = 20;
const here = fileURLToPath(new URL('../../', import.meta.url));

const mb = (bytes: number) => Number((bytes / 1e6).toFixed(2));

export const indexFormat: BenchSuite = {
  name: 'index-format',
  title: `The review index file the functions bundle: formats ${BASELINES.map((b) => b.format).join(', ')} (before) against format ${FORMAT} (now)`,
  description:
    `The same generated reviews written by main at ${BASELINES[0].commit} (format 1: one JSON document, typed arrays in ` +
    `base64, a suffix array over the pair vocabulary, every review parsed at load), at ${BASELINES[1].commit} (format 3: ` +
    'binary sections used in place, varint posting lists, one entry per pair instead of one per character, each review ' +
    `parsed when returned), at ${BASELINES[2].commit} (format 4: the two permutations as byte planes, ids, dates and ` +
    `ratings only as columns), at ${BASELINES[3].commit} (format 5: posting lists in blocks decoded when a query ` +
    'first reads them, each vocabulary decoded when a query first needs it, review texts left on disk until a query ' +
    `returns them) and by the current build (format ${FORMAT}: ids and dates as fixed-width ASCII columns instead of ` +
    'JSON arrays in the header, each vocabulary also read from the file when a query first needs it). Each file is ' +
    'loaded by its own code in a fresh process, which then answers the search ' +
    `query mix ${ROUNDS} times: the time to build the index from the reviews (in this process, by each format's own ` +
    'code: the text index and the columns), file and deflated size, load time, first query, query p50, RSS after ' +
    'load and peak.',
  async run(sizes) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-index-format-'));
    const rows: BenchRow[] = [];
    try {
      for (const size of sizes) {
        const { dataset, compact } = benchData(size);
        const formats: Array<{ format: string; root: string; body: Buffer | string; buildMs: number }> = [];
        const timed = <T>(build: () => T) => {
          const started = performance.now();
          return { result: build(), ms: performance.now() - started };
        };
        for (const { format, commit } of BASELINES) {
          const baseline = baselineSources(commit);
          if (!baseline) continue;
          const old = await import(pathToFileURL(`${baseline}src/query/compact-index.ts`).href);
          const oldIndex = await import(pathToFileURL(`${baseline}src/query/review-index.ts`).href);
          const built = timed(() => oldIndex.buildReviewIndex(dataset));
          formats.push({
            format: `${format} (${commit})`,
            root: baseline,
            body: old.serializeReviewIndex(built.result),
            buildMs: built.ms,
          });
        }
        formats.push({
          format: `${FORMAT} (now)`,
          root: here,
          body: compact,
          buildMs: timed(() => buildReviewIndex(dataset)).ms,
        });
        for (const { format, root, body, buildMs } of formats) {
          const file = join(dir, `index-${size}`);
          writeFileSync(file, body);
          const bytes = Buffer.byteLength(body);
          const zipped = deflateRawSync(body).length;
          const m = await runChild<{
            loadMs: number;
            firstMs: number;
            p50: number;
            rssAfterLoad: number;
            peakRss: number;
          }>(new URL('../support/index-format-child.ts', import.meta.url), {
            root,
            file,
            mix: QUERY_MIX,
            rounds: ROUNDS,
          });
          rows.push({
            reviews: size,
            format,
            'index build s': Number((buildMs / 1000).toFixed(2)),
            'file MB': mb(bytes),
            'deflated MB': mb(zipped),
            'load ms': Math.round(m.loadMs),
            'first query ms': Number(m.firstMs.toFixed(2)),
            'query p50 ms': Number(m.p50.toFixed(3)),
            'RSS after load MB': mb(m.rssAfterLoad),
            'peak RSS MB': mb(m.peakRss),
          });
        }
      }
      return { rows };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
