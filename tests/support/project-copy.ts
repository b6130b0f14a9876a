import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '.netlify', '.astro', '.git', '.tmp', 'bench']);

/**
 * A copy of the project in a temporary folder (node_modules linked, build output and local state left out), for
 * end-to-end tests that edit content or rebuild without touching the shared server's dist/.
 */
export function copyProject(root = process.cwd()): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'reviews-copy-'));
  cpSync(root, dir, {
    recursive: true,
    // Only top-level entries are skipped (src/content/... stays).
    filter: (source) => !(resolve(source, '..') === resolve(root) && SKIPPED.has(basename(source))),
  });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
