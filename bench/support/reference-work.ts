/**
 * A fixed piece of CPU work, timed, so that a benchmark's figures can be read against how fast the machine was at that
 * moment: on a shared machine the same code has taken a third longer from one quarter hour to the next. It uses no
 * project code (a change to the project cannot change it) and does what the analysis does most: builds and hashes
 * strings, looks them up in a Map, sorts.
 */
export function referenceWorkMs(): number {
  const runs = [0, 1, 2].map(() => {
    const started = performance.now();
    let seed = 1;
    const next = () => (seed = (Math.imul(seed, 48271) + 11) % 2147483647);
    const counts = new Map<string, number>();
    for (let i = 0; i < 400_000; i += 1) {
      const word = `w${(next() % 50_000).toString(36)}:${next() % 7}`;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    if (sorted.length === 0) throw new Error('unreachable');
    return performance.now() - started;
  });
  return Math.round(runs.sort((a, b) => a - b)[1]!);
}
