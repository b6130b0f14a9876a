import type { Config } from '@netlify/functions';

/**
 * What a Netlify function's in-source `config` may hold, as its type annotation: Netlify's `Config`, plus `includedFiles`,
 * which Netlify's bundler reads from in-source config (zip-it-and-ship-it, runtimes/node/in_source_config) but the
 * `Config` type of @netlify/functions 6.0.0 does not list.
 */
export type FunctionConfig = Config & { includedFiles?: string[] };
