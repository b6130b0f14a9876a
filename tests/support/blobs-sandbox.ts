import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore, type Store } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

export interface BlobsSandbox {
  store(name: string): Store;
  stop(): Promise<void>;
}

/** A real local Blobs server on loopback, in a temporary folder (unit tests and benchmarks). */
export async function startBlobsSandbox(): Promise<BlobsSandbox> {
  const directory = mkdtempSync(join(tmpdir(), 'blobs-'));
  const token = 'local-token';
  const server = new BlobsServer({ directory, token, port: 0 });
  const { port } = await server.start();
  return {
    store: (name) => getStore({ name, siteID: 'local-site', token, apiURL: `http://127.0.0.1:${port}` }),
    stop: async () => {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
