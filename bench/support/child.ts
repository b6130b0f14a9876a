import { fork, type ChildProcess } from 'node:child_process';

/** Resident memory and wall time of `work`, sampled every 5 ms, in the process that runs it. */
export async function measure(work: () => Promise<void>): Promise<{ seconds: number; peakMiB: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  return { seconds, peakMiB: Math.max(peak, process.memoryUsage().rss) / 2 ** 20 };
}

/** Starts a benchmark process: it gets `input` as its first IPC message and answers with its first message. */
export function startChild(
  script: URL,
  input: unknown,
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; reply: Promise<any> } {
  const child = fork(script, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env } });
  const reply = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${script.pathname} exited (${code}) before answering`)));
  });
  child.send(input as object);
  return { child, reply };
}

/** Runs a one-shot benchmark process to completion and returns its answer. */
export async function runChild<T>(script: URL, input: unknown, env: NodeJS.ProcessEnv = {}): Promise<T> {
  const { child, reply } = startChild(script, input, env);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const result = (await reply) as T;
  await exited;
  return result;
}

/** Inside a benchmark process: the input sent by the parent. */
export const input = <T>() => new Promise<T>((resolve) => process.once('message', resolve as never));
