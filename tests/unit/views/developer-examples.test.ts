import { describe, expect, it } from 'vitest';
import { config as hubConfig } from '../../../netlify/functions/websub-hub.ts';
import { config as mcpConfig } from '../../../netlify/functions/mcp.ts';
import { config as searchConfig } from '../../../netlify/functions/reviews-search.ts';
import { config as sinceConfig } from '../../../netlify/functions/reviews-since.ts';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { createSearchHandler } from '../../../src/http/review-query-handlers.ts';
import { SEARCH_PARAMETER_NAMES } from '../../../src/http/search-query.ts';
import { tools } from '../../../src/mcp/tools/index.ts';
import { buildOpenApiDocument } from '../../../src/openapi/document.ts';
import { buildReviewIndex } from '../../../src/query/review-index.ts';
import { paths } from '../../../src/site.ts';
import {
  ERROR_EXAMPLE_QUERY,
  RATE_LIMIT_WINDOW_SECONDS,
  RATE_LIMITS,
  developerPage,
  errorExample,
  rateLimitSentence,
} from '../../../src/views/developer-examples.ts';

/** What /developers shows cannot drift from what is served. */
const page = developerPage('https://reviews.example');

describe('developers page data', () => {
  it('shows the error example as the search function answers it', async () => {
    const handler = createSearchHandler(buildReviewIndex(getReviewsDataset()));
    const response = await handler(new Request(`https://reviews.example${paths.search}?${ERROR_EXAMPLE_QUERY}`));
    expect(response.status).toBe(400);
    expect(JSON.parse(errorExample())).toEqual(await response.json());
    expect(page.examples.searchError).toContain(errorExample());
  });

  it('states the rate limits of the functions as configured', () => {
    const limits = {
      search: searchConfig.rateLimit,
      since: sinceConfig.rateLimit,
      mcp: mcpConfig.rateLimit,
      hub: hubConfig.rateLimit,
    };
    for (const [name, limit] of Object.entries(limits)) {
      expect(limit!.windowLimit, name).toBe(RATE_LIMITS[name as keyof typeof RATE_LIMITS]);
      expect(limit!.windowSize, name).toBe(RATE_LIMIT_WINDOW_SECONDS);
    }
    expect(rateLimitSentence()).toContain(`${RATE_LIMITS.mcp} MCP requests`);
  });

  it('lists the MCP tools tools/list lists, in its order', () => {
    expect(page.mcpTools.map(([name]) => name)).toEqual(tools.map((t) => t.name));
  });

  it('lists the search parameters the search function reads', () => {
    expect(page.searchParams.map(([name]) => name)).toEqual([...SEARCH_PARAMETER_NAMES]);
  });

  it('names only paths the OpenAPI document describes, or static files and protocol endpoints', () => {
    const documented = Object.keys((buildOpenApiDocument() as { paths: Record<string, unknown> }).paths);
    // Not REST JSON: the Atom feed, the text map for language models, the protocol endpoints, the document itself.
    const others = [paths.atomFeed, '/llms.txt', paths.mcp, paths.hub, paths.openapi];
    for (const endpoint of page.endpoints) {
      expect(documented.includes(endpoint.path) || others.includes(endpoint.path), endpoint.path).toBe(true);
    }
  });
});
