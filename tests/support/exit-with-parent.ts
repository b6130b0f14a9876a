/**
 * `node tests/support/exit-with-parent.ts <command> [args...]`: runs the command and ends it, with everything it
 * started, when the process that started this one dies. A test run killed outright (SIGKILL, a CI timeout) runs no
 * teardown, and the `netlify dev` it started, with its static server and functions server, outlived it holding their
 * ports. This process is spawned as the leader of its own process group, so the command and its children are in the
 * group; its parent holds its stdin open, so the end of stdin means the parent is gone.
 *
 * The exit status is the command's (128 + the signal's number when a signal ended it). SIGTERM sent to the group (the harness's stop) reaches the command, which ends
 * this process once it exits.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/** How long the command has to end after SIGTERM before the whole group is killed. */
const GRACE_MS = 5_000;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node tests/support/exit-with-parent.ts <command> [args...]');
  process.exit(2);
}
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
child.on('error', (error) => {
  console.error(`exit-with-parent: could not start ${command}: ${error.message}`);
  process.exit(1);
});
// A command ended by a signal gives 128 + its number, as a shell reports it.
child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
// The group's SIGTERM is for the command: this process waits for it to exit.
process.on('SIGTERM', () => {});

process.stdin.on('close', endGroup);
process.stdin.on('end', endGroup);
process.stdin.resume();

let ending = false;
function endGroup(): void {
  if (ending) return;
  ending = true;
  process.kill(-process.pid, 'SIGTERM');
  setTimeout(() => process.kill(-process.pid, 'SIGKILL'), GRACE_MS).unref();
}
