import { readFileSync } from 'node:fs';

/**
 * The kernel's reclaimable slab (MiB; Linux's /proc/meminfo "SReclaimable"), or null where there is none. It holds
 * the file system's cached directory entries and inodes, which pile up as builds create and delete their 105,000
 * page files: on the benchmark machine, at 2 GiB of it, creating a directory cost 7 times what it did once the kernel
 * had dropped its caches, and from one 100k build to the next the file-writing threads' system CPU ranged from 9 to
 * 42 s for the same work (docs/benchmarks.md, "The file system's caches"). Printed beside the build's figures.
 */
export function reclaimableSlabMiB(): number | null {
  try {
    const kib = /^SReclaimable:\s+(\d+) kB$/m.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1];
    return kib === undefined ? null : Math.round(Number(kib) / 1024);
  } catch {
    return null;
  }
}
