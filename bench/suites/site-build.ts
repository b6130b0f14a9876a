import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyProject } from '../../tests/support/project-copy.ts';
import { addOneReview, benchContentFolder } from '../support/content-folder.ts';
import type { ProcessCost } from '../support/process-cost.ts';
import { reclaimableSlabMiB } from '../support/kernel-caches.ts';
import { check, type BenchRow, type BenchSuite, type TargetCheck } from '../suite.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const GiB = 2 ** 30;
const MiB = 2 ** 20;
/** "Grows linearly": memory added per review at the largest sizes is at most this multiple of that at the smallest. */
const LINEAR_SLACK = 1.5;

/**
 * Generates `size` reviews with the shared generator's CLI into a content folder, then builds a copy of the project
 * (no analysis cache: the first build of that content), adds one review and builds again from the same copy with its
 * output removed and the analysis cache the first build wrote: an editor's rebuild on Netlify.
 */
function buildTwice(size: number): { first: ProcessCost; rebuild: ProcessCost } {
  const content = benchContentFolder(size);
  const project = copyProject(`bench-build-${size}-`);
  const buildOnce = () => {
    const result = spawnSync(
      process.execPath,
      ['--max-old-space-size=4096', join(ROOT, 'bench/build-child.ts'), project.dir],
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
    return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as ProcessCost;
  };
  try {
    const first = buildOnce();
    addOneReview(content.dir);
    // As on Netlify, whose builds start from a fresh checkout with the cached folders restored: no earlier output.
    for (const output of ['dist', '.netlify', '.astro'])
      rmSync(join(project.dir, output), { recursive: true, force: true });
    return { first, rebuild: buildOnce() };
  } finally {
    project.remove();
    content.remove();
  }
}

export const siteBuild: BenchSuite = {
  name: 'site-build',
  title: 'Site build (npm run build: datasets, insights, feeds, pages)',
  description:
    'Per size: the shared generator writes a content folder (seed 1), then the build runs as `npm run build` runs ' +
    "Astro (the project's scripts/build.ts) on a copy of the project in a child process of its own " +
    '(bench/build-child.ts); wall time of the build, the CPU time of that ' +
    'process (user and system, all its threads) and its peak resident memory (getrusage maxRSS); beside them the ' +
    "kernel's reclaimable slab before the size's content was written (/proc/meminfo SReclaimable: cached file-system " +
    'entries, which make creating the page files slower as they pile up). ' +
    '"RSS growth" is the memory added per 1k reviews since the previous ' +
    `size; linear growth means the last step adds at most ${LINEAR_SLACK}x per review what the first step added. ` +
    '"rebuild" is a second build of the same copy after one review was added to the content, with the analysis cache ' +
    "the first build wrote (src/insights/analysis-cache.ts) and its output removed: what an editor's rebuild costs on " +
    'Netlify, whose builds start from a fresh checkout with the cached folders restored. The targets are the first ' +
    "build's, which has no cache.",
  async run(sizes) {
    const rows: BenchRow[] = [];
    const targets: TargetCheck[] = [];
    const measured: { size: number; ms: number; rss: number }[] = [];
    for (const size of sizes) {
      const slab = reclaimableSlabMiB();
      const { first, rebuild } = buildTwice(size);
      const { ms, maxRssBytes, cpuUserMs, cpuSystemMs } = first;
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
        'kernel reclaimable slab MiB': slab ?? '',
        'RSS growth MiB per 1k reviews': previous
          ? ((maxRssBytes - previous.rss) / MiB / ((size - previous.size) / 1000)).toFixed(1)
          : '',
        'rebuild s, one review added': (rebuild.ms / 1000).toFixed(1),
        'rebuild CPU s': ((rebuild.cpuUserMs + rebuild.cpuSystemMs) / 1000).toFixed(1),
        'rebuild peak RSS MiB': Math.round(rebuild.maxRssBytes / MiB),
      });
      if (size === 100_000) {
        // Issue 12's target on open-vocabulary data (the earlier target was 90 s).
        targets.push(check('build of 100k reviews < 60 s', `${(ms / 1000).toFixed(1)} s`, ms < 60_000));
        targets.push(
          check('peak RSS of the 100k build < 2 GiB', `${(maxRssBytes / GiB).toFixed(2)} GiB`, maxRssBytes < 2 * GiB),
        );
      }
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
