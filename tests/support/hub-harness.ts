import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import type { HubContext } from '../../src/websub/context.ts';
import { inProcessDispatcher } from '../../src/websub/dispatch.ts';
import { defaultSettings, type HubSettings } from '../../src/websub/settings.ts';
import { HubStore } from '../../src/websub/store.ts';
import { topicPath, topicType, type TopicId } from '../../src/websub/topics.ts';

/** A stand-in for the deployed site: serves each topic's current bytes, which a test changes at will. */
export class FakeSite {
  readonly content = new Map<string, Buffer>();
  private server: Server;
  url = '';

  constructor() {
    this.server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const body = this.content.get(path);
      if (!body) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(body);
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
    return this;
  }

  set(topic: TopicId, body: string | Buffer) {
    this.content.set(topicPath(topic), Buffer.from(body));
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Netlify Blobs as in production, served by @netlify/blobs' own local server from a temporary folder. */
export async function startBlobs(name = 'websub') {
  const directory = mkdtempSync(join(tmpdir(), 'websub-blobs-'));
  const token = 'test-token';
  const server = new BlobsServer({ directory, token, logger: () => {} });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const blobs = getStore({
    name,
    siteID: 'test-site',
    token,
    edgeURL: url,
    uncachedEdgeURL: url,
    consistency: 'strong',
  });
  return {
    store: new HubStore(blobs),
    async stop() {
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The hub's core wired as in production, in one process: Blobs through BlobsServer, jobs run in process
 * (`idle()` waits for them), the site served by a FakeSite, and a clock the test moves.
 */
export async function startTestHub(settings: Partial<HubSettings> = {}) {
  const blobs = await startBlobs();
  const site = await new FakeSite().start();
  const clock = { now: Date.now() };
  const logs: string[] = [];
  const jobs = inProcessDispatcher(() => ctx);
  const ctx: HubContext = {
    store: blobs.store,
    settings: { ...defaultSettings, allowLoopback: true, ...settings },
    siteUrl: site.url,
    now: () => clock.now,
    dispatch: jobs.dispatch,
    log: (message) => logs.push(message),
  };
  for (const topic of ['atom', 'json-feed', 'reviews'] as const)
    site.set(topic, `initial ${topic} ${topicType(topic)}`);
  return {
    ctx,
    site,
    clock,
    logs,
    idle: jobs.idle,
    async stop() {
      await jobs.idle();
      await site.stop();
      await blobs.stop();
    },
  };
}
