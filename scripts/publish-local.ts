/**
 * For content editors: rebuild the site from content/ and tell the local WebSub hub that the topics changed, so
 * every subscriber of the local hub receives the new content.
 *
 *   npm start                 # in one terminal: build + netlify dev on http://localhost:8888
 *   npm run publish:local     # after editing content/: rebuild, then hub.mode=publish for the three topics
 *
 * The site URL is SITE_URL (default http://localhost:8888), the same one `npm start` builds for.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { topicPaths } from '../src/site.ts';
import { analysisCacheFile } from '../src/build/analysis-cache-file.ts';
import { copyProject } from './project-copy.ts';

const site = (process.env.SITE_URL ?? 'http://localhost:8888').replace(/\/+$/, '');
const root = process.cwd();
const dist = join(root, 'dist');

/**
 * The build runs in a copy of the project (scripts/project-copy.ts) and its dist/ is then copied over the served one:
 * an Astro build in place would touch .netlify/v1/functions, and netlify dev (CLI 27) answers a change there by
 * unloading every function of netlify/functions until it restarts. The copy is of real files: a folder of links to
 * the project built the pages without their stylesheet. The copy's build reads and writes the project's own analysis
 * cache, so a rebuild analyses only the reviews that are new or changed.
 */
const staging = copyProject('reviews-publish-');
console.log(`Rebuilding the site for ${site} ...`);
const build = spawnSync(process.execPath, [join(staging.dir, 'scripts/build.ts')], {
  cwd: staging.dir,
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: site, ASTRO_TELEMETRY_DISABLED: '1', ANALYSIS_CACHE: analysisCacheFile() ?? 'off' },
});
if (build.status !== 0) {
  staging.remove();
  console.error('The build failed: nothing was published.');
  process.exit(build.status ?? 1);
}

// Swap the new files in; files the new build no longer has are removed.
const built = join(staging.dir, 'dist');
const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
const fresh = new Set(listFiles(built));
cpSync(built, dist, { recursive: true, force: true });
if (existsSync(dist)) for (const file of listFiles(dist)) if (!fresh.has(file)) rmSync(resolve(dist, file));
staging.remove();

const form = new URLSearchParams({ 'hub.mode': 'publish' });
for (const path of topicPaths) form.append('hub.url', `${site}${path}`);
let response: Response;
try {
  response = await fetch(`${site}/api/websub/hub`, { method: 'POST', body: form, signal: AbortSignal.timeout(15_000) });
} catch (error) {
  console.error(
    `Could not reach the local hub at ${site}/api/websub/hub (is \`npm start\` running?): ${(error as Error).message}`,
  );
  process.exit(1);
}
const answer = (await response.text()).trim();
if (response.status !== 202) {
  console.error(`The hub refused the publish request: ${response.status} ${answer}`);
  process.exit(1);
}
console.log(`Published ${topicPaths.join(', ')}: ${answer}`);
