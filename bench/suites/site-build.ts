import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyProject } from '../../tests/support/project-copy.ts';

export const name = 'site build (astro build: datasets, feeds, pages)';

const ROOT = resolve(import.meta.dirname, '../..');

/** Builds the whole site from generated content of each size; wall time and peak RSS of the build process. */
export async function run(sizes: number[]): Promise<Array<Record<string, string | number>>> {
  const rows: Array<Record<string, string | number>> = [];
  for (const size of sizes) {
    const content = mkdtempSync(join(tmpdir(), `bench-content-${size}-`));
    const project = copyProject(`bench-build-${size}-`);
    try {
      const generated = spawnSync(process.execPath, [join(ROOT, 'scripts/content-generator/cli.ts'),
        '--count', String(size), '--seed', '1', '--out', content], { encoding: 'utf8' });
      if (generated.status !== 0) throw new Error(generated.stderr);
      // The editorial prose is written by people, not generated: the real one stands in at every size.
      cpSync(join(ROOT, 'content/insights'), join(content, 'insights'), { recursive: true });
      const result = spawnSync(process.execPath, ['--max-old-space-size=4096', join(ROOT, 'bench/build-child.ts'), project.dir], {
        env: { ...process.env, CONTENT_DIR: content, ASTRO_TELEMETRY_DISABLED: '1', SITE_URL: 'https://reviews.example' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (result.status !== 0) throw new Error(`build of ${size} reviews failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-4000)}`);
      const { ms, maxRssBytes } = JSON.parse(result.stdout.trim().split('\n').at(-1)!);
      rows.push({
        reviews: size,
        'build s': (ms / 1000).toFixed(1),
        'µs per review': Math.round((ms * 1000) / size),
        'peak RSS MiB': Math.round(maxRssBytes / 2 ** 20),
      });
    } finally {
      project.remove();
      rmSync(content, { recursive: true, force: true });
    }
  }
  return rows;
}
