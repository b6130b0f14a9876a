import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * How far, in percent of the live size, V8 lets a heap grow between major collections during the build. Under a large
 * heap limit V8's own factor lets the old generation reach 4x its live size. The flag is process-wide, so it holds for
 * the analysis workers too: at most half the live size keeps a 100k build at 1.6-1.7 GiB, where two builds without it
 * peaked at 1942 and 2329 MiB (docs/benchmarks.md, "Forced collections removed").
 */
const BUILD_HEAP_GROWING_PERCENT = 50;

/** Bounds heap growth for the rest of the build (every thread's). */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${BUILD_HEAP_GROWING_PERCENT}`);
}

let gc: (() => void) | undefined;

/**
 * A full collection of this thread's heap now, after which it may grow by `percent` of what is live before the next.
 * The limit V8 sets after a major collection holds until the next one, so the flag is raised for this collection only
 * and the build's bound is back when it returns (the flag is process-wide: a worker's collection that ends meanwhile
 * gets the same room once). (--expose-gc set at run time, then `gc` taken from a fresh context: the way Jest's leak
 * detector does it.)
 */
export function collectLeavingRoom(percent: number): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  setFlagsFromString(`--heap-growing-percent=${percent}`);
  try {
    gc();
  } finally {
    boundHeapGrowth();
  }
}
