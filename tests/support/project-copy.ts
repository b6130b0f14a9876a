import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const COPIED = ['astro.config.mjs', 'package.json', 'tsconfig.json', 'netlify.toml', 'src', 'content', 'public', 'scripts', 'netlify'];

/**
 * A throwaway copy of the project (node_modules linked, not copied), for tests that build or edit content without
 * disturbing the dist/ that the shared e2e server is serving.
 */
export function copyProject(prefix = 'reviews-project-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of COPIED) {
    if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
