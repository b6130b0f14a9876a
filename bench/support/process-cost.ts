/** What a benchmark's child process reports of its work: wall time, peak RSS, CPU time of all its threads. */
export interface ProcessCost {
  ms: number;
  maxRssBytes: number;
  cpuUserMs: number;
  cpuSystemMs: number;
}

/**
 * Runs `work` in this process and prints, as JSON on the last line of its output, its wall time and the process's
 * peak resident memory (getrusage maxRSS) and CPU time (every thread, workers included), with `more` of its result:
 * how a benchmark's child process reports a build's cost to the suite that spawned it.
 */
export async function printProcessCost<T>(work: () => Promise<T>, more: (result: T) => object = () => ({})) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await work();
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cost: ProcessCost = {
    ms,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    cpuUserMs: cpu.user / 1000,
    cpuSystemMs: cpu.system / 1000,
  };
  console.log(JSON.stringify({ ...cost, ...more(result) }));
}
