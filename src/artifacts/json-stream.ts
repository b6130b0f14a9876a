/**
 * JSON.stringify(value) as UTF-8 chunks of about 64 KB, for the big datasets (/reviews.json, /insights.json). Arrays
 * and objects down to `depth` are written one member at a time, so no whole document is ever one string (at 100k
 * reviews a two-byte string of 120 MB, plus its encoded copies). The bytes are exactly JSON.stringify's.
 */
export function* jsonChunks(value: unknown, depth = 2): Generator<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  let text = '';
  for (const piece of jsonPieces(value, depth)) {
    text += piece;
    if (text.length >= CHUNK_CHARS) {
      yield encoder.encode(text);
      text = '';
    }
  }
  if (text) yield encoder.encode(text);
}

/** A response body made of chunks, pulled one at a time. */
export function streamOf(chunks: Iterable<Uint8Array<ArrayBuffer>>): ReadableStream<Uint8Array<ArrayBuffer>> {
  const iterator = chunks[Symbol.iterator]();
  return new ReadableStream({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}

const CHUNK_CHARS = 64 * 1024;

/** Members JSON.stringify leaves out of objects (and writes as null in arrays). */
const omitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

function* jsonPieces(value: unknown, depth: number): Generator<string> {
  if (
    depth === 0 ||
    typeof value !== 'object' ||
    value === null ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  ) {
    yield JSON.stringify(value);
  } else if (Array.isArray(value)) {
    yield '[';
    for (let i = 0; i < value.length; i++) {
      if (i > 0) yield ',';
      if (omitted(value[i])) yield 'null';
      else yield* jsonPieces(value[i], depth - 1);
    }
    yield ']';
  } else {
    let separator = '{';
    for (const [key, member] of Object.entries(value)) {
      if (omitted(member)) continue;
      yield `${separator}${JSON.stringify(key)}:`;
      separator = ',';
      yield* jsonPieces(member, depth - 1);
    }
    yield separator === '{' ? '{}' : '}';
  }
}
