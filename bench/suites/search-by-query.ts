import { searchReviews } from '../../src/query/search.ts';
import { SearchParams } from '../../src/schemas/search.ts';
import { benchData } from '../support/datasets.ts';
import { QUERY_MIX } from '../support/query-mix.ts';
import { createSqlitePeer } from '../support/sqlite-peer.ts';
import type { BenchRow, BenchSuite } from '../suite.ts';
import { ms, percentile } from '../table.ts';

const ROUNDS = 100;

function time(run: () => unknown): number[] {
  for (let i = 0; i < 10; i++) run();
  return Array.from({ length: ROUNDS }, () => {
    const t0 = performance.now();
    run();
    return performance.now() - t0;
  });
}

export const searchByQuery: BenchSuite = {
  name: 'search-by-query',
  title: 'Search latency by query, at the largest size',
  description:
    `Each query of the mix alone at the largest size, ${ROUNDS} runs: where the time goes, and how each compares with ` +
    'SQLite ("x SQLite" = SQLite p50 / ours p50; "n/a" when both answer in under a microsecond).',
  async run(sizes) {
    const size = Math.max(...sizes);
    const { index } = benchData(size);
    const sqlite = createSqlitePeer(index);
    const rows: BenchRow[] = QUERY_MIX.map((input) => {
      const params = SearchParams.parse(input);
      const ours = time(() => searchReviews(index, params));
      const peer = time(() => sqlite.search(params));
      return {
        reviews: size,
        query: JSON.stringify(input),
        matched: searchReviews(index, params).matched,
        'p50 ms': ms(percentile(ours, 50)),
        'p99 ms': ms(percentile(ours, 99)),
        'SQLite p50 ms': ms(percentile(peer, 50)),
        // Below a microsecond both are noise (a name that matches nothing is answered before any query runs).
        'x SQLite (p50)':
          percentile(peer, 50) < 0.001
            ? 'n/a'
            : Number((percentile(peer, 50) / Math.max(percentile(ours, 50), 0.001)).toFixed(1)),
      };
    });
    sqlite.close();
    return { rows };
  },
};
