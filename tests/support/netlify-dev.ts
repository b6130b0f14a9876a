import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { freePort } from './free-port.ts';

export interface LocalSite {
  baseUrl: string;
  port: number;
  stop(): Promise<void>;
  /** Everything netlify dev printed so far (for failure messages). */
  output(): string;
}

const NETLIFY = 'node_modules/.bin/netlify';
const GUARD = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));

/**
 * Runs `npm run build`'s build (scripts/build.ts) in a project folder: its exit status and everything it printed, as
 * plain text (a CI that sets FORCE_COLOR has Astro colour its log, which splits `mode: "static"` with escape codes).
 */
export function runBuild(cwd: string, env: NodeJS.ProcessEnv = {}): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['scripts/build.ts'], {
    cwd,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) };
}

/** Builds the site for a base URL (links in the datasets and feeds carry it). */
export function buildSite(baseUrl: string, env: NodeJS.ProcessEnv = {}, cwd = process.cwd()): void {
  const built = runBuild(cwd, { SITE_URL: baseUrl, ...env });
  if (built.status !== 0) throw new Error(`the build (scripts/build.ts) failed:\n${built.output}`);
}

/**
 * Boots the real `netlify dev --offline` (static files through scripts/static-server.ts, v2 functions, local Blobs
 * sandbox) on free loopback ports and waits until it answers.
 */
export async function startNetlifyDev(
  env: NodeJS.ProcessEnv = {},
  chosenPort?: number,
  cwd = process.cwd(),
): Promise<LocalSite> {
  const port = chosenPort ?? (await freePort());
  const targetPort = await freePort();
  const functionsPort = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let log = '';
  // Through exit-with-parent.ts: netlify dev and what it starts end with this process, even one killed outright.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      GUARD,
      NETLIFY,
      'dev',
      '--offline',
      '--port',
      String(port),
      '--target-port',
      String(targetPort),
      '--functions-port',
      String(functionsPort),
      '--command',
      `node scripts/static-server.ts ${targetPort}`,
      '--no-open',
    ],
    {
      cwd,
      env: { ...process.env, SITE_URL: baseUrl, BROWSER: 'none', ...env },
      detached: true,
      // stdin stays open: its end tells the guard this process is gone.
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk) => (log += chunk));
  child.stderr!.on('data', (chunk) => (log += chunk));

  const stop = async () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 50 && child.exitCode === null; i++) await sleep(100);
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/llms.txt`, { signal: AbortSignal.timeout(2000) });
      if (response.ok && log.includes('Local dev server ready')) {
        return { baseUrl, port, stop, output: () => log };
      }
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`netlify dev did not start within 90 s:\n${log}`);
}
