import {
  CallToolRequestSchema, ListResourcesRequestSchema, ListResourceTemplatesRequestSchema, ListToolsRequestSchema,
  PingRequestSchema, ReadResourceRequestSchema, type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';

/**
 * The SDK answers a request whose params do not fit its method with -32603 Internal error (its schema check throws
 * a plain ZodError). JSON-RPC says -32602 Invalid params, so the methods this server offers are checked first.
 */
const schemas: Record<string, z.ZodType> = {
  'ping': PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
  'resources/list': ListResourcesRequestSchema,
  'resources/read': ReadResourceRequestSchema,
  'resources/templates/list': ListResourceTemplatesRequestSchema,
};

export interface InvalidParams {
  id: string | number;
  message: string;
}

/** The first request whose params are invalid for its method, or null. */
export function findInvalidParams(messages: readonly JSONRPCMessage[]): InvalidParams | null {
  for (const message of messages) {
    if (!('method' in message) || !('id' in message)) continue;
    const schema = schemas[message.method];
    if (!schema) continue;
    const parsed = schema.safeParse(message);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.filter((p) => p !== 'params').join('.');
      return { id: message.id, message: `Invalid params for ${message.method}: ${path ? `${path}: ` : ''}${issue.message}` };
    }
  }
  return null;
}
