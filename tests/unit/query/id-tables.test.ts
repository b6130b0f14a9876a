import { describe, expect, it } from 'vitest';
import { hashOfSpan, SpanIds, TripleIds } from '../../../src/query/id-tables.ts';

describe('SpanIds', () => {
  it('finds each string by any span of a text that holds it, across the table growing, and nothing else', () => {
    const strings: string[] = [];
    const ids = new SpanIds(strings);
    const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`);
    for (const word of words) {
      const text = `..${word}..`;
      const hash = hashOfSpan(text, 2, 2 + word.length);
      expect(ids.find(text, 2, 2 + word.length, hash)).toBe(-1);
      strings.push(word);
      ids.add(strings.length - 1, hash);
    }
    words.forEach((word, id) => {
      const text = `a ${word} b`;
      expect(ids.find(text, 2, 2 + word.length, hashOfSpan(text, 2, 2 + word.length))).toBe(id);
    });
    // A prefix or an extension of a numbered string is another string.
    const text = 'w10_';
    expect(ids.find(text, 0, 3, hashOfSpan(text, 0, 3))).toBe(36);
    expect(ids.find(text, 0, 2, hashOfSpan(text, 0, 2))).toBe(1);
    expect(ids.find(text, 0, 4, hashOfSpan(text, 0, 4))).toBe(-1);
  });

  it('tells strings of the same hash apart by their code units', () => {
    const strings = ['alpha', 'beta'];
    const ids = new SpanIds(strings);
    ids.add(0, 7);
    ids.add(1, 7);
    expect(ids.find('beta', 0, 4, 7)).toBe(1);
    expect(ids.find('alpha', 0, 5, 7)).toBe(0);
    expect(ids.find('gamma', 0, 5, 7)).toBe(-1);
  });

  it('refuses a number out of order, which would make find answer with the wrong string', () => {
    const ids = new SpanIds(['a', 'b']);
    expect(() => ids.add(1, hashOfSpan('b', 0, 1))).toThrow(/in order: expected 0, got 1/);
  });

  it('hashes code units, so a letter outside the BMP and its halves differ from other text', () => {
    expect(hashOfSpan('x𐌰y', 1, 3)).toBe(hashOfSpan('𐌰', 0, 2));
    expect(hashOfSpan('x𐌰y', 1, 3)).not.toBe(hashOfSpan('x𐌰y', 1, 2));
  });
});

describe('TripleIds', () => {
  it('numbers triples in the order first added and finds each again, as a Map of their keys does', () => {
    const ids = new TripleIds();
    const reference = new Map<string, number>();
    let seed = 1;
    const next = (limit: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed % limit;
    };
    for (let n = 0; n < 20_000; n++) {
      const [a, b, c] = [next(300), next(3), next(300)];
      const key = `${a},${b},${c}`;
      const known = reference.get(key);
      expect(ids.find(a, b, c)).toBe(known ?? -1);
      if (known === undefined) reference.set(key, ids.add(a, b, c));
    }
    expect([...reference.values()]).toEqual([...reference.keys()].map((_, i) => i));
    const largest = 2 ** 31 - 1;
    expect(ids.find(largest, 0, largest)).toBe(-1);
    const last = ids.add(largest, 0, largest);
    expect(last).toBe(reference.size);
    expect(ids.find(largest, 0, largest)).toBe(last);
  });
});
