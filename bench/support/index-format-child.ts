/**
 * One format's side of the index-format benchmark, in a fresh process (as a function instance starts): load the
 * review index file with that format's own loader, answer the query mix, report load time, query times and memory.
 */
import { pathToFileURL } from 'node:url';
import { input } from './child.ts';

const { root, file, mix, rounds } = await input<{ root: string; file: string; mix: unknown[]; rounds: number }>();
let peak = process.memoryUsage().rss;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const timer = setInterval(sample, 2);
const module = (path: string) => import(pathToFileURL(`${root}/${path}`).href);
const compact = await module('src/query/compact-index.ts');
const search = await module('src/query/search.ts');
const schemas = await module('src/schemas/search.ts');
const params = mix.map((p) => schemas.SearchParams.parse(p));
const started = performance.now();
const index = compact.loadReviewIndexFile(file);
const loadMs = performance.now() - started;
sample();
const rssAfterLoad = process.memoryUsage().rss;
const firstStarted = performance.now();
search.searchReviews(index, params[0]);
const firstMs = performance.now() - firstStarted;
const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const p of params) {
    const t = performance.now();
    search.searchReviews(index, p);
    times.push(performance.now() - t);
  }
  sample();
}
clearInterval(timer);
times.sort((a, b) => a - b);
process.send!(
  {
    loadMs,
    firstMs,
    p50: times[Math.floor(times.length / 2)]!,
    rssAfterLoad,
    peakRss: Math.max(peak, process.memoryUsage().rss),
  },
  () => process.exit(0),
);
