import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REVIEW_INDEX_FILE } from '../../src/query/compact-index.ts';
import { bundleFunction } from '../../tests/support/netlify-bundler.ts';
import { benchData } from '../support/datasets.ts';
import { check, type BenchRow, type BenchSuite, type TargetCheck } from '../suite.ts';
import { ms, percentile } from '../table.ts';

const SAMPLES = 5;
const FUNCTIONS = [
  { name: 'reviews-search', path: '/api/reviews/search?query=hail&min_rating=4' },
  { name: 'reviews-since', path: '/api/reviews/since/2025-01-01' },
];

/** Runs in a fresh Node process: import the bundled function, answer one request, report the times. */
function coldRun(module: string, url: string): { load: number; first: number; sinceProcessStart: number } {
  const script = `
    const t0 = performance.now();
    const { default: handler } = await import(${JSON.stringify(pathToFileURL(module).href)});
    const t1 = performance.now();
    const response = await handler(new Request(${JSON.stringify(url)}), {});
    if (response.status !== 200) throw new Error('status ' + response.status);
    await response.text();
    const t2 = performance.now();
    console.log(JSON.stringify({ load: t1 - t0, first: t2 - t1, sinceProcessStart: t2 }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: tmpdir(), encoding: 'utf8' }),
  );
}

export const coldStart: BenchSuite = {
  name: 'cold-start',
  title: 'Cold start of the query functions',
  description:
    `Cold start of each query function as Netlify's bundler ships it (the compact index of the size inside the bundle): ` +
    `a fresh Node process imports it and answers one request; median of ${SAMPLES}. "load + first response" is what ` +
    'the function adds; "since process start" also counts booting Node.',
  async run(sizes) {
    const out = mkdtempSync(join(tmpdir(), 'bench-cold-start-'));
    try {
      const bundles = [];
      for (const fn of FUNCTIONS)
        bundles.push({ ...fn, bundle: await bundleFunction(`netlify/functions/${fn.name}.ts`, out) });
      const rows: BenchRow[] = [];
      const targets: TargetCheck[] = [];
      for (const size of sizes) {
        const { compact } = benchData(size);
        for (const { name, path, bundle } of bundles) {
          // Where the bundler puts the build's index file (included only when a build has run before bundling).
          mkdirSync(dirname(join(bundle.path, REVIEW_INDEX_FILE)), { recursive: true });
          writeFileSync(join(bundle.path, REVIEW_INDEX_FILE), compact);
          const runs = Array.from({ length: SAMPLES }, () =>
            coldRun(join(bundle.path, 'netlify/functions', `${name}.mjs`), `http://localhost${path}`),
          );
          const added = percentile(
            runs.map((r) => r.load + r.first),
            50,
          );
          const total = percentile(
            runs.map((r) => r.sinceProcessStart),
            50,
          );
          // Issue 2's target at 10k, issue 12's at 100k (open-vocabulary data).
          const limit = size === 10_000 ? 300 : size === 100_000 ? 500 : null;
          if (limit !== null) {
            targets.push(
              check(
                `${name} cold start <= ${limit} ms at ${size / 1000}k reviews (load + first response)`,
                `${ms(added)} ms (${ms(total)} ms since process start)`,
                added <= limit,
              ),
            );
          }
          rows.push({
            reviews: size,
            function: name,
            'index MB': (Buffer.byteLength(compact) / 1e6).toFixed(1),
            'module load ms': ms(
              percentile(
                runs.map((r) => r.load),
                50,
              ),
            ),
            'first response ms': ms(
              percentile(
                runs.map((r) => r.first),
                50,
              ),
            ),
            'load + first response ms': ms(added),
            'since process start ms': ms(total),
          });
        }
      }
      return { rows, targets };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
