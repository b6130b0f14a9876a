/**
 * Runs one `astro build` in this process and prints {ms, maxRssBytes, cpuUserMs, cpuSystemMs} as JSON on the last
 * line, so the benchmark measures the build's own peak memory and CPU time (every thread of the process, the analysis
 * workers included). Usage: node bench/build-child.ts <project dir> (CONTENT_DIR, SITE_URL from env).
 */
import { build } from 'astro';

const root = process.argv[2] ?? process.cwd();
process.chdir(root);
const started = performance.now();
const cpuBefore = process.cpuUsage();
await build({ root, logLevel: 'error' });
const ms = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
console.log(
  JSON.stringify({
    ms,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    cpuUserMs: cpu.user / 1000,
    cpuSystemMs: cpu.system / 1000,
  }),
);
