import { getStore } from '@netlify/blobs';
import type { Config, Context } from '@netlify/functions';
import { createMcpHandler, type McpHandler } from '../../src/mcp/handler.ts';
import { getMcpData } from '../../src/mcp/instance-data.ts';
import { originPolicyFromEnv } from '../../src/mcp/http/origin-guard.ts';
import { createSessionStore } from '../../src/mcp/session-store.ts';

/** The MCP server (streamable HTTP). Sessions live in the "mcp-sessions" Blobs store; see src/mcp/handler.ts. */
let handler: McpHandler | undefined;

export default async (req: Request, context: Context) => {
  handler ??= createMcpHandler({
    // Strong consistency: a session created through one edge node must be visible to the next request at once.
    sessions: createSessionStore(getStore({ name: 'mcp-sessions', consistency: 'strong' })),
    origins: originPolicyFromEnv(),
    data: getMcpData,
  });
  return handler(req, { waitUntil: (work) => context.waitUntil(work) });
};

export const config: Config = {
  path: '/mcp',
  // Bounds how fast one client can create sessions (and so Blobs entries); expired ones are swept. Not enforced by
  // netlify dev.
  rateLimit: { windowLimit: 300, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
