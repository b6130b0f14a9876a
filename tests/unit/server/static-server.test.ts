import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACT_HEADERS_FILE } from '../../../src/build/artifact-headers.ts';
import { freePort } from '../../support/free-port.ts';

/** The real scripts/static-server.ts as `netlify dev` runs it (its own process), over a tiny dist/. */
let dist: string;
let port: number;
let child: ReturnType<typeof spawn>;
let log = '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(dist, 'dist'));
  writeFileSync(join(dist, 'dist', 'llms.txt'), 'hello\n');
  writeFileSync(
    join(dist, 'dist', ARTIFACT_HEADERS_FILE),
    JSON.stringify([{ path: '/llms.txt', headers: { ETag: '"abc"' } }]),
  );
  port = await freePort();
  child = spawn(
    join(process.cwd(), 'node_modules/.bin/node'),
    [join(process.cwd(), 'scripts/static-server.ts'), String(port)],
    {
      cwd: dist,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));
  for (let i = 0; i < 100 && !log.includes('listening'); i++) await sleep(100);
  if (!log.includes('listening')) throw new Error(`static server did not start:\n${log}`);
});

afterAll(() => {
  child.kill();
  rmSync(dist, { recursive: true, force: true });
});

/** Sends raw bytes (fetch cannot send a malformed request target) and returns the status line. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('scripts/static-server.ts', () => {
  it('answers a malformed request target with 400 and keeps serving', async () => {
    expect(await rawRequest('GET http://[ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).toBe(
      'HTTP/1.1 400 Bad Request',
    );
    await sleep(200);
    expect(child.exitCode, log).toBeNull();
    const response = await fetch(`http://127.0.0.1:${port}/llms.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello\n');
  });

  it('ends when the process that started it dies without stopping it, freeing its port', async () => {
    // A stand-in for netlify dev: starts the server (as netlify dev runs its command) and is then killed outright.
    const otherPort = await freePort();
    const starter = spawn(
      process.execPath,
      [
        '-e',
        `const server = require('node:child_process').spawn(process.argv[1], [process.argv[2], process.argv[3]], ` +
          `{ stdio: ['ignore', 'inherit', 'inherit'] }); console.log('server pid ' + server.pid); ` +
          `setInterval(() => {}, 1000);`,
        join(process.cwd(), 'node_modules/.bin/node'),
        join(process.cwd(), 'scripts/static-server.ts'),
        String(otherPort),
      ],
      { cwd: dist, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    starter.stdout!.on('data', (chunk) => (output += chunk));
    starter.stderr!.on('data', (chunk) => (output += chunk));
    let refused = false;
    try {
      for (let i = 0; i < 100 && !output.includes('listening'); i++) await sleep(100);
      expect(output).toContain(`listening on http://127.0.0.1:${otherPort}`);
      expect((await fetch(`http://127.0.0.1:${otherPort}/llms.txt`)).status).toBe(200);

      starter.kill('SIGKILL');
      for (let i = 0; i < 50 && !refused; i++) {
        await sleep(100);
        refused = await fetch(`http://127.0.0.1:${otherPort}/llms.txt`).then(
          () => false,
          () => true,
        );
      }
      expect(refused, `the server on ${otherPort} still answers 5 s after its parent was killed:\n${output}`).toBe(
        true,
      );
    } finally {
      // Whatever failed, no server is left behind by this test.
      starter.kill('SIGKILL');
      const serverPid = Number(/server pid (\d+)/.exec(output)?.[1]);
      try {
        if (!refused && serverPid) process.kill(serverPid);
      } catch {
        // already gone
      }
    }
    // The server the other test talks to, whose parent lives, is still up.
    expect((await fetch(`http://127.0.0.1:${port}/llms.txt`)).status).toBe(200);
  });
});
