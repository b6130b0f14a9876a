import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { searchEtag, sinceEtag } from '../../src/http/review-query-handlers.ts';
import { SearchParams, SinceQuery } from '../../src/schemas/search.ts';
import { benchData } from '../support/datasets.ts';
import { QUERY_MIX, queryString } from '../support/query-mix.ts';
import type { BenchRow, BenchSuite } from '../suite.ts';

const DURATION_S = 5;
const CONNECTIONS = 8;

interface Scenario {
  endpoint: string;
  response: '200' | '304';
  requests: { method: 'GET'; path: string; headers?: Record<string, string> }[];
}

async function load(port: number, scenario: Scenario) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: scenario.requests,
  });
  const expected = Number(scenario.response);
  const wrong = result.errors + result.timeouts + (expected === 200 ? result.non2xx : result['2xx']);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    wrong,
  };
}

export const httpThroughput: BenchSuite = {
  name: 'http-throughput',
  title: 'HTTP throughput of search and since on loopback',
  description:
    `Requests per second through a real HTTP server on loopback (node:http around the handlers, in a child process), ` +
    `driven by autocannon with ${CONNECTIONS} connections for ${DURATION_S} s per row. Search cycles through the query ` +
    'mix; since asks for about the 20 newest reviews. The 304 rows send the matching If-None-Match.',
  async run(sizes) {
    const rows: BenchRow[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'bench-http-'));
    try {
      for (const size of sizes) {
        const { compact, index } = benchData(size);
        const file = join(dir, `index-${size}.json`);
        writeFileSync(file, compact);
        const server = spawn(process.execPath, ['bench/support/serve-index.ts', file], {
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        try {
          const [chunk] = (await once(server.stdout!, 'data')) as [Buffer];
          const port = Number(chunk.toString().trim());
          const searches = QUERY_MIX.map((input) => ({
            path: `/api/reviews/search?${queryString(input)}`,
            etag: searchEtag(index, SearchParams.parse(input)),
          }));
          const day = index.dates[Math.min(19, index.size - 1)]!;
          const sincePath = `/api/reviews/since/${day}`;
          const scenarios: Scenario[] = [
            {
              endpoint: 'search (mix)',
              response: '200',
              requests: searches.map(({ path }) => ({ method: 'GET', path })),
            },
            {
              endpoint: 'search (mix)',
              response: '304',
              requests: searches.map(({ path, etag }) => ({ method: 'GET', path, headers: { 'if-none-match': etag } })),
            },
            { endpoint: 'since', response: '200', requests: [{ method: 'GET', path: sincePath }] },
            {
              endpoint: 'since',
              response: '304',
              requests: [
                {
                  method: 'GET',
                  path: sincePath,
                  headers: { 'if-none-match': sinceEtag(index, SinceQuery.parse({ since: day })) },
                },
              ],
            },
          ];
          for (const scenario of scenarios) {
            const measured = await load(port, scenario);
            if (measured.wrong > 0)
              throw new Error(`${scenario.endpoint} ${scenario.response}: ${measured.wrong} unexpected responses`);
            rows.push({
              reviews: size,
              endpoint: scenario.endpoint,
              'HTTP status': scenario.response,
              'req/s': Math.round(measured.rps),
              'p50 ms': measured.p50,
              'p99 ms': measured.p99,
              requests: measured.total,
            });
          }
        } finally {
          server.kill();
        }
      }
      return { rows };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
