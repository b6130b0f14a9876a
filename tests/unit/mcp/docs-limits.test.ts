import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { ANSWER_BYTES, answerBytesOf, RESPONSE_BUDGET_BYTES } from '../../../src/mcp/limits.ts';
import { contentInsights } from '../../support/mcp-in-process.ts';

/** The answer bounds docs/mcp.md and docs/benchmarks.md state are the ones src/mcp/limits.ts enforces. */
const mcpDoc = readFileSync('docs/mcp.md', 'utf8').replace(/\s+/g, ' ');
const benchmarksDoc = readFileSync('docs/benchmarks.md', 'utf8').replace(/\s+/g, ' ');
const figure = (n: number) => n.toLocaleString('en-US');

describe('the MCP answer bounds in the docs', () => {
  it('are the enforced ones', () => {
    for (const doc of [mcpDoc, benchmarksDoc]) {
      expect(doc).toContain(`within ${figure(RESPONSE_BUDGET_BYTES)} bytes`);
      expect(doc).toContain(`${figure(ANSWER_BYTES)} bytes`);
    }
  });

  it('say at about how many reviews of the repository content each dataset stops fitting one answer', () => {
    const dataset = getReviewsDataset();
    const perReview = (json: string) => answerBytesOf(json) / dataset.reviews.length;
    const about = (bytesPerReview: number) => figure(Math.round(ANSWER_BYTES / bytesPerReview / 500) * 500);
    const reviews = about(perReview(JSON.stringify(dataset)));
    const insights = about(perReview(JSON.stringify(contentInsights())));
    expect(mcpDoc).toContain(
      `\`/reviews.json\` passes that size at about ${reviews} reviews and \`/insights.json\` at about ${insights}`,
    );
  });
});
