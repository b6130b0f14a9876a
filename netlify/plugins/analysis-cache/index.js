/**
 * Keeps the build's analysis cache (src/insights/analysis-cache.ts) between Netlify builds with Netlify's cache
 * utility: restored before `npm run build`, which then analyses only the reviews it has not seen, and saved after a
 * build that succeeded. The file is the one scripts/build.ts uses: ANALYSIS_CACHE, else .cache/analyses.v8; none with
 * ANALYSIS_CACHE=off. Plain JavaScript: Netlify Build may load plugins with a Node that does not read TypeScript, so
 * this repeats the rule of src/build/analysis-cache-file.ts; tests/unit/build/analysis-cache-plugin.test.ts checks
 * that the two agree.
 */
const cacheFile = () => {
  const setting = process.env.ANALYSIS_CACHE;
  return setting === 'off' ? undefined : setting || '.cache/analyses.v8';
};

export const onPreBuild = async ({ utils }) => {
  const file = cacheFile();
  if (!file) return;
  if (await utils.cache.restore(file)) console.log(`Analysis cache: restored ${file} from an earlier build.`);
  else console.log(`Analysis cache: none from an earlier build; every review is analysed.`);
};

export const onPostBuild = async ({ utils }) => {
  const file = cacheFile();
  if (file && (await utils.cache.save(file))) console.log(`Analysis cache: saved ${file} for the next build.`);
};
