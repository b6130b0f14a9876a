/**
 * The world around the hub for the fan-out benchmark, in its own process so that the hub's process measures only
 * the hub: Netlify Blobs (BlobsServer, as `netlify dev` runs it), the deployed site serving the topic, and HTTPS
 * subscriber servers on loopback that count the bodies they receive. Talks to the parent over IPC.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { input } from './child.ts';

const {
  certPem,
  keyPem,
  body,
  servers: serverCount,
} = await input<{ certPem: string; keyPem: string; body: string; servers: number }>();

const blobsDir = mkdtempSync(join(tmpdir(), 'bench-blobs-'));
const blobs = new BlobsServer({ directory: blobsDir, token: 'bench', logger: () => {} });
const { port: blobsPort } = await blobs.start();

const topic = Buffer.from(body);
const site = createHttpServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(topic));
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));

let received = 0;
let bytes = 0;
/** Deliveries per callback path: "exactly once" is checked per subscriber, not only in total. */
const perCallback = new Map<string, number>();
const subscribers: Server[] = [];
for (let i = 0; i < serverCount; i++) {
  const server = createHttpsServer({ cert: certPem, key: keyPem }, (req, res) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      received++;
      bytes += size;
      perCallback.set(req.url!, (perCallback.get(req.url!) ?? 0) + 1);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  subscribers.push(server);
}

process.on('message', async (message: { type: string }) => {
  if (message.type === 'count') {
    const counts = [...perCallback.values()];
    process.send!({
      type: 'count',
      received,
      bytes,
      distinct: perCallback.size,
      maxPerSubscriber: Math.max(0, ...counts),
    });
  }
  if (message.type === 'reset') {
    received = 0;
    bytes = 0;
    perCallback.clear();
    process.send!({ type: 'reset' });
  }
  if (message.type === 'stop') {
    for (const server of subscribers) {
      server.closeAllConnections();
      server.close();
    }
    site.close();
    await blobs.stop();
    rmSync(blobsDir, { recursive: true, force: true });
    process.exit(0);
  }
});

process.send!({
  type: 'ready',
  blobsUrl: `http://127.0.0.1:${blobsPort}`,
  siteUrl: `http://127.0.0.1:${(site.address() as { port: number }).port}`,
  subscriberPorts: subscribers.map((s) => (s.address() as { port: number }).port),
});
