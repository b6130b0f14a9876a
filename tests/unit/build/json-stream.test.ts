import { describe, expect, it } from 'vitest';
import { JsonText, jsonTexts, reusedUtf8Chunks, streamOf } from '../../../src/artifacts/json-stream.ts';

/** What a writer that is done with each chunk before it asks for the next writes: the bytes in order. */
const copiesOfReused = (texts: Iterable<string>) =>
  Buffer.concat(Array.from(reusedUtf8Chunks(texts), (c) => c.slice()));

describe('JSON in texts', () => {
  it('joins to exactly JSON.stringify, whatever the values', () => {
    const values: unknown[] = [
      null,
      7,
      'plain',
      [],
      {},
      [[]],
      { a: {} },
      { skipped: undefined, fn: () => 1, kept: 'x', nested: { list: [1, undefined, () => 2, 'y'], empty: [] } },
      { day: new Date(Date.UTC(2025, 0, 2)), custom: { toJSON: () => ({ replaced: true }) } },
      { accents: 'Crème brûlée, İstanbul, 屋根 🙂', quote: '"\\\n', lone: '\ud800' },
      { 2: 'integer keys', 1: 'come first', b: 'then', a: 'insertion order' },
    ];
    for (const value of values) {
      for (const depth of [0, 1, 2, 5]) {
        expect([...jsonTexts(value, depth)].join('')).toBe(JSON.stringify(value));
        expect(copiesOfReused(jsonTexts(value, depth)).toString('utf8')).toBe(JSON.stringify(value));
      }
    }
  });

  it('writes JSON already serialised as it is, where it stands in the value', () => {
    const members = { x: [1, 'é'], 'y"': null };
    const value = { a: 1, b: new JsonText(['{', '"x":[1,"é"]', ',', '"y\\"":null', '}']), c: [2, { d: undefined }] };
    expect([...jsonTexts(value)].join('')).toBe(JSON.stringify({ ...value, b: members }));
  });

  it('cuts a large dataset into many texts, encoded into one reused buffer with its exact bytes', async () => {
    const dataset = {
      business: { name: 'Summit Ridge Roofing & Exteriors' },
      reviews: Array.from({ length: 5000 }, (_, i) => ({
        id: `r${i}`,
        text: `Très bien — job ${i} 👍`.repeat(3),
        rating: 1 + (i % 5),
      })),
    };
    const texts = [...jsonTexts(dataset)];
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.join('')).toBe(JSON.stringify(dataset));
    // Copied as they come, the reused chunks are the file's bytes; kept without copying, they share one buffer (what
    // keeps a 70 MB write from allocating 70 MB outside the heap).
    expect(copiesOfReused(texts).equals(Buffer.from(JSON.stringify(dataset)))).toBe(true);
    const kept = [...reusedUtf8Chunks(texts)];
    expect(new Set(kept.map((c) => c.buffer)).size).toBe(1);
    expect(await new Response(streamOf(jsonTexts(dataset))).text()).toBe(JSON.stringify(dataset));
  });

  it('grows the reused buffer for a text longer than the usual', () => {
    const long = { text: 'ü'.repeat(300_000), after: ['屋根'] };
    expect(copiesOfReused(jsonTexts(long, 0)).toString('utf8')).toBe(JSON.stringify(long));
  });
});
