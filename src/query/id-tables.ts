/**
 * Hash tables for the text index's build (text-index.ts), in typed arrays. A 100k build looks up about 8 million
 * tokens and as many adjacent pairs; as Map keys each token was first cut out of its text as a new string, and each
 * lookup missed the cache in a Map of 158k strings or one of many small Maps (docs/benchmarks.md, "The text index
 * without Maps"). Here a token is found by its place in the text and a pair by its numbers.
 */

/** FNV-1a of the code units text[start, end). */
export function hashOfSpan(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

const EMPTY = 0;

/** Slots for `entries` at most half full. */
const capacityFor = (entries: number) => {
  let capacity = 1024;
  while (capacity < entries * 2) capacity *= 2;
  return capacity;
};

/**
 * The slots both tables share: open addressing with linear probing, id + 1 per slot (0 is empty), grown to stay at most
 * half full. Each table keeps its own keys by id and says how an id hashes.
 */
abstract class IdSlots {
  protected slots = new Int32Array(capacityFor(0));
  protected count = 0;

  protected abstract hashOf(id: number): number;

  /** Takes in the next id, whose key the table has just stored. */
  protected placeNext(): void {
    const id = this.count;
    this.count += 1;
    if (this.count * 2 <= this.slots.length) return this.place(id);
    this.slots = new Int32Array(capacityFor(this.count));
    for (let other = 0; other < this.count; other++) this.place(other);
  }

  private place(id: number) {
    const mask = this.slots.length - 1;
    let s = this.hashOf(id) & mask;
    while (this.slots[s] !== EMPTY) s = (s + 1) & mask;
    this.slots[s] = id + 1;
  }
}

/**
 * Numbers of distinct strings (`strings[id]`, owned by the caller), found by a span of some text that holds one, so
 * that only a string not yet numbered is ever cut out.
 */
export class SpanIds extends IdSlots {
  private hashes = new Int32Array(1024);
  private readonly strings: readonly string[];

  constructor(strings: readonly string[]) {
    super();
    this.strings = strings;
  }

  /** The number of the string text[start, end) whose hash is `hash` (hashOfSpan), or -1. */
  find(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const slot = this.slots[s]!;
      if (slot === EMPTY) return -1;
      const id = slot - 1;
      if (this.hashes[id] === hash && sameUnits(this.strings[id]!, text, start, end)) return id;
    }
  }

  /** Records that `strings[id]` (the next number, found missing) has hash `hash`. */
  add(id: number, hash: number): void {
    if (id !== this.count) throw new Error(`SpanIds numbers strings in order: expected ${this.count}, got ${id}`);
    if (id === this.hashes.length) this.hashes = grown(this.hashes);
    this.hashes[id] = hash;
    this.placeNext();
  }

  protected hashOf(id: number): number {
    return this.hashes[id]!;
  }
}

/** Whether `string` has exactly the code units text[start, end). */
function sameUnits(string: string, text: string, start: number, end: number): boolean {
  if (string.length !== end - start) return false;
  for (let k = 0; k < string.length; k++) if (string.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}

/** Numbers of triples of non-negative integers below 2^31, in the order first added. */
export class TripleIds extends IdSlots {
  /** Three numbers per id. */
  private keys = new Int32Array(3 * 1024);

  /** The number of (a, b, c), or -1. */
  find(a: number, b: number, c: number): number {
    const mask = this.slots.length - 1;
    for (let s = tripleHash(a, b, c) & mask; ; s = (s + 1) & mask) {
      const slot = this.slots[s]!;
      if (slot === EMPTY) return -1;
      const k = (slot - 1) * 3;
      if (this.keys[k] === a && this.keys[k + 1] === b && this.keys[k + 2] === c) return slot - 1;
    }
  }

  /** Numbers (a, b, c), found missing, with the next number, which it returns. */
  add(a: number, b: number, c: number): number {
    const id = this.count;
    if (id * 3 === this.keys.length) this.keys = grown(this.keys);
    this.keys[id * 3] = a;
    this.keys[id * 3 + 1] = b;
    this.keys[id * 3 + 2] = c;
    this.placeNext();
    return id;
  }

  protected hashOf(id: number): number {
    const k = id * 3;
    return tripleHash(this.keys[k]!, this.keys[k + 1]!, this.keys[k + 2]!);
  }
}

function tripleHash(a: number, b: number, c: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca6b) ^ Math.imul(c, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

function grown(array: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
