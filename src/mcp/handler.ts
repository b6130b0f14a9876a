import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  InitializeRequestSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import { negotiateResponseFormat } from './http/accept.ts';
import { readBoundedBody } from '../http/bounded-body.ts';
import { MAX_BODY_BYTES } from './http/body.ts';
import {
  INTERNAL_ERROR,
  INVALID_PARAMS,
  INVALID_REQUEST,
  jsonRpcErrorReply,
  jsonRpcErrorResponse,
  parseMessages,
  SERVER_ERROR,
  SESSION_NOT_FOUND,
} from './http/jsonrpc.ts';
import { findRequestError, type Offered } from './http/params.ts';
import { ANSWER_BYTES, MAX_BATCH_MESSAGES, NO_BATCH_SINCE_VERSION } from './limits.ts';
import { rebindingViolation, type OriginPolicy } from './http/origin-guard.ts';
import type { DatasetResource } from './resources.ts';
import { createMcpServer } from './server.ts';
import type { SessionStore } from './session-store.ts';
import type { ToolContext } from './tools/define.ts';
import { tools } from './tools/index.ts';

/**
 * POST /mcp and DELETE /mcp: the streamable HTTP transport of MCP, for a serverless function.
 *
 * Each request builds a fresh server and a stateless SDK transport; the session layer is ours and lives in Blobs,
 * so any instance, cold or warm, continues a session another one started. Order of checks: Origin/Host (403),
 * method (405), Accept (406), Content-Type (415), size (413), JSON (-32700), JSON-RPC shape (-32600), then the
 * session (400 without Mcp-Session-Id, 404 for an unknown, expired or deleted one), MCP-Protocol-Version (400),
 * batches (400 with -32600 from protocol version 2025-06-18 on, which removed them; at most MAX_BATCH_MESSAGES before),
 * and the params of the methods we serve (-32602; -32002 for an unknown resource).
 */
export interface McpHandlerOptions {
  sessions: SessionStore;
  origins: OriginPolicy;
  /** Tool context and resources, loaded once per instance by the caller. */
  data: () => { context: ToolContext; resources: readonly DatasetResource[] };
  /** Sweep expired sessions at most this often per instance (ms); by default after every initialize, so that
   * sweeping keeps pace with session creation at any rate. */
  sweepEveryMs?: number;
}

const SESSION_HEADER = 'mcp-session-id';
const NO_STORE = { 'Cache-Control': 'no-store' };

function protocolVersionError(headers: Headers): Response | null {
  const version = headers.get('mcp-protocol-version');
  if (version === null || SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return null;
  return jsonRpcErrorResponse(
    400,
    SERVER_ERROR,
    `Bad Request: unsupported MCP-Protocol-Version "${version}" (supported: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
  );
}

const missingSession = () =>
  jsonRpcErrorResponse(400, SERVER_ERROR, 'Bad Request: Mcp-Session-Id header is required (send initialize first)');
const unknownSession = () =>
  jsonRpcErrorResponse(
    404,
    SESSION_NOT_FOUND,
    'Session not found: it expired or was ended; send initialize to start a new one',
  );

export interface RequestExtras {
  /** Keeps the instance alive for work after the response (Netlify's context.waitUntil). */
  waitUntil?: (work: Promise<unknown>) => void;
}

export type McpHandler = (req: Request, extras?: RequestExtras) => Promise<Response>;

/**
 * MCP 2025-06-18 removed JSON-RPC batching; before it, a batch is allowed but bounded, since its answers add up (100
 * calls of 12 KB once made a 45 MB answer).
 */
function batchRefusal(protocolVersion: string, length: number): Response | null {
  if (protocolVersion >= NO_BATCH_SINCE_VERSION) {
    return jsonRpcErrorResponse(
      400,
      INVALID_REQUEST,
      `Invalid Request: JSON-RPC batches (arrays) are not part of MCP since ${NO_BATCH_SINCE_VERSION}, and this ` +
        `session speaks ${protocolVersion}: send one message per request`,
    );
  }
  if (length > MAX_BATCH_MESSAGES) {
    return jsonRpcErrorResponse(
      400,
      INVALID_REQUEST,
      `Invalid Request: a batch may hold at most ${MAX_BATCH_MESSAGES} messages (got ${length})`,
    );
  }
  return null;
}

export function createMcpHandler(options: McpHandlerOptions): McpHandler {
  let offeredCache: Offered | undefined;
  const offered = () =>
    (offeredCache ??= {
      tools: new Set(tools.map((tool) => tool.name)),
      resources: new Set(options.data().resources.map((resource) => resource.uri)),
    });
  let lastSweep = 0;
  const sweepEvery = options.sweepEveryMs ?? 0;
  /** Expired sessions are removed after an initialize response, at most once per sweepEvery per instance. */
  const sweepSoon = (extras: RequestExtras) => {
    if (Date.now() - lastSweep < sweepEvery) return;
    lastSweep = Date.now();
    extras.waitUntil?.(options.sessions.sweep().catch((error) => console.error('mcp: session sweep failed', error)));
  };

  async function handleDelete(req: Request): Promise<Response> {
    const id = req.headers.get(SESSION_HEADER);
    if (!id) return missingSession();
    const versionError = protocolVersionError(req.headers);
    if (versionError) return versionError;
    if (!(await options.sessions.delete(id))) return unknownSession();
    return new Response(null, { status: 204, headers: NO_STORE });
  }

  async function handlePost(req: Request, extras: RequestExtras): Promise<Response> {
    const format = negotiateResponseFormat(req.headers.get('accept'));
    if (!format) {
      return jsonRpcErrorResponse(406, SERVER_ERROR, 'Not Acceptable: accept application/json or text/event-stream');
    }
    const contentType = req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/json') {
      return jsonRpcErrorResponse(415, SERVER_ERROR, 'Unsupported Media Type: Content-Type must be application/json');
    }
    const body = await readBoundedBody(req, MAX_BODY_BYTES);
    if (body === null) {
      return jsonRpcErrorResponse(413, INVALID_REQUEST, `Request body too large: at most ${MAX_BODY_BYTES} bytes`);
    }
    const parsed = parseMessages(body);
    if (!parsed.ok) return parsed.response;
    const { messages } = parsed;

    const initialize = messages.find(
      (m): m is Extract<JSONRPCMessage, { method: string }> => 'method' in m && m.method === 'initialize',
    );
    let sessionId: string;
    if (initialize) {
      const id = 'id' in initialize ? initialize.id : null;
      if (messages.length > 1)
        return jsonRpcErrorResponse(400, INVALID_REQUEST, 'Invalid Request: initialize must be sent alone', id);
      // A notification gets no answer, so a session it created could never be used: only a request starts one.
      if (!('id' in initialize)) {
        return jsonRpcErrorResponse(
          400,
          INVALID_REQUEST,
          'Invalid Request: initialize must be a request, with an "id"',
        );
      }
      const init = InitializeRequestSchema.safeParse(initialize);
      if (!init.success) {
        const issue = init.error.issues[0];
        return jsonRpcErrorReply(
          format,
          INVALID_PARAMS,
          `Invalid params for initialize: ${issue?.path.join('.') || 'params'}: ${issue?.message ?? 'invalid'}`,
          id,
          NO_STORE,
        );
      }
      if (Array.isArray(parsed.raw)) {
        const batchError = batchRefusal(init.data.params.protocolVersion, messages.length);
        if (batchError) return batchError;
      }
      const created = await options.sessions.create({
        protocolVersion: init.data.params.protocolVersion,
        client: { name: init.data.params.clientInfo.name, version: init.data.params.clientInfo.version },
      });
      sweepSoon(extras);
      if (created === null) {
        return jsonRpcErrorResponse(
          503,
          SERVER_ERROR,
          'Service Unavailable: too many open sessions; try again in a minute',
          id,
          { 'Retry-After': '60' },
        );
      }
      sessionId = created;
    } else {
      const id = req.headers.get(SESSION_HEADER);
      if (!id) return missingSession();
      const versionError = protocolVersionError(req.headers);
      if (versionError) return versionError;
      const session = await options.sessions.get(id);
      if (!session) return unknownSession();
      sessionId = id;
      if (Array.isArray(parsed.raw)) {
        const batchError = batchRefusal(
          req.headers.get('mcp-protocol-version') ?? session.protocol_version,
          messages.length,
        );
        if (batchError) return batchError;
      }
      const invalid = findRequestError(messages, offered());
      if (invalid) {
        return jsonRpcErrorReply(format, invalid.code, invalid.message, invalid.id, {
          'Mcp-Session-Id': id,
          ...NO_STORE,
        });
      }
    }

    const { context, resources } = options.data();
    // The requests of a batch share one answer's budget, so that the whole response stays below Netlify's limit.
    const requests = messages.filter((m) => 'method' in m && 'id' in m).length;
    const server = createMcpServer(context, resources, Math.floor(ANSWER_BYTES / Math.max(1, requests)));
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: format === 'json',
      keepAliveMs: 0,
    });
    await server.connect(transport);
    // The SDK transport insists on both types in Accept; the choice was made above, so hand it a request that says so.
    const headers = new Headers(req.headers);
    headers.set('accept', 'application/json, text/event-stream');
    const response = await transport.handleRequest(new Request(req.url, { method: 'POST', headers }), {
      parsedBody: parsed.raw,
    });
    if (format === 'json') await server.close();
    const out = new Headers(response.headers);
    out.set('Mcp-Session-Id', sessionId);
    out.set('Cache-Control', 'no-store');
    return new Response(response.body, { status: response.status, headers: out });
  }

  return async (req, extras = {}) => {
    try {
      const violation = rebindingViolation(req.headers, options.origins, req.url);
      if (violation) return jsonRpcErrorResponse(403, SERVER_ERROR, violation);
      if (req.method === 'POST') return await handlePost(req, extras);
      if (req.method === 'DELETE') return await handleDelete(req);
      return jsonRpcErrorResponse(
        405,
        SERVER_ERROR,
        `Method Not Allowed: ${req.method}. POST JSON-RPC messages; DELETE ends a session; this server offers no GET stream`,
        null,
        { Allow: 'POST, DELETE' },
      );
    } catch (error) {
      console.error('mcp: request failed', error);
      return jsonRpcErrorResponse(500, INTERNAL_ERROR, 'Internal error');
    }
  };
}
