/**
 * Synthetic reviews for the site's content folder, deterministic for the same arguments.
 *
 *   npx node scripts/content-generator/cli.ts --count N --seed S --out DIR [--from 2020-03-01 --to 2026-11-15]
 *                                             [--business content/business.json] [--vocabulary closed|open]
 *
 * `--vocabulary open` adds one open-vocabulary sentence to every text, as the benchmarks' data has (default closed:
 * the site's sample content).
 * Writes DIR/business.json (a copy of the business file; left alone when identical) and DIR/reviews/YYYY.json.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Business } from '../../src/schemas/business.ts';
import { DEFAULT_END, DEFAULT_START, generateReviews } from './generate.ts';
import { withVocabulary } from './open-vocabulary.ts';
import { writeContentDir } from './write.ts';

const here = dirname(fileURLToPath(import.meta.url));
const usage =
  'usage: npx node scripts/content-generator/cli.ts --count N --seed S --out DIR [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--business FILE] [--vocabulary closed|open]';

function main(): void {
  const { values } = parseArgs({
    options: {
      count: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string', default: DEFAULT_START },
      to: { type: 'string', default: DEFAULT_END },
      business: { type: 'string', default: join(here, '..', '..', 'content', 'business.json') },
      vocabulary: { type: 'string', default: 'closed' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!values.count || values.seed === undefined || !values.out) throw new Error(usage);
  if (!/^\d+$/.test(values.count)) throw new Error(`--count must be a non-negative integer: ${values.count}`);
  const vocabulary = values.vocabulary;
  if (vocabulary !== 'closed' && vocabulary !== 'open')
    throw new Error(`--vocabulary must be closed or open: ${vocabulary}`);
  const businessPath = resolve(values.business!);
  const business = JSON.parse(readFileSync(businessPath, 'utf8')) as Business;
  const started = performance.now();
  const reviews = withVocabulary(
    generateReviews({
      count: Number(values.count),
      seed: values.seed,
      startDate: values.from,
      endDate: values.to,
      business,
    }),
    vocabulary,
    values.seed,
  );
  const result = writeContentDir(resolve(values.out), reviews, businessPath);
  const ms = Math.round(performance.now() - started);
  for (const path of result.removed) console.error(`removed stale ${path}`);
  console.error(
    `${reviews.length} reviews, ${result.files.length} year files in ${join(values.out, 'reviews')}` +
      `${result.businessWritten ? ', business.json copied' : ''} (${ms} ms)`,
  );
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
