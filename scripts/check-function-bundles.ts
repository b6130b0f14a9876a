/**
 * Run by `npm run build` after Astro: bundles every Netlify function the way a deploy does (Netlify's own bundler,
 * @netlify/zip-it-and-ship-it, as netlify-cli ships it) and fails the build when one is over Netlify's documented
 * limits, naming the function, its size and the limit, instead of a deploy failing later. Prints each function's size
 * against its limits. Limits and their sources: docs/benchmarks.md, "Netlify's limits".
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkBundle, FUNCTION_LIMITS, type BundleSize } from '../src/build/function-limits.ts';
import { netlifyBundler } from '../src/build/netlify-bundler.ts';

const root = process.cwd();
const out = join(root, '.netlify', 'function-bundle-check');

/** The unzipped size of a zip archive: the sum of its entries' uncompressed sizes, from the central directory. */
export function unzippedSize(zip: Buffer): number {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad zip central directory');
    total += zip.readUInt32LE(at + 24);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

export async function measureFunctionBundles(functionsDir = join(root, 'netlify', 'functions')): Promise<BundleSize[]> {
  const { zipFunction } = await netlifyBundler();
  rmSync(out, { recursive: true, force: true });
  const sizes: BundleSize[] = [];
  for (const file of readdirSync(functionsDir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const name = basename(file, '.ts');
    const options = { basePath: root, repositoryRoot: root, featureFlags: { zisi_functions_api_v2: true } };
    const zipped = await zipFunction(join(functionsDir, file), join(out, name), { ...options, archiveFormat: 'zip' });
    if (!zipped) throw new Error(`Netlify's bundler skipped ${file}`);
    sizes.push({
      name,
      zippedBytes: statSync(zipped.path).size,
      unzippedBytes: unzippedSize(readFileSync(zipped.path)),
    });
  }
  return sizes;
}

if (import.meta.main) {
  const sizes = await measureFunctionBundles();
  const problems = sizes.flatMap((size) => checkBundle(size));
  const mb = (bytes: number) => (bytes / 1_000_000).toFixed(2);
  for (const s of sizes) {
    console.log(
      `[function bundles] ${s.name}: ${mb(s.zippedBytes)} MB zipped (limit ${mb(FUNCTION_LIMITS.zippedBytes)} MB), ` +
        `${mb(s.unzippedBytes)} MB unzipped (limit ${mb(FUNCTION_LIMITS.unzippedBytes)} MB)`,
    );
  }
  if (problems.length > 0) {
    for (const p of problems) console.error(`[function bundles] ${p}`);
    process.exit(1);
  }
}
