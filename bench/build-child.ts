/**
 * Runs one build of a project in this process, as its `npm run build` runs Astro (its scripts/build.ts: the work
 * started first), and prints {ms, maxRssBytes, cpuUserMs, cpuSystemMs} as JSON on the last line, so the benchmark
 * measures the build's own peak memory and CPU time (every thread of the process, the analysis workers included).
 * The time runs from the build's start, once Astro's entry module is loaded. Usage: node bench/build-child.ts
 * <project dir> (CONTENT_DIR, SITE_URL from env).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { printProcessCost } from './support/process-cost.ts';

const root = process.argv[2] ?? process.cwd();
process.chdir(root);
const { buildWithWorkFirst } = (await import(
  pathToFileURL(join(root, 'scripts/build.ts')).href
)) as typeof import('../scripts/build.ts');
await printProcessCost(() => buildWithWorkFirst({ root, logLevel: 'error' }));
