import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy.ts';

const project = copyProject('reviews-repro-');
afterAll(() => project.remove());

function build(): void {
  const result = spawnSync('node_modules/.bin/astro', ['build'], {
    cwd: project.dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_URL: 'https://reviews.example' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stdout + result.stderr);
}

function digests(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

it('building the same content twice gives byte-identical files, so identical ETags', () => {
  build();
  renameSync(join(project.dir, 'dist'), join(project.dir, 'dist-first'));
  build();
  const first = digests(join(project.dir, 'dist-first'));
  const second = digests(join(project.dir, 'dist'));
  expect(Object.keys(first)).toContain('reviews.json');
  expect(Object.keys(first)).toContain('_headers');
  expect(second).toEqual(first);
}, 180_000);
