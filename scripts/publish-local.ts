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
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { topicPaths } from '../src/site.ts';

const site = (process.env.SITE_URL ?? 'http://localhost:8888').replace(/\/+$/, '');
const root = process.cwd();
const dist = join(root, 'dist');

/**
 * The build runs in a staging folder (the project linked into .tmp/publish-build) and its dist/ is then copied over
 * the served one: an Astro build in place would touch .netlify/v1/functions, and netlify dev (CLI 27) answers a
 * change there by unloading every function of netlify/functions until it restarts.
 */
const staging = join(root, '.tmp', 'publish-build');
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
const notLinked = new Set(['dist', '.netlify', '.astro', '.tmp', '.git']);
for (const entry of readdirSync(root)) {
  if (!notLinked.has(entry)) symlinkSync(join(root, entry), join(staging, entry));
}

console.log(`Rebuilding the site for ${site} ...`);
const build = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build'], {
  cwd: staging,
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: site, ASTRO_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) {
  console.error('The build failed: nothing was published.');
  process.exit(build.status ?? 1);
}

// Swap the new files in; files the new build no longer has are removed.
const built = join(staging, 'dist');
const listFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
const fresh = new Set(listFiles(built));
cpSync(built, dist, { recursive: true, force: true });
if (existsSync(dist)) for (const file of listFiles(dist)) if (!fresh.has(file)) rmSync(resolve(dist, file));
rmSync(staging, { recursive: true, force: true });

const form = new URLSearchParams({ 'hub.mode': 'publish' });
for (const path of topicPaths) form.append('hub.url', `${site}${path}`);
let response: Response;
try {
  response = await fetch(`${site}/api/websub/hub`, { method: 'POST', body: form, signal: AbortSignal.timeout(15_000) });
} catch (error) {
  console.error(`Could not reach the local hub at ${site}/api/websub/hub (is \`npm start\` running?): ${(error as Error).message}`);
  process.exit(1);
}
const answer = (await response.text()).trim();
if (response.status !== 202) {
  console.error(`The hub refused the publish request: ${response.status} ${answer}`);
  process.exit(1);
}
console.log(`Published ${topicPaths.join(', ')}: ${answer}`);
