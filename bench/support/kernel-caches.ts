import { readFileSync } from 'node:fs';

/**
 * The kernel's reclaimable slab (MiB; Linux's /proc/meminfo "SReclaimable"), or null where there is none. It holds
 * the file system's cached directory entries and inodes, which pile up as builds create and delete their page files
 * and make creating new ones slower: a build's time depends on it (figures: docs/benchmarks.md, "The file system's
 * caches"), so the site-build suite prints it beside the build's figures.
 */
export function reclaimableSlabMiB(): number | null {
  try {
    const kib = /^SReclaimable:\s+(\d+) kB$/m.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1];
    return kib === undefined ? null : Math.round(Number(kib) / 1024);
  } catch {
    return null;
  }
}
