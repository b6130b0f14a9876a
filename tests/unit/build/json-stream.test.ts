import { describe, expect, it } from 'vitest';
import { jsonChunks, streamOf } from '../../../src/artifacts/json-stream.ts';

const bytesOf = (chunks: Iterable<Uint8Array>) => Buffer.concat([...chunks]);

describe('JSON in chunks', () => {
  it('writes exactly the bytes of JSON.stringify, whatever the values', () => {
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
      for (const depth of [0, 1, 2, 5])
        expect(bytesOf(jsonChunks(value, depth)).toString('utf8')).toBe(JSON.stringify(value));
    }
  });

  it('cuts a large dataset into many chunks and still writes its exact bytes', async () => {
    const dataset = {
      business: { name: 'Summit Ridge Roofing & Exteriors' },
      reviews: Array.from({ length: 5000 }, (_, i) => ({
        id: `r${i}`,
        text: `Très bien — job ${i} 👍`.repeat(3),
        rating: 1 + (i % 5),
      })),
    };
    const chunks = [...jsonChunks(dataset)];
    expect(chunks.length).toBeGreaterThan(5);
    expect(bytesOf(chunks).equals(Buffer.from(JSON.stringify(dataset)))).toBe(true);
    expect(await new Response(streamOf(jsonChunks(dataset))).text()).toBe(JSON.stringify(dataset));
  });
});
