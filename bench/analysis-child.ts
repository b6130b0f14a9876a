/**
 * Runs the build's background work alone (src/build/background-work.ts, started as `npm run build` starts it: the
 * dataset loads, one worker builds the text index, the other compiles the model, both analyse) on a content folder,
 * with no Astro and no pages, and prints {ms, maxRssBytes, cpuUserMs, cpuSystemMs, arrivals} as JSON on the last line.
 * Usage: node bench/analysis-child.ts <content dir>.
 */
import { prestartBackgroundWork } from '../src/build/background-work.ts';
import { printProcessCost } from './support/process-cost.ts';

await printProcessCost(
  async () => {
    const work = prestartBackgroundWork(process.argv[2]!);
    await Promise.all([work.insights, work.textIndex]);
    return work;
  },
  (work) => ({ arrivals: work.arrivals }),
);
