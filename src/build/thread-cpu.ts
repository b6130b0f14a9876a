/** This thread's CPU time so far in ms (user + system): the build log reports it for each of its threads. */
export function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}
