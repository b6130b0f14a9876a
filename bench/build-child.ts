/**
 * Runs one `astro build` in this process and prints {ms, maxRssBytes} as JSON on the last line, so the benchmark
 * measures the build's own peak memory. Usage: node bench/build-child.ts <project dir> (CONTENT_DIR, SITE_URL from env).
 */
import { build } from 'astro';

const root = process.argv[2] ?? process.cwd();
process.chdir(root);
const started = performance.now();
await build({ root, logLevel: 'error' });
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
