import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyProject } from '../../tests/support/project-copy.ts';
import { addOneReview, benchContentFolder } from '../support/content-folder.ts';
import type { ProcessCost } from '../support/process-cost.ts';
import { FileSystemState } from '../support/file-system-state.ts';
import { check, type BenchRow, type BenchSuite, type TargetCheck } from '../suite.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const GiB = 2 ** 30;
const MiB = 2 ** 20;
/** "Grows linearly": memory added per review at the largest sizes is at most this multiple of that at the smallest. */
const LINEAR_SLACK = 1.5;

/** A settled build's figures, and how the file system stood when it started. */
interface TimedBuild {
  cost: ProcessCost;
  disk: { costUs: number; waitedS: number };
}

/**
 * Generates `size` reviews with the shared generator's CLI into a content folder, then builds a copy of the project
 * (no analysis cache: the first build of that content), adds one review and builds a second copy, with the analysis
 * cache the first build wrote: an editor's rebuild on Netlify, which starts from a fresh checkout with the cached
 * folders restored. Nothing is deleted until the whole suite is done (`leftovers`), and each build waits for the disk
 * to settle: deletions slow creating files for minutes afterwards (bench/support/file-system-state.ts).
 */
async function buildTwice(
  size: number,
  disk: FileSystemState,
  leftovers: Array<{ remove(): void }>,
): Promise<{ first: TimedBuild; rebuild: TimedBuild }> {
  const content = benchContentFolder(size);
  leftovers.push(content);
  const buildOnce = async (projectDir: string): Promise<TimedBuild> => {
    const settled = await disk.settle();
    const result = spawnSync(
      process.execPath,
      ['--max-old-space-size=4096', join(ROOT, 'bench/build-child.ts'), projectDir],
      {
        env: {
          ...process.env,
          CONTENT_DIR: content.dir,
          ASTRO_TELEMETRY_DISABLED: '1',
          SITE_URL: 'https://reviews.example',
          ANALYSIS_CACHE: '',
        },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.status !== 0)
      throw new Error(`build of ${size} reviews failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-4000)}`);
    return { cost: JSON.parse(result.stdout.trim().split('\n').at(-1)!) as ProcessCost, disk: settled };
  };
  const project = copyProject(`bench-build-${size}-`);
  leftovers.push(project);
  const first = await buildOnce(project.dir);
  addOneReview(content.dir);
  const checkout = copyProject(`bench-rebuild-${size}-`);
  leftovers.push(checkout);
  cpSync(join(project.dir, '.cache'), join(checkout.dir, '.cache'), { recursive: true });
  return { first, rebuild: await buildOnce(checkout.dir) };
}

/** "52 µs (0 s)": the disk probe before a build, and how long the build waited for it. */
const diskBefore = ({ disk }: TimedBuild) => `${disk.costUs} µs (${disk.waitedS} s)`;

export const siteBuild: BenchSuite = {
  name: 'site-build',
  title: 'Site build (npm run build: datasets, insights, feeds, pages)',
  description:
    'Per size: the shared generator writes a content folder (seed 1), then the build runs as `npm run build` runs ' +
    "Astro (the project's scripts/build.ts) on a copy of the project in a child process of its own " +
    '(bench/build-child.ts); wall time of the build, the CPU time of that ' +
    'process (user and system, all its threads) and its peak resident memory (getrusage maxRSS). On ext4 without a ' +
    'journal, files deleted in the last minutes make creating new ones several times slower ' +
    '(bench/support/file-system-state.ts): nothing is deleted until the suite is done, and each build first waits ' +
    "out 6 min after the suite's deletions in an earlier run (or of the folders a killed run left, which it " +
    'deletes first), then (at most 6 min more) until creating files costs ' +
    'what it does on a quiet disk; ' +
    '"disk before" is the system time to create one directory and file just before the build, and the wait. ' +
    '"RSS growth" is the memory added per 1k reviews since the previous ' +
    `size; linear growth means the last step adds at most ${LINEAR_SLACK}x per review what the first step added. ` +
    '"rebuild" is a build of a second copy of the project after one review was added to the content, with the ' +
    "analysis cache the first build wrote (src/insights/analysis-cache.ts): what an editor's rebuild costs on " +
    'Netlify, whose builds start from a fresh checkout with the cached folders restored. The targets are the first ' +
    "build's, which has no cache.",
  async run(sizes) {
    const rows: BenchRow[] = [];
    const targets: TargetCheck[] = [];
    const measured: { size: number; ms: number; rss: number }[] = [];
    // Before this run's folders exist: a killed run's are deleted now and waited out like the suite's own deletions.
    FileSystemState.clearInterruptedRun();
    const disk = new FileSystemState();
    const leftovers: Array<{ remove(): void }> = [];
    try {
      for (const size of sizes) {
        const { first, rebuild } = await buildTwice(size, disk, leftovers);
        const { ms, maxRssBytes, cpuUserMs, cpuSystemMs } = first.cost;
        const previous = measured.at(-1);
        measured.push({ size, ms, rss: maxRssBytes });
        rows.push({
          reviews: size,
          'build s': (ms / 1000).toFixed(1),
          'build µs per review': Math.round((ms * 1000) / size),
          // The work the build did, whatever the cores: it keeps every core busy, so its wall time is about this CPU
          // time divided by the cores (docs/benchmarks.md, "where a 100k build's CPU goes").
          'CPU user s': (cpuUserMs / 1000).toFixed(1),
          'CPU system s': (cpuSystemMs / 1000).toFixed(1),
          'peak RSS MiB': Math.round(maxRssBytes / MiB),
          'disk before': diskBefore(first),
          'RSS growth MiB per 1k reviews': previous
            ? ((maxRssBytes - previous.rss) / MiB / ((size - previous.size) / 1000)).toFixed(1)
            : '',
          'rebuild s, one review added': (rebuild.cost.ms / 1000).toFixed(1),
          'rebuild CPU s': ((rebuild.cost.cpuUserMs + rebuild.cost.cpuSystemMs) / 1000).toFixed(1),
          'rebuild peak RSS MiB': Math.round(rebuild.cost.maxRssBytes / MiB),
          'rebuild disk before': diskBefore(rebuild),
        });
        if (size === 100_000) {
          // Issue 12's target on open-vocabulary data (the earlier target was 90 s).
          targets.push(check('build of 100k reviews < 60 s', `${(ms / 1000).toFixed(1)} s`, ms < 60_000));
          targets.push(
            check('peak RSS of the 100k build < 2 GiB', `${(maxRssBytes / GiB).toFixed(2)} GiB`, maxRssBytes < 2 * GiB),
          );
        }
      }
    } finally {
      disk.deleteAll(leftovers);
    }
    if (measured.length >= 3) {
      const slope = (a: (typeof measured)[number], b: (typeof measured)[number]) => (b.rss - a.rss) / (b.size - a.size);
      const first = slope(measured[0]!, measured[1]!);
      const last = slope(measured.at(-2)!, measured.at(-1)!);
      const perK = (bytesPerReview: number) => `${((bytesPerReview * 1000) / MiB).toFixed(1)} MiB`;
      targets.push(
        check(
          `peak RSS grows linearly (per 1k reviews, last step <= ${LINEAR_SLACK}x first step)`,
          `${perK(last)} vs ${perK(first)}`,
          last <= LINEAR_SLACK * Math.max(first, 0),
        ),
      );
    }
    return { rows, targets };
  },
};
