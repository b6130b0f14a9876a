import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * Adds one review to a content folder, as an editor would before a rebuild: a copy of the newest year's first review
 * with a new id and a text no generated review has.
 */
export function addOneReview(dir: string): void {
  const year = readdirSync(join(dir, 'reviews')).sort().at(-1)!;
  const file = join(dir, 'reviews', year);
  const reviews = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: string; text: string | null }>;
  const first = reviews[0]!;
  // The last character of a ULID changed: a new id of the same shape.
  const id = first.id.slice(0, -1) + (first.id.endsWith('Z') ? 'Y' : 'Z');
  const text = `Added for the rebuild (${id}): the crew fixed a leak over the porch the same afternoon I called.`;
  writeFileSync(file, `${JSON.stringify([{ ...first, id, text }, ...reviews], null, 2)}\n`);
}
