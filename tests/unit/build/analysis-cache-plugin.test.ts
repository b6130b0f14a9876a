import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bindOpts } from '@netlify/cache-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analysisCacheFile } from '../../../src/build/analysis-cache-file.ts';
import { modelCacheFileOf } from '../../../src/build/model-cache.ts';

/**
 * The Netlify build plugin is plain JavaScript (Netlify Build may run it on a Node that does not read TypeScript), so
 * it repeats the rule of src/build/analysis-cache-file.ts for which file ANALYSIS_CACHE names. Here the plugin's hooks
 * run with Netlify's own cache utility (the one `netlify build` hands them), and must keep exactly the file the build
 * reads and writes. tests/e2e/netlify-build-cache.test.ts runs the default through `netlify build` itself.
 */
interface NetlifyCache {
  cache: ReturnType<typeof bindOpts>;
}
const pluginPath = '../../../netlify/plugins/analysis-cache/index.js';
const plugin = (await import(pluginPath)) as {
  onPreBuild(options: { utils: NetlifyCache }): Promise<void>;
  onPostBuild(options: { utils: NetlifyCache }): Promise<void>;
};

let site: string;
let utils: NetlifyCache;
const cwd = process.cwd();
const setting = process.env.ANALYSIS_CACHE;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'cache-plugin-'));
  process.chdir(site);
  utils = { cache: bindOpts({ cacheDir: join(site, 'netlify-cache'), cwd: site }) };
});
afterEach(() => {
  process.chdir(cwd);
  if (setting === undefined) delete process.env.ANALYSIS_CACHE;
  else process.env.ANALYSIS_CACHE = setting;
  rmSync(site, { recursive: true, force: true });
});

describe('the analysis-cache build plugin keeps the file the build uses', () => {
  it.each([
    ['unset (the default)', undefined],
    ['a relative path', 'state/analyses.bin'],
    ['an absolute path', 'ABSOLUTE'],
  ])('ANALYSIS_CACHE %s: saved after a build, restored before the next', async (_, value) => {
    if (value === undefined) delete process.env.ANALYSIS_CACHE;
    else process.env.ANALYSIS_CACHE = value === 'ABSOLUTE' ? join(site, 'elsewhere', 'cache.v8') : value;
    const file = analysisCacheFile()!;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, 'the analyses of the last build');
    writeFileSync(modelCacheFileOf(file), 'the model it compiled');
    await plugin.onPostBuild({ utils });
    rmSync(file); // a fresh checkout
    rmSync(modelCacheFileOf(file));
    await plugin.onPreBuild({ utils });
    expect(readFileSync(file, 'utf8')).toBe('the analyses of the last build');
    expect(readFileSync(modelCacheFileOf(file), 'utf8')).toBe('the model it compiled');
  });

  it('ANALYSIS_CACHE=off: the build has no file, and the plugin keeps none', async () => {
    process.env.ANALYSIS_CACHE = 'off';
    expect(analysisCacheFile()).toBeUndefined();
    mkdirSync(join(site, '.cache'));
    writeFileSync(join(site, '.cache', 'analyses.v8'), 'not to be kept');
    writeFileSync(join(site, '.cache', 'analyses.v8.model'), 'nor this');
    writeFileSync(join(site, 'off'), 'not a path either');
    await plugin.onPostBuild({ utils });
    expect(await utils.cache.list({})).toEqual([]);
    rmSync(join(site, '.cache'), { recursive: true });
    rmSync(join(site, 'off'));
    await plugin.onPreBuild({ utils });
    expect(existsSync(join(site, '.cache'))).toBe(false);
    expect(existsSync(join(site, 'off'))).toBe(false);
  });
});
