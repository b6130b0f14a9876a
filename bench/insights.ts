/**
 * Standalone entry of the insights benchmark: npx node bench/insights.ts [sizes...]   (default 1000 10000 100000)
 * Prints a Markdown table. The shared runner (bench/run.ts) runs the same suite.
 */
import { name, run } from './suites/insights-analysis.ts';

const sizes = process.argv.slice(2).map(Number).filter((n) => Number.isInteger(n) && n > 0);
const rows = await run(sizes.length ? sizes : [1_000, 10_000, 100_000]);
const columns = Object.keys(rows[0] ?? {});
console.log(`## ${name}\n`);
console.log(`| ${columns.join(' | ')} |`);
console.log(`| ${columns.map(() => '---').join(' | ')} |`);
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
