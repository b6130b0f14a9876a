import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy.ts';

/**
 * The analysis cache through Netlify's own build runner: `netlify build --offline` (Netlify Build, as a deploy runs
 * it) loads netlify/plugins/analysis-cache, which restores the cache (the analyses and the compiled language model)
 * before `npm run build` and saves it after.
 */
const project = copyProject('netlify-build-cache-');
afterAll(() => project.remove());

function netlifyBuild(): string {
  const result = spawnSync(join(project.dir, 'node_modules/.bin/netlify'), ['build', '--offline'], {
    cwd: project.dir,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', SITE_URL: 'https://reviews.example' },
    encoding: 'utf8',
    timeout: 300_000,
  });
  const output = stripVTControlCharacters(`${result.stdout}\n${result.stderr}`);
  expect(result.status, output).toBe(0);
  return output;
}

/** Every file of the published folder with a hash of its bytes. */
function published(): Map<string, string> {
  const dist = join(project.dir, 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(dist, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
    }),
  );
}

describe('netlify build keeps the analysis cache between builds', () => {
  it('analyses every review at first; the next build, from a fresh checkout, reuses them all', () => {
    const first = netlifyBuild();
    expect(first).toMatch(/Analysis cache: no \.cache\/analyses\.v8 from an earlier build/);
    expect(first).toMatch(/Analysis cache \S+: 0 reviews' analyses reused, [1-9]\d* analysed/);
    // The analyses and the language model the build compiled.
    expect(first).toMatch(/Analysis cache: saved \.cache\/analyses\.v8 for the next build/);
    expect(first).toMatch(/Analysis cache: saved \.cache\/analyses\.v8\.model for the next build/);
    const analysed = Number(/0 reviews' analyses reused, (\d+) analysed/.exec(first)![1]);
    const before = published();

    // A fresh checkout has neither the cache nor the output: only Netlify's cache (in .netlify/cache here) has it.
    for (const output of ['.cache', 'dist']) rmSync(join(project.dir, output), { recursive: true, force: true });
    const second = netlifyBuild();
    expect(second).toMatch(/Analysis cache: restored \.cache\/analyses\.v8 from an earlier build/);
    expect(second).toMatch(/Analysis cache: restored \.cache\/analyses\.v8\.model from an earlier build/);
    expect(second).toContain(`${analysed} reviews' analyses reused, 0 analysed`);
    // Byte for byte the same site.
    expect(published()).toEqual(before);
  }, 600_000);
});
