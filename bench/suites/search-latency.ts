import { createSearchHandler } from '../../src/http/review-query-handlers.ts';
import { searchReviews } from '../../src/query/search.ts';
import { SearchParams } from '../../src/schemas/search.ts';
import { benchData } from '../support/datasets.ts';
import { QUERY_MIX, queryString } from '../support/query-mix.ts';
import { createSqlitePeer } from '../support/sqlite-peer.ts';
import { check, type BenchRow, type BenchSuite, type TargetCheck } from '../suite.ts';
import { ms, percentile } from '../table.ts';

/** Time budget per size and engine: enough rounds of the mix for a stable p99 without minutes of waiting. */
const BUDGET_MS = 3000;
const MAX_ROUNDS = 400;

async function timeMix(run: (i: number) => unknown | Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < QUERY_MIX.length * 5; i++) await run(i % QUERY_MIX.length); // warm-up
  const samples: number[] = [];
  const started = performance.now();
  for (let round = 0; round < MAX_ROUNDS && performance.now() - started < BUDGET_MS; round++) {
    for (let i = 0; i < QUERY_MIX.length; i++) {
      const t0 = performance.now();
      await run(i);
      samples.push(performance.now() - t0);
    }
  }
  return samples;
}

const mean = (samples: number[]) => samples.reduce((a, b) => a + b, 0) / samples.length;

export const searchLatency: BenchSuite = {
  name: 'search-latency',
  title: 'Search latency, in-process, against SQLite',
  description:
    `Search latency over a fixed mix of ${QUERY_MIX.length} queries (bench/support/query-mix.ts), in-process: the query ` +
    'module on the index as the function loads it, the whole HTTP handler (Request in, JSON body out), and the same ' +
    'queries on an in-memory SQLite table (node:sqlite), checked to give the same answers. The index is the one the ' +
    'build writes (loaded from the compact form); SQLite has B-tree indexes on date and rating and mention join ' +
    'tables (bench/support/sqlite-peer.ts). "x SQLite" = SQLite mean / ours mean: the time for the whole mix.',
  async run(sizes) {
    const rows: BenchRow[] = [];
    const targets: TargetCheck[] = [];
    for (const size of sizes) {
      const { index } = benchData(size);
      const params = QUERY_MIX.map((input) => SearchParams.parse(input));
      const sqlite = createSqlitePeer(index);
      const fts5 = createSqlitePeer(index, 'fts5');
      // The peers must answer the same thing, or the comparison means nothing.
      params.forEach((p, i) => {
        const ours = searchReviews(index, p);
        for (const [name, peer] of [
          ['SQLite', sqlite],
          ['SQLite FTS5', fts5],
        ] as const) {
          const theirs = peer.search(p);
          if (ours.matched !== theirs.matched || ours.reviews.some((r, k) => r !== theirs.reviews[k])) {
            throw new Error(
              `${name} and the index disagree on ${JSON.stringify(QUERY_MIX[i])}: ${ours.matched} vs ${theirs.matched}`,
            );
          }
        }
      });
      const handler = createSearchHandler(index);
      const urls = QUERY_MIX.map((p) => `http://localhost/api/reviews/search?${queryString(p)}`);

      const module = await timeMix((i) => searchReviews(index, params[i]!));
      const http = await timeMix(async (i) => (await handler(new Request(urls[i]!)).text()).length);
      const peer = await timeMix((i) => sqlite.search(params[i]!));
      const peerFts = await timeMix((i) => fts5.search(params[i]!));
      sqlite.close();
      fts5.close();
      const p50 = percentile(module, 50);
      const p99 = percentile(module, 99);
      const faster = mean(peer) / mean(module);
      const fasterFts = mean(peerFts) / mean(module);
      const p50Fts = percentile(peerFts, 50) / p50;
      if (size === 10_000) targets.push(check('query p50 <= 0.2 ms at 10k reviews', `${ms(p50)} ms`, p50 <= 0.2));
      if (size === 100_000) {
        targets.push(check('query p50 <= 2 ms at 100k reviews', `${ms(p50)} ms`, p50 <= 2));
        targets.push(check('query p99 < 5 ms at 100k reviews', `${ms(p99)} ms`, p99 < 5));
      }
      targets.push(
        check(`>= 4x faster than SQLite at ${size} reviews (mean over the mix)`, `${faster.toFixed(1)}x`, faster >= 4),
      );
      targets.push(check(`p50 >= 4x faster than SQLite FTS5 at ${size} reviews`, `${p50Fts.toFixed(1)}x`, p50Fts >= 4));
      rows.push({
        reviews: size,
        'query p50 ms': ms(p50),
        'query p99 ms': ms(p99),
        'query mean ms': ms(mean(module)),
        'handler p50 ms': ms(percentile(http, 50)),
        'handler p99 ms': ms(percentile(http, 99)),
        'SQLite p50 ms': ms(percentile(peer, 50)),
        'SQLite p99 ms': ms(percentile(peer, 99)),
        'SQLite mean ms': ms(mean(peer)),
        // Mean over the mix = time for the whole mix: the fair summary when most queries are trivial for one side.
        'x SQLite (mean)': Number(faster.toFixed(1)),
        'FTS5 p50 ms': ms(percentile(peerFts, 50)),
        'FTS5 mean ms': ms(mean(peerFts)),
        'x FTS5 (p50)': Number(p50Fts.toFixed(1)),
        'x FTS5 (mean)': Number(fasterFts.toFixed(1)),
        'matches / query': Math.round(
          params.reduce((sum, p) => sum + searchReviews(index, p).matched, 0) / params.length,
        ),
        samples: module.length,
      });
    }
    return { rows, targets };
  },
};
