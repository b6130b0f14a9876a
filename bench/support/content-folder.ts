import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchVocabulary } from './datasets.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A content folder of `size` generated reviews (seed 1, the benchmarks' vocabulary), written by the shared generator's
 * CLI, as an editor's build would read it; `remove` deletes it.
 */
export function benchContentFolder(size: number): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `bench-content-${size}-`));
  const generated = spawnSync(
    process.execPath,
    [
      join(ROOT, 'scripts/content-generator/cli.ts'),
      ...['--count', String(size), '--seed', '1', '--out', dir, '--vocabulary', benchVocabulary()],
    ],
    { encoding: 'utf8' },
  );
  const remove = () => rmSync(dir, { recursive: true, force: true });
  if (generated.status !== 0) {
    remove();
    throw new Error(generated.stderr);
  }
  // The editorial prose is written by people, not generated: the real one stands in at every size.
  cpSync(join(ROOT, 'content/insights'), join(dir, 'insights'), { recursive: true });
  return { dir, remove };
}
