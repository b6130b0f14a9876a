import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestCertificates } from './test-ca.ts';

export interface Verification {
  query: URLSearchParams;
  /** The raw query string, to check that the callback's own query was kept. */
  search: string;
}

export interface Delivery {
  headers: IncomingHttpHeaders;
  body: Buffer;
  at: number;
  /** The callback's path: which subscription it was for, when one server stands for many. */
  path: string;
}

/** How the subscriber answers: verification GETs and content POSTs. */
export interface SubscriberBehaviour {
  verify: 'echo' | 'wrong-challenge' | { status: number };
  deliver: { status: number } | 'hang';
}

/**
 * A real HTTPS WebSub subscriber on 127.0.0.1 (certificate for `localhost` from the test CA). It records every
 * verification and delivery; its answers can be changed between steps of a test.
 */
export class TestSubscriber {
  readonly verifications: Verification[] = [];
  readonly deliveries: Delivery[] = [];
  behaviour: SubscriberBehaviour = { verify: 'echo', deliver: { status: 200 } };
  private server: Server;
  private port = 0;
  private hanging = new Set<() => void>();

  constructor(certs: TestCertificates) {
    this.server = createServer({ cert: certs.certPem, key: certs.keyPem }, (req, res) => {
      const url = new URL(req.url ?? '/', 'https://localhost');
      if (req.method === 'GET') {
        const query = url.searchParams;
        this.verifications.push({ query, search: url.search });
        const { verify } = this.behaviour;
        if (verify === 'echo')
          res.writeHead(200, { 'Content-Type': 'text/plain' }).end(query.get('hub.challenge') ?? '');
        else if (verify === 'wrong-challenge') res.writeHead(200).end(`${query.get('hub.challenge')}x`);
        else res.writeHead(verify.status).end(query.get('hub.challenge') ?? '');
        return;
      }
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.deliveries.push({ headers: req.headers, body: Buffer.concat(chunks), at: Date.now(), path: url.pathname });
        const { deliver } = this.behaviour;
        if (deliver === 'hang') this.hanging.add(() => res.destroy());
        else res.writeHead(deliver.status).end();
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  /** A callback URL on this server, with a query string of its own. */
  callback(name = 'cb'): string {
    return `https://localhost:${this.port}/${name}?subscriber=${name}&x=1`;
  }

  async stop(): Promise<void> {
    for (const release of this.hanging) release();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 15_000,
): Promise<Exclude<T, undefined | false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value as Exclude<T, undefined | false>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(50);
  }
}
