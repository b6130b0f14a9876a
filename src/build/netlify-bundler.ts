import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * Netlify's own function bundler (@netlify/zip-it-and-ship-it), in the version netlify-cli uses for `netlify dev`
 * and `netlify deploy --build`: what tests and benchmarks bundle with, so they see what a deploy ships.
 */
export interface BundledFunction {
  name: string;
  path: string;
  routes?: { pattern: string; methods: string[] }[];
  trafficRules?: unknown;
  inputs?: string[];
}

export async function netlifyBundler(): Promise<{
  zipFunction(source: string, target: string, options: Record<string, unknown>): Promise<BundledFunction | undefined>;
}> {
  const fromCli = createRequire(createRequire(import.meta.url).resolve('netlify-cli/package.json'));
  return import(pathToFileURL(fromCli.resolve('@netlify/zip-it-and-ship-it')).href);
}

/** Bundles one function file as a deploy would (unzipped, so its files can be inspected and run). */
export async function bundleFunction(
  source: string,
  target: string,
  projectRoot = process.cwd(),
): Promise<BundledFunction> {
  const { zipFunction } = await netlifyBundler();
  const bundled = await zipFunction(source, target, {
    archiveFormat: 'none',
    basePath: projectRoot,
    repositoryRoot: projectRoot,
    featureFlags: { zisi_functions_api_v2: true },
  });
  if (!bundled) throw new Error(`Netlify's bundler skipped ${source}`);
  return bundled;
}
