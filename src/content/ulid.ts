const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID: 10 characters of millisecond timestamp, then 16 characters (80 bits) from `rng` (values in [0, 1)): the
 * content generator's seeded PRNG, or the import's hash of a review's source and source id.
 */
export function ulid(timeMs: number, rng: { next(): number }): string {
  if (!Number.isInteger(timeMs) || timeMs < 0 || timeMs > 2 ** 48 - 1) throw new RangeError(`bad ULID time ${timeMs}`);
  let time = '';
  let t = timeMs;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  let random = '';
  for (let i = 0; i < 16; i++) random += CROCKFORD[Math.floor(rng.next() * 32)];
  return time + random;
}
