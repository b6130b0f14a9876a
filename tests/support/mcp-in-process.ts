import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { createMcpHandler, type McpHandler } from '../../src/mcp/handler.ts';
import { originPolicyFromEnv } from '../../src/mcp/http/origin-guard.ts';
import { getMcpData } from '../../src/mcp/instance-data.ts';
import { createSessionStore, type SessionBlobs } from '../../src/mcp/session-store.ts';

export const LOCAL_URL = 'http://localhost:8888/mcp';

/** A fresh handler instance over shared Blobs, as a new (cold) function instance would build it. */
export function mcpHandler(blobs: SessionBlobs): McpHandler {
  return createMcpHandler({
    sessions: createSessionStore(blobs),
    origins: originPolicyFromEnv({ SITE_URL: 'http://localhost:8888' }),
    data: getMcpData,
  });
}

/** fetch() that calls the handler directly, with the Host header a browser or client would send. */
export const fetchVia = (handler: McpHandler): FetchLike => async (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('host', new URL(input).host);
  return handler(new Request(input, { ...init, headers }));
};
