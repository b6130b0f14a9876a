import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Directory + file pairs one probe creates: enough to be measured, few enough to cost ~50 ms on a settled disk. */
const PROBE_PAIRS = 500;
/**
 * A settled disk here creates a pair in 49-63 µs of system time; right after 20,000 to 40,000 inodes were deleted,
 * 430-1,300 µs (docs/benchmarks.md, "Recently deleted inodes").
 */
const SETTLED_US = 150;
/** ext4 without a journal skips inodes deleted within 60 s, 360 s while their table block is dirty. */
const KERNEL_WINDOW_MS = 360_000;
const PROBE_EVERY_MS = 15_000;
/** When the suite last deleted its builds, for the next run to wait out (bench/out is git-ignored). */
const LAST_DELETION = resolve(import.meta.dirname, '../out/site-build-deleted-at');

/**
 * The file system's state before a build is timed. ext4 without a journal (this machine's disk) will not reuse an
 * inode deleted in the last 60 to 360 seconds (RECENTCY_MIN / RECENTCY_DIRTY in Linux's fs/ext4/ialloc.c), and each
 * new inode is found by scanning past them: after a few hundred thousand deletions, creating the build's 210,000
 * page directories and files costs several times its usual system time. `settle` waits out the kernel's window after
 * this suite's own last deletions (recorded by `deleteAll`), then probes for other recent deletions; a probe only sees
 * the block groups it allocates in, so it cannot stand in for the first. The probes' files go with `deleteAll`.
 */
export class FileSystemState {
  private readonly dir = mkdtempSync(join(tmpdir(), 'bench-fs-probe-'));
  private probes = 0;

  /** System time (µs) to create one directory with one 3 KB file in it, as the build writes a page. */
  creationCostUs(): number {
    const into = join(this.dir, String(this.probes++));
    const before = process.cpuUsage().system;
    for (let i = 0; i < PROBE_PAIRS; i += 1) {
      mkdirSync(join(into, String(i)), { recursive: true });
      writeFileSync(join(into, String(i), 'index.html'), 'x'.repeat(3000));
    }
    return Math.round((process.cpuUsage().system - before) / PROBE_PAIRS);
  }

  /**
   * Waits until the kernel's window after the suite's last deletions has passed, then probes until creating files
   * costs under SETTLED_US per pair or another window has passed.
   */
  async settle(): Promise<{ costUs: number; waitedS: number }> {
    const started = Date.now();
    const deletedAt = existsSync(LAST_DELETION) ? Number(readFileSync(LAST_DELETION, 'utf8')) : 0;
    if (deletedAt + KERNEL_WINDOW_MS > started) await sleep(deletedAt + KERNEL_WINDOW_MS - started);
    const probing = Date.now();
    let costUs = this.creationCostUs();
    while (costUs > SETTLED_US && Date.now() - probing < KERNEL_WINDOW_MS) {
      await sleep(PROBE_EVERY_MS);
      costUs = this.creationCostUs();
    }
    return { costUs, waitedS: Math.round((Date.now() - started) / 1000) };
  }

  /** Deletes the suite's folders and the probes', and records when, for the next run's `settle`. */
  deleteAll(folders: Array<{ remove(): void }>): void {
    try {
      for (const folder of folders) folder.remove();
      rmSync(this.dir, { recursive: true, force: true });
    } finally {
      recordDeletion();
    }
  }

  /**
   * Deletes the folders a run of the suite killed before `deleteAll` left in the temporary folder, and records when,
   * as `deleteAll` does, so that `settle` waits them out too: deleted by hand just before a run instead, a killed
   * run's 100k folders cost the next first build 24.9 s of system time against 12.0 s (docs/benchmarks.md, stop 52).
   * Call it before any folder of this run exists. Gives how many folders it deleted.
   */
  static clearInterruptedRun(): number {
    const left = readdirSync(tmpdir()).filter((name) => RUN_FOLDERS.test(name));
    if (!left.length) return 0;
    try {
      for (const name of left) rmSync(join(tmpdir(), name), { recursive: true, force: true });
    } finally {
      recordDeletion();
    }
    return left.length;
  }
}

/** The folders a run of the suite keeps in the temporary folder until it is done (its content, copies and probes). */
const RUN_FOLDERS = /^bench-(content|build|rebuild|fs-probe)-/;

function recordDeletion() {
  mkdirSync(resolve(LAST_DELETION, '..'), { recursive: true });
  writeFileSync(LAST_DELETION, String(Date.now()));
}
