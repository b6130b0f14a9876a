import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Temporary content folders with the real business.json and the given review files (records as JSON values, or a
 * string written as is); `removeAll()` deletes every folder made so far.
 */
export function contentDirs() {
  const dirs: string[] = [];
  return {
    make(files: Record<string, unknown>): string {
      const dir = mkdtempSync(join(tmpdir(), 'content-'));
      dirs.push(dir);
      cpSync(join(ROOT, 'content/business.json'), join(dir, 'business.json'));
      mkdirSync(join(dir, 'reviews'));
      for (const [name, records] of Object.entries(files)) {
        writeFileSync(join(dir, 'reviews', name), typeof records === 'string' ? records : JSON.stringify(records));
      }
      return dir;
    },
    track(dir: string) {
      dirs.push(dir);
    },
    removeAll() {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
