import { createHash } from 'node:crypto';

/** Strong ETag of some bytes: the first 128 bits of their SHA-256, in hex. Same bytes, same ETag, on every build. */
export function contentEtag(bytes: string | Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
}
