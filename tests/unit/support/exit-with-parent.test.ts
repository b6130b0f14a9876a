import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';

/**
 * tests/support/exit-with-parent.ts, which the e2e harness starts netlify dev through: a test run killed outright
 * must not leave netlify dev and its servers running. A stand-in for the test process starts a long-lived command
 * (and a grandchild of it) through the guard exactly as tests/support/netlify-dev.ts does, and is then killed.
 */
const GUARD = join(process.cwd(), 'tests/support/exit-with-parent.ts');

/** Whether a process runs (a zombie, dead but not yet reaped, does not). */
function running(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Kills a process group outright, if it is still there. */
function killGroup(leader: number): void {
  if (!leader) return;
  try {
    process.kill(-leader, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function waitUntil(condition: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (condition()) return true;
  return condition();
}

/**
 * A command that starts a child of its own and prints both pids (as one string: with FORCE_COLOR set, as in CI,
 * console.log colours numbers it is given apart), then runs until stopped.
 */
const LONG_LIVED =
  "const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], " +
  "{ stdio: 'ignore' }); console.log(`pids ${process.pid} ${c.pid}`); setInterval(() => {}, 1000);";

describe('tests/support/exit-with-parent.ts', () => {
  it('ends the command and what it started when the process that started it is killed', async () => {
    const starter = spawn(
      process.execPath,
      [
        '-e',
        // As netlify-dev.ts: detached (its own group), stdin a pipe the starter holds open.
        "const g = require('node:child_process').spawn(process.execPath, process.argv.slice(1), " +
          "{ detached: true, stdio: ['pipe', 'inherit', 'inherit'] }); console.log(`guard ${g.pid}`); " +
          'setInterval(() => {}, 1000);',
        GUARD,
        process.execPath,
        '-e',
        LONG_LIVED,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    starter.stdout!.on('data', (chunk) => (output += chunk));
    starter.stderr!.on('data', (chunk) => (output += chunk));
    try {
      expect(await waitUntil(() => /pids \d+ \d+/.test(output), 10_000), output).toBe(true);
      const [, command, grandchild] = /pids (\d+) (\d+)/.exec(output)!.map(Number);
      const guard = Number(/guard (\d+)/.exec(output)![1]);
      expect([guard, command!, grandchild!].every(running)).toBe(true);

      starter.kill('SIGKILL');
      const gone = await waitUntil(() => ![guard, command!, grandchild!].some(running), 8_000);
      expect(gone, `still running 8 s after the starter was killed:\n${output}`).toBe(true);
    } finally {
      // Whatever failed, this test leaves nothing running: the starter, and the guard's whole group.
      starter.kill('SIGKILL');
      killGroup(Number(/guard (\d+)/.exec(output)?.[1]));
    }
  });

  it('ends with the exit status of the command when the group is sent SIGTERM', async () => {
    const guard = spawn(process.execPath, [GUARD, process.execPath, '-e', LONG_LIVED], {
      detached: true,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    guard.stdout!.on('data', (chunk) => (output += chunk));
    try {
      expect(await waitUntil(() => /pids \d+ \d+/.test(output), 10_000), output).toBe(true);
      const exited = new Promise<[number | null, string | null]>((resolve) =>
        guard.on('exit', (code, signal) => resolve([code, signal])),
      );
      process.kill(-guard.pid!, 'SIGTERM');
      // The command died of SIGTERM: the guard, which ignores the group's SIGTERM itself, exits with 128 + 15.
      expect(await exited).toEqual([143, null]);
    } finally {
      killGroup(guard.pid!);
    }
  });
});
