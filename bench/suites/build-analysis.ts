import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { WorkArrival } from '../../src/build/background-work.ts';
import { benchContentFolder } from '../support/content-folder.ts';
import type { ProcessCost } from '../support/process-cost.ts';
import type { BenchRow, BenchSuite } from '../suite.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const MiB = 2 ** 20;

interface AnalysisRun extends ProcessCost {
  arrivals: WorkArrival[];
}

/** The background work alone on a generated content folder of `size` reviews, in a child process of its own. */
function analyseOnce(size: number): AnalysisRun {
  const content = benchContentFolder(size);
  try {
    const result = spawnSync(
      process.execPath,
      ['--max-old-space-size=4096', join(ROOT, 'bench/analysis-child.ts'), content.dir],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.status !== 0) throw new Error(`analysis of ${size} reviews failed:\n${result.stderr.slice(-4000)}`);
    return JSON.parse(result.stdout.trim().split('\n').at(-1)!);
  } finally {
    content.remove();
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export const buildAnalysis: BenchSuite = {
  name: 'build-analysis',
  title: "The build's background work alone (text index, model, analysis in two workers)",
  description:
    'Per size: the shared generator writes a content folder (seed 1), then a child process of its own ' +
    '(bench/analysis-child.ts) runs what `npm run build` starts before Astro (src/build/background-work.ts: the ' +
    'dataset loads, one worker builds the text index, the other compiles the language model, both analyse batches ' +
    'they claim from a shared counter, this thread assembles /insights.json), with no Astro and no pages. Wall time ' +
    'until the insights and the index are done, CPU time of the process (all threads), peak resident memory; when ' +
    'each analysis worker finished (from the start) and how many reviews it analysed. "apart s" is how long one ' +
    "worker analysed alone at the end, a core idle in a build's analysis unless the pages use it.",
  async run(sizes) {
    const rows: BenchRow[] = [];
    for (const size of sizes) {
      const { ms, maxRssBytes, cpuUserMs, cpuSystemMs, arrivals } = analyseOnce(size);
      const workers = arrivals
        .filter((a) => a.task.startsWith('analysis worker'))
        .sort((a, b) => (a.task < b.task ? -1 : 1));
      if (workers.length !== 2) throw new Error(`expected two analysis workers in ${JSON.stringify(arrivals)}`);
      const [first, second] = workers as [(typeof workers)[number], (typeof workers)[number]];
      rows.push({
        reviews: size,
        'wall s': seconds(ms),
        'CPU user s': seconds(cpuUserMs),
        'CPU system s': seconds(cpuSystemMs),
        'peak RSS MiB': Math.round(maxRssBytes / MiB),
        'worker 1 done s': seconds(first.afterMs),
        'worker 2 done s': seconds(second.afterMs),
        'apart s': seconds(Math.abs(first.afterMs - second.afterMs)),
        'worker 1 reviews': first.reviews ?? '',
        'worker 2 reviews': second.reviews ?? '',
      });
    }
    return { rows };
  },
};
