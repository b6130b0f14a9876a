/**
 * `npm run bench` runs every registered suite and prints one titled table per suite, the targets each
 * suite checks (met or MISSED), and a summary of all targets; the same goes to bench/out/results.{md,json}.
 *   npm run bench -- --suite search-latency --suite cold-start --sizes 1000,10000
 * Sizes are dataset sizes in reviews (default 1000, 10000, 100000; BENCH_SIZES also works). To add a suite: export
 * a BenchSuite from bench/suites/<name>.ts and list it below.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { BenchResult, BenchSuite, TargetCheck } from './suite.ts';
import { referenceWorkMs } from './support/reference-work.ts';
import { renderTable } from './table.ts';
import { coldStart } from './suites/cold-start.ts';
import { httpThroughput } from './suites/http-throughput.ts';
import { insightsAnalysis } from './suites/insights-analysis.ts';
import { mcpBatch } from './suites/mcp-batch.ts';
import { mcpLatency } from './suites/mcp-latency.ts';
import { searchByQuery } from './suites/search-by-query.ts';
import { searchLatency } from './suites/search-latency.ts';
import { siteBuild } from './suites/site-build.ts';
import { buildAnalysis } from './suites/build-analysis.ts';
import { websubFanout } from './suites/websub-fanout.ts';
import { platformLimits } from './suites/platform-limits.ts';
import { indexFormat } from './suites/index-format.ts';

const suites: BenchSuite[] = [
  searchLatency,
  searchByQuery,
  coldStart,
  httpThroughput,
  mcpLatency,
  mcpBatch,
  insightsAnalysis,
  siteBuild,
  buildAnalysis,
  websubFanout,
  platformLimits,
  indexFormat,
];

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: process.env.BENCH_SIZES ?? '1000,10000,100000' },
    suite: { type: 'string', multiple: true },
    // open (default): the generator's sentences plus open vocabulary (names, typos, streets, prices, dates, a real
    // English word list); closed: the generator's sentences only, as the figures before 2026-11-24.
    vocabulary: { type: 'string', default: process.env.BENCH_VOCABULARY ?? 'open' },
  },
});
if (values.vocabulary !== 'open' && values.vocabulary !== 'closed')
  throw new Error(`--vocabulary must be open or closed, got ${values.vocabulary}`);
process.env.BENCH_VOCABULARY = values.vocabulary;
const sizes = values.sizes.split(',').map((s) => Number(s.trim()));
if (sizes.some((n) => !Number.isInteger(n) || n < 1))
  throw new Error(`--sizes must be positive integers, got ${values.sizes}`);
const unknown = (values.suite ?? []).filter((name) => !suites.some((s) => s.name === name));
if (unknown.length)
  throw new Error(`no suite named ${unknown.join(', ')}; known: ${suites.map((s) => s.name).join(', ')}`);
const selected = values.suite?.length ? suites.filter((s) => values.suite!.includes(s.name)) : suites;

const targetLines = (targets: readonly TargetCheck[]) =>
  targets.map((t) => `- ${t.met ? 'met   ' : 'MISSED'}  ${t.target}: ${t.measured}`).join('\n');

// The machine may be shared: the load average says how much the figures can be trusted.
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
// And the reference work's time says how fast the machine was (bench/support/reference-work.ts; lower is faster).
const context = `Node ${process.version}, ${cpus().length} CPUs, load average ${load()} at start, reference work ${referenceWorkMs()} ms, sizes ${sizes.join(', ')} reviews, ${values.vocabulary} vocabulary`;
console.log(context);
let markdown = `# Benchmarks\n\n${context}\n`;
const report: ({ suite: string; seconds: number } & BenchResult)[] = [];
for (const suite of selected) {
  const started = performance.now();
  const result = await suite.run(sizes);
  const seconds = Math.round((performance.now() - started) / 1000);
  const section = [
    `## ${suite.title} [${suite.name}]`,
    `${suite.description}\n(suite took ${seconds} s; load average after: ${load()}; reference work after: ${referenceWorkMs()} ms)`,
    renderTable(result.rows),
    ...(result.targets?.length ? [`Targets:\n${targetLines(result.targets)}`] : []),
  ].join('\n\n');
  console.log(`\n${section}`);
  markdown += `\n${section}\n`;
  report.push({ suite: suite.name, seconds, ...result });
}

const all = report.flatMap((r) => (r.targets ?? []).map((t) => ({ suite: r.suite, ...t })));
if (all.length) {
  const summary = renderTable(
    all.map((t) => ({ suite: t.suite, target: t.target, measured: t.measured, result: t.met ? 'met' : 'MISSED' })),
  );
  const missed = all.filter((t) => !t.met).length;
  const section = `## Targets: ${all.length - missed} of ${all.length} met\n\n${summary}`;
  console.log(`\n${section}`);
  markdown += `\n${section}\n`;
}
mkdirSync(new URL('./out/', import.meta.url), { recursive: true });
writeFileSync(new URL('./out/results.json', import.meta.url), `${JSON.stringify({ context, report }, null, 2)}\n`);
writeFileSync(new URL('./out/results.md', import.meta.url), markdown);
