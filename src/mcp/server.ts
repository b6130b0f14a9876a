import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { JsonRpcError, RESOURCE_TOO_LARGE } from './http/jsonrpc.ts';
import { answerBytesOf } from './limits.ts';
import type { DatasetResource } from './resources.ts';
import type { ToolContext } from './tools/define.ts';
import { tools } from './tools/index.ts';

export const SERVER_INFO = {
  name: 'summit-ridge-reviews',
  title: 'Verified customer reviews',
  version: '1.0.0',
} as const;

const INSTRUCTIONS =
  'Read-only access to the verified customer reviews of one roofing business. Start with get_business (ids of ' +
  'technicians, services and service areas) or get_rating_summary; find reviews with search_reviews; ' +
  'list_aspects, get_faq and get_summary give the sentiment analysis.';

/**
 * A fresh MCP server with every tool and the dataset resources. Built per request: the serverless function keeps no
 * protocol state between requests (sessions live in Blobs), and building it costs microseconds. No tool or
 * resource result may pass `answerBytes` (src/mcp/limits.ts).
 */
export function createMcpServer(
  context: ToolContext,
  resources: readonly DatasetResource[],
  answerBytes: number,
): McpServer {
  const server = new McpServer(SERVER_INFO, { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS });
  for (const tool of tools) tool.register(server, context, answerBytes);
  for (const resource of resources) {
    server.registerResource(
      resource.name,
      resource.uri,
      { title: resource.title, description: resource.description, mimeType: 'application/json' },
      (uri) => {
        // A size known beforehand spares making a text that could not be sent anyway (escaping only adds bytes).
        const known = resource.bytes?.();
        const text = known !== undefined && known > answerBytes ? null : resource.text();
        const bytes = text === null ? known! : answerBytesOf(text);
        if (text === null || bytes > answerBytes) {
          throw new JsonRpcError(
            RESOURCE_TOO_LARGE,
            `Resource too large for one MCP answer: ${resource.uri} takes ${bytes} bytes or more as an answer, over the ` +
              `${answerBytes} bytes an answer may carry here. Download it over HTTP from ${resource.uri} (served by the ` +
              'CDN, with ETag and 304s).',
            { uri: uri.href, url: resource.uri, bytes, limit: answerBytes },
          );
        }
        return { contents: [{ uri: uri.href, mimeType: 'application/json', text }] };
      },
    );
  }
  // registerTool and registerResource advertise `listChanged: true`, but this server is built per request and sends
  // nothing on its own (no GET stream), so no list-changed notification can ever reach a client: say so.
  server.server.registerCapabilities({ tools: { listChanged: false }, resources: { listChanged: false } });
  return server;
}
