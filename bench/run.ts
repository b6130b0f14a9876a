/**
 * `npm run bench` runs every registered suite and prints one table per suite (and writes them to bench/out/).
 *   npm run bench -- --sizes 1000,10000 --suite search-latency
 * Sizes are dataset sizes in reviews (default 1000, 10000, 100000). To add a suite: export a BenchSuite from
 * bench/suites/<name>.ts and list it below.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { BenchRow, BenchSuite } from './suite.ts';
import { renderTable } from './table.ts';
import { coldStart } from './suites/cold-start.ts';
import { httpThroughput } from './suites/http-throughput.ts';
import { searchByQuery } from './suites/search-by-query.ts';
import { searchLatency } from './suites/search-latency.ts';

const suites: BenchSuite[] = [searchLatency, searchByQuery, coldStart, httpThroughput];

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '1000,10000,100000' },
    suite: { type: 'string', multiple: true },
  },
});
const sizes = values.sizes.split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--sizes must be positive integers, got ${values.sizes}`);
const selected = values.suite?.length ? suites.filter((s) => values.suite!.includes(s.name)) : suites;
if (!selected.length) throw new Error(`no suite named ${values.suite?.join(', ')}; known: ${suites.map((s) => s.name).join(', ')}`);

const report: { suite: string; rows: BenchRow[] }[] = [];
// The machine may be shared: the load average says how much the figures can be trusted.
const context = `Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, sizes ${sizes.join(', ')}`;
console.log(context);
let markdown = `# Benchmarks\n\n${context}\n`;
for (const suite of selected) {
  const started = performance.now();
  const rows = await suite.run(sizes);
  const table = renderTable(rows);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\n## ${suite.name} (${seconds} s)\n${suite.description}\n\n${table}`);
  markdown += `\n## ${suite.name}\n${suite.description}\n\n${table}\n`;
  report.push({ suite: suite.name, rows });
}
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
writeFileSync(new URL('./out/results.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(new URL('./out/results.md', import.meta.url), markdown);
