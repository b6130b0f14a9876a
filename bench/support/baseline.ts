import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The src/ and content/ of an earlier commit, extracted once under bench/out/baseline-<commit>/ for "before" rows
 * measured in the same run as "after"; null where git history is not available.
 */
export function baselineSources(commit: string): string | null {
  const dir = fileURLToPath(new URL(`../out/baseline-${commit}/`, import.meta.url));
  if (!existsSync(`${dir}src`)) {
    try {
      mkdirSync(dir, { recursive: true });
      const archive = execFileSync('git', ['archive', commit, 'src', 'content'], { maxBuffer: 1 << 30 });
      execFileSync('tar', ['-x', '-C', dir], { input: archive });
    } catch {
      return null;
    }
  }
  return dir;
}
