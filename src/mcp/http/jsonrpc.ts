import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** JSON-RPC 2.0 error codes used at the HTTP layer (the SDK's server answers -32601/-32602 itself). */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
/** Implementation-defined server errors, as the SDK's own transport uses them. */
export const SERVER_ERROR = -32000;
export const SESSION_NOT_FOUND = -32001;
/** MCP's code for a resources/read of a URI the server does not have (specification, "Resources", error handling). */
export const RESOURCE_NOT_FOUND = -32002;
/** Ours (implementation-defined range): a resource too large for one answer; its data names the URL to download. */
export const RESOURCE_TOO_LARGE = -32003;

/**
 * A JSON-RPC error the SDK passes on as it is: it sends a thrown error's `code`, `message` and `data`. (The SDK's
 * McpError would put "MCP error <code>: " in front of the message, which the SDK's client then prefixes once more.)
 */
export class JsonRpcError extends Error {
  readonly code: number;
  readonly data: Record<string, unknown> | undefined;
  constructor(code: number, message: string, data?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

type Id = string | number | null;

/** A JSON-RPC error as an HTTP response (the transport specification pairs them with 4xx statuses). */
export function jsonRpcErrorResponse(
  status: number,
  code: number,
  message: string,
  id: Id = null,
  headers: HeadersInit = {},
): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id }), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  });
}

const idOf = (value: unknown): Id => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? id : null;
};

export type ParsedMessages = { ok: true; messages: JSONRPCMessage[]; raw: unknown } | { ok: false; response: Response };

/** Parses a POST body into JSON-RPC messages: -32700 for text that is not JSON, -32600 for JSON that is not JSON-RPC. */
export function parseMessages(text: string): ParsedMessages {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonRpcErrorResponse(400, PARSE_ERROR, 'Parse error: the body is not valid JSON') };
  }
  const items = Array.isArray(raw) ? raw : [raw];
  if (items.length === 0) {
    return { ok: false, response: jsonRpcErrorResponse(400, INVALID_REQUEST, 'Invalid Request: empty batch') };
  }
  const messages: JSONRPCMessage[] = [];
  for (const item of items) {
    const parsed = JSONRPCMessageSchema.safeParse(item);
    if (!parsed.success) {
      return {
        ok: false,
        response: jsonRpcErrorResponse(
          400,
          INVALID_REQUEST,
          'Invalid Request: expected a JSON-RPC 2.0 object with "jsonrpc": "2.0" and a string "method" (or a response with "result" or "error")',
          idOf(item),
        ),
      };
    }
    messages.push(parsed.data);
  }
  return { ok: true, messages, raw };
}

/**
 * A JSON-RPC error answering a request that reached the server: 200, in the form the client negotiated (a JSON body
 * or one `message` event), as the SDK's transport answers the errors it produces itself.
 */
export function jsonRpcErrorReply(
  format: 'json' | 'sse',
  code: number,
  message: string,
  id: Id,
  headers: Record<string, string>,
): Response {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id });
  return format === 'json'
    ? new Response(body, { status: 200, headers: { ...headers, 'Content-Type': 'application/json' } })
    : new Response(`event: message\ndata: ${body}\n\n`, {
        status: 200,
        headers: { ...headers, 'Content-Type': 'text/event-stream' },
      });
}
