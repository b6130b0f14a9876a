import { getStore } from '@netlify/blobs';
import type { Context } from '@netlify/functions';
import { createMcpHandler, type McpHandler } from '../../src/mcp/handler.ts';
import { mcpDataFromFiles } from '../../src/mcp/instance-data.ts';
import { originPolicyFromEnv } from '../../src/mcp/http/origin-guard.ts';
import { createSessionStore } from '../../src/mcp/session-store.ts';
import type { FunctionConfig } from '../../src/netlify-function-config.ts';

/**
 * The MCP server (streamable HTTP). Sessions live in the "mcp-sessions" Blobs store; see src/mcp/handler.ts.
 * The reviews come from the binary index the build wrote for the query functions (REVIEW_INDEX_FILE), the insights
 * from what the build kept of /insights.json for the tools (MCP_INSIGHTS_FILE), the feed resource from the published
 * /api/feed.json: all
 * shipped in this function's bundle by `includedFiles` and read relative to this file, never computed here.
 */
const data = mcpDataFromFiles({
  reviewIndex: new URL('../../.netlify/reviews-index/reviews-index.bin', import.meta.url),
  insights: new URL('../../.netlify/mcp-data/insights.json', import.meta.url),
  feed: new URL('../../dist/api/feed.json', import.meta.url),
});

let handler: McpHandler | undefined;

export default async (req: Request, context: Context) => {
  handler ??= createMcpHandler({
    // Strong consistency: a session created through one edge node must be visible to the next request at once.
    sessions: createSessionStore(getStore({ name: 'mcp-sessions', consistency: 'strong' })),
    origins: originPolicyFromEnv(process.env, context.deploy?.context),
    data,
  });
  return handler(req, { waitUntil: (work) => context.waitUntil(work) });
};

// A literal object: Netlify reads it statically.
export const config: FunctionConfig = {
  path: '/mcp',
  includedFiles: ['.netlify/reviews-index/reviews-index.bin', '.netlify/mcp-data/insights.json', 'dist/api/feed.json'],
  // Bounds how fast one client can create sessions (and so Blobs entries); expired ones are swept. Not enforced by
  // netlify dev.
  rateLimit: { windowLimit: 300, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
