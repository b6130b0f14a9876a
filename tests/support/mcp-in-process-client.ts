import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { startBlobsSandbox } from './blobs-sandbox.ts';
import { connectClient } from './mcp-client.ts';
import { fetchVia, LOCAL_URL, mcpHandler } from './mcp-in-process.ts';

/** The real SDK client connected to an in-process handler over a fresh Blobs sandbox; close() stops both. */
export async function connectInProcess(): Promise<{ client: Client; close: () => Promise<void> }> {
  const sandbox = await startBlobsSandbox();
  const { client } = await connectClient(LOCAL_URL, { fetch: fetchVia(mcpHandler(sandbox.store('mcp-sessions'))) });
  return {
    client,
    close: async () => {
      await client.close();
      await sandbox.stop();
    },
  };
}
