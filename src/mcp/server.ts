import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { toolAnnotations, toolDefinitions } from './tool-definitions.ts';
import type { DatasetResource } from './resources.ts';
import { ToolError, type ToolContext } from './tools/define.ts';
import { tools } from './tools/index.ts';

export const SERVER_INFO = { name: 'summit-ridge-reviews', title: 'Verified customer reviews', version: '1.0.0' } as const;

const INSTRUCTIONS =
  'Read-only access to the verified customer reviews of one roofing business. Start with get_business (ids of ' +
  'technicians, services and service areas) or get_rating_summary; find reviews with search_reviews; ' +
  'list_aspects, get_faq and get_summary give the sentiment analysis.';

/**
 * A fresh MCP server with every tool and the dataset resources. Built per request: the serverless function keeps no
 * protocol state between requests (sessions live in Blobs), and building it costs microseconds.
 */
let definitions: Tool[] | undefined;

export function createMcpServer(context: ToolContext, resources: readonly DatasetResource[]): McpServer {
  const server = new McpServer(SERVER_INFO, { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS });
  for (const tool of tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: toolAnnotations(tool),
      },
      (args: unknown) => {
        try {
          const result = tool.run(args as never, context) as Record<string, unknown>;
          return { content: [{ type: 'text' as const, text: tool.render(result as never, context) }], structuredContent: result };
        } catch (error) {
          if (error instanceof ToolError) return { content: [{ type: 'text' as const, text: error.message }], isError: true };
          // Anything else is our fault (e.g. a missing or invalid bundled file): logged in full, not shown to clients.
          console.error(`mcp: ${tool.name} failed`, error);
          return { content: [{ type: 'text' as const, text: `Internal error: ${tool.name} could not answer; try again later.` }], isError: true };
        }
      },
    );
  }
  // The SDK would convert every schema on every tools/list; ours are static, so the list is derived once.
  definitions ??= toolDefinitions(tools);
  const list = definitions;
  server.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: list }));
  for (const resource of resources) {
    server.registerResource(
      resource.name,
      resource.uri,
      { title: resource.title, description: resource.description, mimeType: 'application/json' },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: resource.text() }] }),
    );
  }
  return server;
}
