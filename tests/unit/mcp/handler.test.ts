import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMcpHandler, type McpHandler } from '../../../src/mcp/handler.ts';
import { originPolicyFromEnv } from '../../../src/mcp/http/origin-guard.ts';
import { createSessionStore } from '../../../src/mcp/session-store.ts';
import { startBlobsSandbox, type BlobsSandbox } from '../../support/blobs-sandbox.ts';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { connectClient } from '../../support/mcp-client.ts';
import { contentMcpData, fetchVia, LOCAL_URL, mcpHandler } from '../../support/mcp-in-process.ts';

let sandbox: BlobsSandbox;
let handler: McpHandler;

beforeAll(async () => {
  sandbox = await startBlobsSandbox();
  handler = mcpHandler(sandbox.store('mcp-sessions'));
});
afterAll(() => sandbox.stop());

const JSON_ACCEPT = 'application/json, text/event-stream';
const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
};

function post(body: string | object, headers: Record<string, string> = {}): Promise<Response> {
  return handler(
    new Request(LOCAL_URL, {
      method: 'POST',
      headers: { host: 'localhost:8888', 'content-type': 'application/json', accept: JSON_ACCEPT, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function newSession(protocolVersion = '2025-11-25'): Promise<string> {
  const response = await post({ ...initialize, params: { ...initialize.params, protocolVersion } });
  expect(response.status).toBe(200);
  return response.headers.get('mcp-session-id')!;
}

async function rpcError(response: Response) {
  return ((await response.json()) as { error: { code: number; message: string } }).error;
}

describe('sessions', () => {
  it('initialize returns a random session id; requests without it get 400, with an unknown one 404', async () => {
    const [a, b] = [await newSession(), await newSession()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    const missing = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    expect(missing.status).toBe(400);
    expect((await rpcError(missing)).message).toMatch(/Mcp-Session-Id/);
    const unknown = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'mcp-session-id': 'A'.repeat(43) });
    expect(unknown.status).toBe(404);
  });

  it('DELETE ends the session; later requests get 404', async () => {
    const id = await newSession();
    const del = await handler(
      new Request(LOCAL_URL, { method: 'DELETE', headers: { host: 'localhost:8888', 'mcp-session-id': id } }),
    );
    expect(del.status).toBe(204);
    expect((await post({ jsonrpc: '2.0', id: 2, method: 'ping' }, { 'mcp-session-id': id })).status).toBe(404);
    const again = await handler(
      new Request(LOCAL_URL, { method: 'DELETE', headers: { host: 'localhost:8888', 'mcp-session-id': id } }),
    );
    expect(again.status).toBe(404);
  });

  it('a new handler instance over the same Blobs continues a session (nothing lives in memory)', async () => {
    const first = await connectClient(LOCAL_URL, { fetch: fetchVia(handler) });
    const cold = mcpHandler(sandbox.store('mcp-sessions'));
    const second = await connectClient(LOCAL_URL, { fetch: fetchVia(cold), sessionId: first.transport.sessionId });
    expect(second.transport.sessionId).toBe(first.transport.sessionId);
    const { tools } = await second.client.listTools();
    expect(tools).toHaveLength(12);
  });
});

describe('session sweeping', () => {
  it('initialize hands a sweep of expired sessions to waitUntil every time by default, or at most once per interval', async () => {
    for (const [sweepEveryMs, expected] of [
      [undefined, 2],
      [60_000, 1],
    ] as const) {
      const swept: Promise<unknown>[] = [];
      const sessions = createSessionStore(sandbox.store(`sweep-test-${expected}`));
      const sweeping = createMcpHandler({
        sessions,
        origins: originPolicyFromEnv({ SITE_URL: 'http://localhost:8888' }),
        data: contentMcpData,
        ...(sweepEveryMs ? { sweepEveryMs } : {}),
      });
      const init = () =>
        sweeping(
          new Request(LOCAL_URL, {
            method: 'POST',
            headers: { host: 'localhost:8888', 'content-type': 'application/json', accept: JSON_ACCEPT },
            body: JSON.stringify(initialize),
          }),
          { waitUntil: (work) => swept.push(work) },
        );
      expect((await init()).status).toBe(200);
      expect((await init()).status).toBe(200);
      expect(swept).toHaveLength(expected);
      expect(await swept[0]).toBe(0);
    }
  });

  it('a full session store answers initialize with 503 and Retry-After, and creates nothing', async () => {
    const blobs = sandbox.store('full-store');
    const full = createMcpHandler({
      sessions: createSessionStore(blobs, Date.now, 1),
      origins: originPolicyFromEnv({ SITE_URL: 'http://localhost:8888' }),
      data: contentMcpData,
    });
    const init = () =>
      full(
        new Request(LOCAL_URL, {
          method: 'POST',
          headers: { host: 'localhost:8888', 'content-type': 'application/json', accept: JSON_ACCEPT },
          body: JSON.stringify(initialize),
        }),
      );
    expect((await init()).status).toBe(200);
    const refused = await init();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('mcp-session-id')).toBeNull();
    expect((await blobs.list()).blobs.filter((b) => b.key.startsWith('sessions/'))).toHaveLength(1);
  });
});

describe('HTTP rules', () => {
  it('GET gets 405 naming the allowed methods (no server-initiated stream)', async () => {
    const response = await handler(
      new Request(LOCAL_URL, { headers: { host: 'localhost:8888', accept: 'text/event-stream' } }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, DELETE');
  });

  it('a foreign Origin or Host gets 403', async () => {
    expect((await post(initialize, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(initialize, { host: 'evil.example' })).status).toBe(403);
    expect((await post(initialize, { origin: 'http://localhost:8888' })).status).toBe(200);
  });

  it('answers JSON or an event stream as Accept asks, and 406 when it allows neither', async () => {
    const session = await newSession();
    const ping = { jsonrpc: '2.0', id: 7, method: 'ping' };
    const json = await post(ping, { 'mcp-session-id': session, accept: 'application/json' });
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(await json.json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
    const sse = await post(ping, { 'mcp-session-id': session, accept: 'text/event-stream' });
    expect(sse.headers.get('content-type')).toBe('text/event-stream');
    expect(await sse.text()).toContain('data: {"result":{},"jsonrpc":"2.0","id":7}');
    expect((await post(ping, { 'mcp-session-id': session, accept: 'text/html' })).status).toBe(406);
  });

  it('checks MCP-Protocol-Version: every SDK version accepted, others 400', async () => {
    const session = await newSession();
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
    for (const version of ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05']) {
      expect((await post(ping, { 'mcp-session-id': session, 'mcp-protocol-version': version })).status).toBe(200);
    }
    const bad = await post(ping, { 'mcp-session-id': session, 'mcp-protocol-version': '2099-01-01' });
    expect(bad.status).toBe(400);
    expect((await rpcError(bad)).message).toMatch(/2099-01-01/);
  });

  it('malformed input gets JSON-RPC errors, never a 500', async () => {
    const session = await newSession();
    const headers = { 'mcp-session-id': session };
    const cases: Array<[string | object, number, number]> = [
      ['{not json', 400, -32700],
      ['', 400, -32700],
      [{ hello: 'world' }, 400, -32600],
      [[], 400, -32600],
      [{ jsonrpc: '1.0', id: 1, method: 'ping' }, 400, -32600],
      [{ jsonrpc: '2.0', id: 1, method: 'no/such/method' }, 200, -32601],
      [{ jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} }, 200, -32602],
      [{ jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 42 } }, 200, -32602],
    ];
    for (const [body, status, code] of cases) {
      const response = await post(body, headers);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await rpcError(response)).code, JSON.stringify(body)).toBe(code);
    }
    const badInit = await post({ ...initialize, params: {} });
    expect((await rpcError(badInit)).code).toBe(-32602);
    expect(badInit.headers.get('mcp-session-id')).toBeNull();
  });

  it('refuses oversized bodies with 413 and other content types with 415', async () => {
    const big = JSON.stringify({ ...initialize, padding: 'x'.repeat(70_000) });
    expect((await post(big)).status).toBe(413);
    expect((await post(initialize, { 'content-type': 'text/plain' })).status).toBe(415);
  });
});

describe('batches (removed from MCP in 2025-06-18)', () => {
  const ping = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });

  it('refuses a JSON-RPC array with 400 and -32600 for protocol versions 2025-06-18 and later', async () => {
    for (const version of ['2025-11-25', '2025-06-18']) {
      const session = await newSession(version);
      // The version the session negotiated counts when the header is absent; the header counts when present.
      const variants: Record<string, string>[] = [
        { 'mcp-session-id': session },
        { 'mcp-session-id': session, 'mcp-protocol-version': version },
      ];
      for (const headers of variants) {
        const response = await post([ping(1), ping(2)], headers);
        expect(response.status, version).toBe(400);
        const error = await rpcError(response);
        expect(error.code).toBe(-32600);
        expect(error.message).toMatch(/batch/);
      }
    }
  });

  it('refuses an initialize wrapped in an array for those versions, and creates no session', async () => {
    const response = await post([initialize]);
    expect(response.status).toBe(400);
    expect((await rpcError(response)).code).toBe(-32600);
    expect(response.headers.get('mcp-session-id')).toBeNull();
  });

  it('answers a batch of an older protocol version, up to 10 messages', async () => {
    const session = await newSession('2025-03-26');
    const headers = { 'mcp-session-id': session, 'mcp-protocol-version': '2025-03-26' };
    const response = await post([ping(1), ping(2)], headers);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 2, result: {} },
    ]);
    const tooMany = await post(
      Array.from({ length: 11 }, (_, i) => ping(i)),
      headers,
    );
    expect(tooMany.status).toBe(400);
    expect((await rpcError(tooMany)).code).toBe(-32600);
  });
});

describe('protocol details', () => {
  it('initialize sent as a notification is refused and creates no session', async () => {
    const blobs = sandbox.store('mcp-sessions');
    const count = async () => (await blobs.list({ prefix: 'sessions/' })).blobs.length;
    const before = await count();
    const { id: _id, ...notification } = initialize;
    const response = await post(notification);
    expect(response.status).toBe(400);
    expect((await rpcError(response)).code).toBe(-32600);
    expect(response.headers.get('mcp-session-id')).toBeNull();
    expect(await count()).toBe(before);
  });

  it('tools/call of an unknown tool is the protocol error -32602, not a tool result', async () => {
    const { client } = await connectClient(LOCAL_URL, { fetch: fetchVia(handler) });
    const failure = await client.callTool({ name: 'no_such_tool', arguments: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(McpError);
    expect((failure as McpError).code).toBe(-32602);
    expect((failure as McpError).message).toMatch(/no_such_tool/);
    // Bad arguments of a known tool stay a tool error, which a model can correct.
    expect((await client.callTool({ name: 'get_review', arguments: { id: 'x' } })).isError).toBe(true);
    await client.close();
  });

  it('resources/read of an unknown URI is -32002 Resource not found, with one "MCP error" prefix', async () => {
    const { client } = await connectClient(LOCAL_URL, { fetch: fetchVia(handler) });
    const failure = await client
      .readResource({ uri: 'http://localhost:8888/nothing.json' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(McpError);
    expect((failure as McpError).code).toBe(-32002);
    expect((failure as McpError).message).toBe(
      'MCP error -32002: Resource not found: http://localhost:8888/nothing.json. Resources: ' +
        'http://localhost:8888/reviews.json, http://localhost:8888/insights.json, http://localhost:8888/api/feed.json',
    );
    await client.close();
  });

  it('does not advertise listChanged: the server never sends a notification', async () => {
    const { client } = await connectClient(LOCAL_URL, { fetch: fetchVia(handler) });
    const capabilities = client.getServerCapabilities()!;
    expect(capabilities.tools?.listChanged).toBeFalsy();
    expect(capabilities.resources?.listChanged).toBeFalsy();
    await client.close();
  });
});
