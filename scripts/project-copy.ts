import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SKIPPED = new Set(['node_modules', 'dist', '.netlify', '.astro', '.cache', '.git', '.tmp', 'bench', 'tests']);

/**
 * A throwaway copy of the project in a temporary folder (node_modules linked, build output, local state, the
 * analysis cache, tests and benchmarks left out), for builds that must not touch the project's own dist/ and
 * .netlify/ (publish:local, tests, benchmarks). The sources are real files, not links: in a folder of links Vite
 * resolves every source to its real path outside the build's root, and Astro then emits no stylesheet at all
 * (dist/_astro lost its CSS).
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
