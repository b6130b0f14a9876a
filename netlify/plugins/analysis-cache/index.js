/**
 * Keeps the build's analysis cache (src/insights/analysis-cache.ts) and the compiled language model beside it
 * (src/build/model-cache.ts) between Netlify builds with Netlify's cache utility: restored before `npm run build`,
 * which then analyses only the reviews it has not seen, with the model it need not compile again, and saved after a
 * build that succeeded. The files are the ones scripts/build.ts uses: ANALYSIS_CACHE, else .cache/analyses.v8, and
 * the same name with `.model` added; none with ANALYSIS_CACHE=off. Plain JavaScript: Netlify Build may load plugins
 * with a Node that does not read TypeScript, so this repeats the rules of src/build/analysis-cache-file.ts and
 * src/build/model-cache.ts; tests/unit/build/analysis-cache-plugin.test.ts checks that they agree.
 */
const cacheFiles = () => {
  const setting = process.env.ANALYSIS_CACHE;
  if (setting === 'off') return [];
  const file = setting || '.cache/analyses.v8';
  return [file, `${file}.model`];
};

export const onPreBuild = async ({ utils }) => {
  const files = cacheFiles();
  if (!files.length) return;
  for (const file of files) {
    if (await utils.cache.restore(file)) console.log(`Analysis cache: restored ${file} from an earlier build.`);
    else console.log(`Analysis cache: no ${file} from an earlier build; made anew.`);
  }
};

export const onPostBuild = async ({ utils }) => {
  for (const file of cacheFiles())
    if (await utils.cache.save(file)) console.log(`Analysis cache: saved ${file} for the next build.`);
};
