import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { getInsightsDataset } from '../../../src/insights/build-insights.ts';
import { insightsFromFile } from '../../../src/mcp/insights-source.ts';
import { mcpDataFromFiles } from '../../../src/mcp/instance-data.ts';
import { serializeReviewIndex } from '../../../src/query/compact-index.ts';
import { buildReviewIndex } from '../../../src/query/review-index.ts';

/** The function's data comes from two build artifacts; here they are written from content/ as the build writes them. */
const dir = mkdtempSync(join(tmpdir(), 'mcp-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dataset = getReviewsDataset();
const insights = getInsightsDataset();
const reviewIndex = join(dir, 'reviews-index.json');
const insightsFile = join(dir, 'insights.json');
writeFileSync(reviewIndex, serializeReviewIndex(buildReviewIndex(dataset)));
writeFileSync(insightsFile, JSON.stringify(insights));

describe('the data the MCP function loads from its bundled files', () => {
  const data = mcpDataFromFiles({ reviewIndex, insights: insightsFile })();

  it('serves the reviews of the compact index and the insights of the published file', () => {
    expect(data.context.dataset).toEqual(dataset);
    const { per_review, ...served } = insights;
    expect(Object.keys(per_review)).toHaveLength(dataset.reviews.length);
    expect(data.context.insights()).toEqual(served);
  });

  it('serves the resources byte for byte as the site publishes them', () => {
    const text = (name: string) => data.resources.find((r) => r.name === name)!.text();
    expect(text('reviews')).toBe(JSON.stringify(dataset));
    expect(text('insights')).toBe(JSON.stringify(insights));
  });

  it('names the file and the problem when the insights file is not a valid insights dataset', () => {
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ ...insights, aspects: [{ id: 'cleanup' }] }));
    expect(() => insightsFromFile(broken).data()).toThrow(new RegExp(`${broken}[^]*aspects`));
    expect(() => insightsFromFile(join(dir, 'missing.json')).data()).toThrow(/ENOENT/);
  });
});
