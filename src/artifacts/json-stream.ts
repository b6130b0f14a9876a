/**
 * JSON.stringify(value) as texts of about 64K characters, for the big datasets (/reviews.json, /insights.json). Arrays
 * and objects down to `depth` are written one member at a time, so no whole document is ever one string (at 100k
 * reviews a two-byte string of 120 MB, plus its encoded copies). Joined, the texts are exactly JSON.stringify's.
 * They stay strings until written: encoded all at once, the 70 MB of /insights.json made V8 start a full collection
 * for the memory held outside its heap, in the build's tail (docs/benchmarks.md, "No collection in the tail").
 */
export function* jsonTexts(value: unknown, depth = 2): Generator<string> {
  let pieces: string[] = [];
  let length = 0;
  for (const piece of jsonPieces(value, depth)) {
    pieces.push(piece);
    length += piece.length;
    if (length >= CHUNK_CHARS) {
      // join, not +=: one flat string, not a tree of the pieces kept alive until it is read
      yield pieces.join('');
      pieces = [];
      length = 0;
    }
  }
  if (pieces.length) yield pieces.join('');
}

/** Texts encoded as UTF-8, each into a new array: what a response body holds on to. */
export function* utf8Chunks(texts: Iterable<string>): Generator<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  for (const text of texts) yield encoder.encode(text);
}

/**
 * Texts encoded as UTF-8 into one buffer, reused: each chunk is valid only until the next is asked for. For a writer
 * that is done with a chunk before it asks for the next, so that writing 70 MB allocates a few hundred KB outside the
 * heap, not 70 MB for V8 to collect.
 */
export function* reusedUtf8Chunks(texts: Iterable<string>): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  let buffer = new Uint8Array(0);
  for (const text of texts) {
    // At most 3 bytes per UTF-16 code unit; a text is CHUNK_CHARS and at most one piece more.
    if (buffer.length < text.length * 3) buffer = new Uint8Array(Math.max(text.length, 2 * CHUNK_CHARS) * 3);
    const { written } = encoder.encodeInto(text, buffer);
    yield buffer.subarray(0, written);
  }
}

/** A response body made of texts, encoded one at a time as they are pulled. */
export function streamOf(texts: Iterable<string>): ReadableStream<Uint8Array<ArrayBuffer>> {
  const iterator = utf8Chunks(texts);
  return new ReadableStream({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}

const CHUNK_CHARS = 64 * 1024;

/**
 * JSON already serialised, as texts that join to it: jsonTexts writes them as they are where this stands in the value
 * (the build serialises /insights.json's per_review batch by batch, while it waits for the analyses).
 */
export class JsonText {
  readonly texts: readonly string[];
  constructor(texts: readonly string[]) {
    this.texts = texts;
  }
}

/** Members JSON.stringify leaves out of objects (and writes as null in arrays). */
const omitted = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

function* jsonPieces(value: unknown, depth: number): Generator<string> {
  if (value instanceof JsonText) {
    yield* value.texts;
  } else if (
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
