import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', '.netlify', '.astro', '.git', '.tmp', 'bench', 'tests']);

/**
 * A throwaway copy of the project in a temporary folder (node_modules linked, build output, local state and tests
 * left out), for tests and benchmarks that build, rebuild or edit content without touching the dist/ that the
 * shared e2e server is serving.
 */
export function copyProject(prefix = 'reviews-copy-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(ROOT, dir, {
    recursive: true,
    // Only top-level entries are skipped (src/content/... stays).
    filter: (source) => !(resolve(source, '..') === ROOT && SKIPPED.has(basename(source))),
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
