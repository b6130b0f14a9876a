import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runBuild } from '../../support/netlify-dev.ts';
import { copyProject } from '../../support/project-copy.ts';

const project = copyProject('reviews-adapter-');
afterAll(() => project.remove());

const build = () => runBuild(project.dir, { SITE_URL: 'https://reviews.example' });

it('the site builds as static output, with no catch-all SSR function to shadow the functions', () => {
  const built = build();
  expect(built.status, built.output).toBe(0);
  expect(built.output).toContain('mode: "static"');
  expect(existsSync(join(project.dir, '.netlify/v1/functions/ssr'))).toBe(false);
  // What the adapter still writes: the immutable cache policy of Astro's hashed assets.
  const config = JSON.parse(readFileSync(join(project.dir, '.netlify/v1/config.json'), 'utf8'));
  expect(config.headers).toContainEqual({
    for: '/_astro/*',
    values: { 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}, 120_000);

it('a page made on-demand fails the build as it starts, with Astro naming the mismatch', () => {
  const page = join(project.dir, 'src/pages/on-demand.astro');
  writeFileSync(page, '---\nexport const prerender = false;\n---\n<p>now</p>\n');
  rmSync(join(project.dir, 'dist'), { recursive: true, force: true });
  try {
    const built = build();
    expect(built.status).not.toBe(0);
    expect(built.output).toContain('AdapterSupportOutputMismatch');
    expect(existsSync(join(project.dir, 'dist/index.html'))).toBe(false);
  } finally {
    rmSync(page);
  }
}, 120_000);

it('a build with the adapter as it comes, which writes one, fails and names the fix', () => {
  const configFile = join(project.dir, 'astro.config.mjs');
  const config = readFileSync(configFile, 'utf8');
  expect(config).toContain('adapter: staticNetlifyAdapter(),');
  writeFileSync(
    configFile,
    `import netlify from '@astrojs/netlify';\n${config.replace('adapter: staticNetlifyAdapter(),', 'adapter: netlify(),')}`,
  );
  const built = build();
  expect(built.status).not.toBe(0);
  expect(built.output).toContain(
    'The Netlify adapter wrote a catch-all SSR function (.netlify/v1/functions/ssr), which would answer our ' +
      "functions' paths: astro.config.mjs must use staticNetlifyAdapter()",
  );
}, 120_000);
