import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BundledMcpRun {
  /** The status of the initialize response. */
  status: number;
  /** Each message's response body in bytes, in order (every round). */
  sizes: number[];
  /** The bodies themselves, unless `keepBodies` was false (a memory measurement must not hold them). */
  bodies: string[];
  /** The process's largest resident set size, sampled after each response (bytes). */
  peakRss: number;
}

/**
 * Runs the MCP function as Netlify's bundler ships it (`module`, its .mjs) in a fresh Node process started in an
 * empty folder (so it cannot reach the project's files by a relative path), with a local Blobs server standing in
 * for Netlify's: initialize, then each message in the session, `rounds` times over. `url` is the /mcp URL the
 * requests name (its host must be one the origin policy allows: SITE_URL is set to its origin).
 */
export function runBundledMcp(
  module: string,
  messages: readonly object[],
  url: string,
  options: { rounds?: number; keepBodies?: boolean; env?: NodeJS.ProcessEnv } = {},
): BundledMcpRun {
  const blobsServer = createRequire(import.meta.url).resolve('@netlify/blobs/server');
  const initialize = {
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'bundled-mcp', version: '1' } },
  };
  const script = `
    import { mkdtempSync, rmSync } from 'node:fs';
    import { tmpdir } from 'node:os';
    import { join } from 'node:path';
    const { BlobsServer } = await import(${JSON.stringify(pathToFileURL(blobsServer).href)});
    const directory = mkdtempSync(join(tmpdir(), 'bundled-mcp-blobs-'));
    const server = new BlobsServer({ directory, token: 'bundled-mcp', port: 0 });
    const { port } = await server.start();
    const blobs = 'http://127.0.0.1:' + port;
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify({
      siteID: 'bundled-mcp', token: 'bundled-mcp', edgeURL: blobs, uncachedEdgeURL: blobs,
    })).toString('base64');
    const { default: handler } = await import(${JSON.stringify(pathToFileURL(module).href)});
    const pending = [];
    const post = async (body, session) => {
      const headers = { host: ${JSON.stringify(new URL(url).host)}, 'content-type': 'application/json', accept: 'application/json' };
      if (session) headers['mcp-session-id'] = session;
      const request = new Request(${JSON.stringify(url)}, { method: 'POST', headers, body: JSON.stringify(body) });
      return handler(request, { waitUntil: (work) => pending.push(work) });
    };
    const init = await post(${JSON.stringify(initialize)});
    const session = init.headers.get('mcp-session-id');
    const bodies = [];
    const sizes = [];
    let peakRss = process.memoryUsage().rss;
    for (let round = 0; round < ${options.rounds ?? 1}; round++) {
      for (const message of ${JSON.stringify(messages)}) {
        const body = await (await post(message, session)).text();
        sizes.push(Buffer.byteLength(body));
        if (${options.keepBodies ?? true}) bodies.push(body);
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }
    }
    await Promise.all(pending);
    await server.stop();
    rmSync(directory, { recursive: true, force: true });
    console.log(JSON.stringify({ status: init.status, sizes, bodies, peakRss }));`;
  const cwd = mkdtempSync(join(tmpdir(), 'bundled-mcp-'));
  try {
    return JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd,
        encoding: 'utf8',
        maxBuffer: 1e9,
        env: { ...process.env, SITE_URL: new URL(url).origin, NETLIFY_DEV: '', ...options.env },
      }),
    );
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}
