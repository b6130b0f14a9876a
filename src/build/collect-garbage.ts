import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/**
 * A full garbage collection of this thread's heap, now. Astro buffers each endpoint's whole body to write it
 * (/reviews.json and /insights.json are about 70 MB each at 100k reviews, and their chunks are kept until the copy),
 * and V8 leaves those dead buffers resident while the thread mostly waits on file writes and workers: about 200 MB of
 * the build's peak memory. The build collects at the points it knows they are dead. (--expose-gc set at run time,
 * then `gc` taken from a fresh context: the way Jest's leak detector does it.)
 */
export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
