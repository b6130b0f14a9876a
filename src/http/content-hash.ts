import { createHash, type Hash } from 'node:crypto';

/** Strong ETag of some bytes: the first 128 bits of their SHA-256, in hex. Same bytes, same ETag, on every build. */
export function contentEtag(bytes: string | Uint8Array): string {
  return etagOf(createHash('sha256').update(bytes));
}

/** contentEtag of all the bytes a SHA-256 hash was given, fed piece by piece (createHash('sha256')). */
export function etagOf(sha256: Hash): string {
  return `"${sha256.digest('hex').slice(0, 32)}"`;
}
