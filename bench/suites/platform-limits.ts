import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { buildJsonFeed } from '../../src/artifacts/json-feed.ts';
import { FUNCTION_LIMITS, LIMIT_HEADROOM } from '../../src/build/function-limits.ts';
import { buildInsights } from '../../src/insights/build-insights.ts';
import { loadEditorialSummary } from '../../src/insights/editorial.ts';
import { MCP_INSIGHTS_FILE, mcpInsightsFile } from '../../src/mcp/insights-source.ts';
import { ANSWER_BYTES } from '../../src/mcp/limits.ts';
import { REVIEW_INDEX_FILE } from '../../src/query/compact-index.ts';
import { defaultSettings } from '../../src/websub/settings.ts';
import { bundleFunction } from '../../tests/support/netlify-bundler.ts';
import { benchData } from '../support/datasets.ts';
import { largestHubJobs } from '../support/hub-jobs.ts';
import { MCP_URL, mcpMix, serveMcp } from '../support/mcp-instance.ts';
import { EVERY_TEXT_CHECKED, QUERY_MIX, queryString } from '../support/query-mix.ts';
import { check, type BenchRow, type BenchSuite, type TargetCheck } from '../suite.ts';

const QUERY_FUNCTIONS = [
  {
    name: 'reviews-search',
    requests: [...QUERY_MIX, { query: EVERY_TEXT_CHECKED }].map(
      (p) => `/api/reviews/search?${queryString({ ...p, limit: 100 })}`,
    ),
  },
  { name: 'reviews-since', requests: ['/api/reviews/since/2020-01-01?limit=500', '/api/reviews/since/2025-01-01'] },
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/** Unzipped bytes, and zipped bytes as a zip of deflated entries holds them (deflate per file plus entry headers). */
function bundleSizes(dir: string): { unzipped: number; zipped: number } {
  let unzipped = 0;
  let zipped = 22;
  for (const file of files(dir)) {
    const body = readFileSync(file);
    const name = Buffer.byteLength(file.slice(dir.length + 1));
    unzipped += body.length;
    zipped += Math.min(body.length, deflateRawSync(body).length) + 30 + 46 + 2 * name;
  }
  return { unzipped, zipped };
}

/** A fresh Node process loads the bundled function, serves `requests` in order, and reports its peak RSS and the largest body. */
function serve(module: string, requests: readonly string[]): { peakRss: number; largestBody: number } {
  const script = `
    const { default: handler } = await import(${JSON.stringify(pathToFileURL(module).href)});
    let peakRss = process.memoryUsage().rss, largestBody = 0;
    for (let round = 0; round < 3; round++) for (const path of ${JSON.stringify(requests)}) {
      const response = await handler(new Request('http://localhost' + path), {});
      largestBody = Math.max(largestBody, (await response.arrayBuffer()).byteLength);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    console.log(JSON.stringify({ peakRss, largestBody }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: tmpdir(),
      encoding: 'utf8',
      maxBuffer: 1e8,
    }),
  );
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const within = (value: number, limit: number) => value <= limit * (1 - LIMIT_HEADROOM);

export const platformLimits: BenchSuite = {
  name: 'platform-limits',
  title: "Netlify's limits: bundles, responses, memory",
  description:
    "Each query function and the MCP function bundled by Netlify's bundler with the data files of the size inside " +
    '(the binary review index; for MCP also its insights file and the feed), against the documented limits with 20 % headroom ' +
    '(docs/benchmarks.md, "Netlify\'s limits"): unzipped bytes, zipped bytes (deflate per file plus zip entry headers, ' +
    'as a zip holds them), and for the query functions a fresh process serving the query mix and a phrase checked ' +
    'against nearly every review text (limit 100) and the ' +
    'largest since pages three times, and for MCP a fresh process serving every tool with its largest arguments and ' +
    'every resource read three times in one session (sessions in a local Blobs server): peak RSS against 512 MB and ' +
    'the largest response body against the 6 MB buffered limit; and the largest bodies the hub sends its ' +
    'background function (a delivery batch, a verification at the longest its schemas allow) against 256 KB.',
  async run(sizes) {
    const out = mkdtempSync(join(tmpdir(), 'bench-platform-limits-'));
    const rows: BenchRow[] = [];
    const targets: TargetCheck[] = [];
    try {
      const bundles = [];
      for (const name of [...QUERY_FUNCTIONS.map((f) => f.name), 'mcp']) {
        bundles.push({ name, bundle: await bundleFunction(`netlify/functions/${name}.ts`, join(out, name)) });
      }
      for (const size of sizes) {
        const { compact, dataset } = benchData(size);
        const insights = JSON.stringify(buildInsights(dataset, loadEditorialSummary()));
        for (const { name, bundle } of bundles) {
          const put = (file: string, body: string | Buffer) => {
            mkdirSync(dirname(join(bundle.path, file)), { recursive: true });
            writeFileSync(join(bundle.path, file), body);
          };
          put(REVIEW_INDEX_FILE, compact);
          if (name === 'mcp') {
            put(MCP_INSIGHTS_FILE, mcpInsightsFile(insights, ANSWER_BYTES));
            put('dist/api/feed.json', JSON.stringify(buildJsonFeed(dataset, new URL(MCP_URL).origin)));
          }
          const { unzipped, zipped } = bundleSizes(bundle.path);
          const row: BenchRow = { reviews: size, function: name, 'unzipped MB': mb(unzipped), 'zipped MB': mb(zipped) };
          const bundleOk =
            within(unzipped, FUNCTION_LIMITS.unzippedBytes) && within(zipped, FUNCTION_LIMITS.zippedBytes);
          if (size === Math.max(...sizes)) {
            targets.push(
              check(
                `${name} bundle within limits with 20 % headroom at ${size} reviews`,
                `${mb(zipped)} MB zipped of ${mb(FUNCTION_LIMITS.zippedBytes)}, ${mb(unzipped)} MB unzipped of ${mb(FUNCTION_LIMITS.unzippedBytes)}`,
                bundleOk,
              ),
            );
          }
          const query = QUERY_FUNCTIONS.find((f) => f.name === name);
          const module = join(bundle.path, 'netlify/functions', `${name}.mjs`);
          const { peakRss, largestBody } = query
            ? serve(module, query.requests)
            : serveMcp(module, mcpMix(dataset, insights));
          row['peak RSS MB'] = mb(peakRss);
          row['largest response MB'] = mb(largestBody);
          if (size === Math.max(...sizes)) {
            targets.push(
              check(`${name} instance memory < 512 MB at ${size} reviews`, `${mb(peakRss)} MB`, peakRss < 512e6),
            );
            targets.push(
              check(
                `${name} largest response within 6 MB with 20 % headroom at ${size} reviews`,
                `${mb(largestBody)} MB`,
                within(largestBody, FUNCTION_LIMITS.bufferedPayloadBytes),
              ),
            );
          }
          rows.push(row);
        }
      }
      const jobs = largestHubJobs();
      targets.push(
        check(
          'hub background payload within 256 KB with 20 % headroom',
          `${(jobs.deliver / 1000).toFixed(1)} KB (a delivery batch of ${defaultSettings.batchSize} keys), ` +
            `${(jobs.verify / 1000).toFixed(1)} KB (a verification at the schema's longest)`,
          within(Math.max(jobs.deliver, jobs.verify), FUNCTION_LIMITS.backgroundPayloadBytes),
        ),
      );
      return { rows, targets };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
};
