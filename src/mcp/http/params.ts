import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  ReadResourceRequestSchema,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { INVALID_PARAMS, RESOURCE_NOT_FOUND } from './jsonrpc.ts';

/**
 * The SDK answers a request whose params do not fit its method with -32603 Internal error (its schema check throws
 * a plain ZodError). JSON-RPC says -32602 Invalid params, so the methods this server offers are checked first.
 */
const schemas: Record<string, z.ZodType> = {
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
  'resources/list': ListResourcesRequestSchema,
  'resources/read': ReadResourceRequestSchema,
  'resources/templates/list': ListResourceTemplatesRequestSchema,
};

/** What the server offers, so that requests naming something else are answered before the SDK sees them. */
export interface Offered {
  tools: ReadonlySet<string>;
  resources: ReadonlySet<string>;
}

export interface RequestError {
  id: string | number;
  code: number;
  message: string;
}

/**
 * What the SDK's McpServer cannot express itself: it turns a tools/call of an unknown tool into a tool result
 * (isError) where the specification asks for the protocol error -32602, and a resources/read of an unknown URI into
 * -32602 "MCP error -32602: Resource ... not found" where the specification names -32002 Resource not found.
 */
function unknownTarget(message: JSONRPCMessage, offered: Offered): Omit<RequestError, 'id'> | null {
  const call = CallToolRequestSchema.safeParse(message);
  if (call.success && !offered.tools.has(call.data.params.name)) {
    return {
      code: INVALID_PARAMS,
      message: `Unknown tool: "${call.data.params.name}". Tools: ${[...offered.tools].join(', ')}`,
    };
  }
  const read = ReadResourceRequestSchema.safeParse(message);
  if (read.success) {
    let uri: string;
    try {
      uri = new URL(read.data.params.uri).href;
    } catch {
      return {
        code: INVALID_PARAMS,
        message: `Invalid params for resources/read: uri "${read.data.params.uri}" is not a URI`,
      };
    }
    if (!offered.resources.has(uri)) {
      return {
        code: RESOURCE_NOT_FOUND,
        message: `Resource not found: ${read.data.params.uri}. Resources: ${[...offered.resources].join(', ')}`,
      };
    }
  }
  return null;
}

/** The first request whose params are invalid for its method or that names a tool or resource not offered, or null. */
export function findRequestError(messages: readonly JSONRPCMessage[], offered: Offered): RequestError | null {
  for (const message of messages) {
    if (!('method' in message) || !('id' in message)) continue;
    const schema = schemas[message.method];
    if (!schema) continue;
    const parsed = schema.safeParse(message);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.filter((p) => p !== 'params').join('.');
      return {
        id: message.id,
        code: INVALID_PARAMS,
        message: `Invalid params for ${message.method}: ${path ? `${path}: ` : ''}${issue.message}`,
      };
    }
    const unknown = unknownTarget(message, offered);
    if (unknown) return { id: message.id, ...unknown };
  }
  return null;
}
