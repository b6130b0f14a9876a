import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a file under a temporary name beside it, then renames it over the old one: a reader that has the old file
 * open (a running function keeps its review index open) goes on reading it whole, and a write that fails half way
 * leaves the old file as it was. The parent folder is made if needed. Throws what failed, after removing what it
 * wrote.
 */
export async function replaceFile(path: string, contents: string | Uint8Array[]): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const written = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(written, contents);
    await rename(written, path);
  } catch (error) {
    // Not removed if it is not a file this write made (a folder of that name).
    await rm(written, { force: true }).catch(() => {});
    throw error;
  }
}
