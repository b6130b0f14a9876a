import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';

export interface ConnectedClient {
  client: Client;
  transport: StreamableHTTPClientTransport;
  /** Content types of every response the server sent to this client. */
  responseTypes: string[];
}

/**
 * The MCP SDK's own client over HTTP. `prefer: 'sse'` makes it ask for event streams first (the SDK always lists
 * JSON first), so that the server's event-stream responses get exercised too.
 */
export async function connectClient(
  url: string,
  options: { prefer?: 'json' | 'sse'; fetch?: FetchLike; sessionId?: string } = {},
): Promise<ConnectedClient> {
  const responseTypes: string[] = [];
  const baseFetch: FetchLike = options.fetch ?? fetch;
  const wrapped: FetchLike = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (options.prefer === 'sse' && init?.method === 'POST')
      headers.set('accept', 'text/event-stream, application/json;q=0.5');
    const response = await baseFetch(input, { ...init, headers });
    if (init?.method === 'POST' && response.status === 200)
      responseTypes.push(response.headers.get('content-type') ?? '');
    return response;
  };
  const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: wrapped, sessionId: options.sessionId });
  const client = new Client({ name: 'reviews-test-client', version: '1.0.0' });
  await client.connect(transport);
  return { client, transport, responseTypes };
}
