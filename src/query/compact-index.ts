import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { z } from 'zod';
import { AggregateRating } from '../schemas/reviews-dataset.ts';
import { Business } from '../schemas/business.ts';
import { Review } from '../schemas/review.ts';
import { indexOf, type ReviewIndex } from './review-index.ts';
import {
  postingsOf,
  type PairVocabulary,
  type TextIndex,
  type TokenVocabulary,
  type Vocabulary,
} from './text-index.ts';

/**
 * The file the query functions and the MCP function bundle (`includedFiles`): the dataset and its indexes in one
 * binary file, written by the build (src/build/function-data-files.ts). A function reads it at cold start and never
 * fetches the site. Built to be loaded, not parsed:
 * - the numeric columns are little-endian uint32 / uint8 sections, used in place as typed arrays over the file's
 *   buffer (no per-number parse, no copy);
 * - the two permutations (the tokens' suffix array and the pairs' order by first word read backwards) are byte
 *   planes: all low bytes, then all second bytes, and so on, as many planes as the largest value needs. Functions
 *   ship zipped, and deflate finds the planes' runs where it finds none in interleaved uint32s (at 100k reviews
 *   7.0 MB deflated become 3.5 MB); decoded when a query first needs their vocabulary;
 * - posting lists are delta- and varint-coded (about a third of their uint32 size), in blocks of 64 entries whose
 *   starts the file records, each block decoded when a query first reads one of its lists;
 * - each review is its own JSON text, in the last section, read from the file (loadReviewIndexFile) and parsed only
 *   when a query returns it (a phrase check reads its text alone), so an instance holds only the reviews its
 *   answers have returned; dates, ids and ratings (which the filters and cursors read) are columns, so the texts
 *   leave them out and a parsed review gets them back in the schema's key order; ids (ULIDs) and dates are
 *   fixed-width ASCII columns, not JSON: the dates are sliced apart at load, a returned review's id is read alone and
 *   the whole id column only when a query needs it (a cursor, an id looked up);
 * - a load reads the header and the columns; each vocabulary of the text index is read when a query first needs it.
 *
 * Layout: "RVIDX" + format byte + 2 zero bytes, uint32 length of a JSON header, the header padded to 4 bytes, then
 * the sections, each starting on a 4-byte boundary at the offset the header gives (counted from the end of the
 * padded header). The same dataset gives byte-identical output.
 */
export const REVIEW_INDEX_FILE = '.netlify/reviews-index/reviews-index.bin';

const FORMAT = 6;
const MAGIC = 'RVIDX';
const PREAMBLE = 12;

const Section = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
const SECTIONS = [
  'tokens.text',
  'tokens.counts',
  'tokens.postings',
  'tokens.posting_blocks',
  'tokens.suffixes',
  'pairs.text',
  'pairs.counts',
  'pairs.postings',
  'pairs.posting_blocks',
  'pairs.by_first_word_end',
  'reviews.starts',
  'ratings',
  'mentions.technicians',
  'mentions.services',
  'mentions.service_areas',
  'reviews.ids',
  'reviews.dates',
  // Last, so that a load can read everything before it and leave the texts on disk (loadReviewIndexFile).
  'reviews.json',
] as const;
type SectionName = (typeof SECTIONS)[number];

const Header = z.object({
  format: z.literal(FORMAT),
  content_hash: z.string().regex(/^[0-9a-f]{32}$/),
  dataset_bytes: z.number().int().nonnegative(),
  business: Business,
  aggregate_rating: AggregateRating,
  updated: z.string().nullable(),
  size: z.number().int().nonnegative(),
  sections: z.record(z.enum(SECTIONS), Section),
});

/** Unsigned LEB128 of the numbers pushed, into a growing byte array. */
class VarintWriter {
  private bytes = new Uint8Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length + 5 > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    while (value >= 0x80) {
      this.bytes[this.length++] = (value & 0x7f) | 0x80;
      value >>>= 7;
    }
    this.bytes[this.length++] = value;
  }
  result(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

/** Decodes `count` varints from `bytes` starting at `offset` into `out` (from `at`). */
function readVarints(bytes: Uint8Array, offset: number, count: number, out: Uint32Array, at: number): void {
  let p = offset;
  for (let i = 0; i < count; i++) {
    let byte = bytes[p++]!;
    // Most counts and gaps take one byte; the others multiply up rather than call Math.pow per byte (a cold start
    // spent a fifth of its time here).
    let value = byte & 0x7f;
    for (let scale = 0x80; byte & 0x80; scale *= 0x80) {
      byte = bytes[p++]!;
      value += (byte & 0x7f) * scale;
    }
    out[at + i] = value;
  }
}

/** Entries per block of posting lists: the file records where each block's gaps start, so one block decodes alone. */
const POSTING_BLOCK = 64;

/**
 * Posting lists as counts (one varint per entry), ascending positions as gaps (varints), and the offset in the gaps
 * of every block's first entry.
 */
function encodePostings(vocabulary: Vocabulary): { counts: Uint8Array; postings: Uint8Array; blocks: Uint32Array } {
  const counts = new VarintWriter();
  const postings = new VarintWriter();
  const entries = vocabulary.postingStarts.length - 1;
  const blocks = new Uint32Array(Math.ceil(entries / POSTING_BLOCK));
  for (let k = 0; k < entries; k++) {
    if (k % POSTING_BLOCK === 0) blocks[k / POSTING_BLOCK] = postings.length;
    const list = postingsOf(vocabulary, k);
    counts.push(list.length);
    let previous = 0;
    for (const position of list) {
      postings.push(position - previous);
      previous = position;
    }
  }
  return { counts: counts.result(), postings: postings.result(), blocks };
}

/**
 * A vocabulary over its sections. Posting lists are decoded a block at a time when a query first reads one: a
 * search reads the postings of a few entries, and decoding them all was most of a cold start at 100k reviews.
 * `readGaps(from, to)` gives those bytes of the postings section (`gapsLength` long): a loaded index reads each block
 * from the file when it is decoded, as reading the whole section (5 MB of tokens at 100k) cost a search's first answer
 * more than the blocks it decodes.
 */
function decodeVocabulary(
  text: string,
  counts: Uint8Array,
  gapsLength: number,
  readGaps: (from: number, to: number) => Uint8Array,
  blocks: Uint32Array,
): Vocabulary {
  // Entry starts are where the "\n" delimiters of the text are: found again rather than stored.
  const startList: number[] = [];
  for (let at = text.indexOf('\n'); at !== -1 && at + 1 < text.length; at = text.indexOf('\n', at + 1)) {
    startList.push(at + 1);
  }
  startList.push(text.length);
  const entries = startList.length - 1;
  const starts = Uint32Array.from(startList);
  const postingStarts = new Uint32Array(entries + 1);
  readVarints(counts, 0, entries, postingStarts, 1);
  for (let k = 1; k <= entries; k++) postingStarts[k] += postingStarts[k - 1]!;
  if (blocks.length !== Math.ceil(entries / POSTING_BLOCK)) throw new Error('review index: posting blocks malformed');
  const postings = new Uint32Array(postingStarts[entries]!);
  const decoded = new Uint8Array(blocks.length);
  const decodePostings = (k: number) => {
    const block = Math.floor(k / POSTING_BLOCK);
    if (decoded[block]) return;
    const first = block * POSTING_BLOCK;
    const last = Math.min(first + POSTING_BLOCK, entries);
    const from = postingStarts[first]!;
    const start = blocks[block]!;
    const end = block + 1 < blocks.length ? blocks[block + 1]! : gapsLength;
    if (start > end || end > gapsLength) throw new Error('review index: posting blocks malformed');
    readVarints(readGaps(start, end), 0, postingStarts[last]! - from, postings, from);
    for (let e = first; e < last; e++) {
      for (let i = postingStarts[e]! + 1; i < postingStarts[e + 1]!; i++) postings[i] += postings[i - 1]!;
    }
    decoded[block] = 1;
  };
  return { text, starts, postingStarts, postings, decodePostings };
}

const bytesOf = (a: Uint32Array | Uint8Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

/** Review ids are ULIDs and dates YYYY-MM-DD (src/schemas/primitives.ts): fixed-width ASCII columns. */
const ID_WIDTH = 26;
const DATE_WIDTH = 10;

/**
 * Strings of one width, concatenated, read without parsing, where the same columns as JSON arrays in the header took
 * about 130 ms to decode, parse and validate at a load of 100k reviews.
 */
function fixedWidthColumn(values: readonly string[], width: number, what: string): Buffer {
  for (const value of values) {
    if (value.length !== width || !/^[\x21-\x7e]*$/.test(value)) {
      throw new Error(`review index: ${what} ${JSON.stringify(value)} is not ${width} ASCII characters`);
    }
  }
  return Buffer.from(values.join(''), 'latin1');
}

/**
 * The strings of a fixed-width column. Where `repeats`, a value equal to the one before it (dates, in date order: about
 * 40 reviews a day at 100k) is that same string, not a new one.
 */
function fixedWidthStrings(bytes: Buffer, width: number, repeats: boolean): string[] {
  const count = bytes.length / width;
  const text = bytes.toString('latin1');
  const values = new Array<string>(count);
  for (let i = 0, at = 0; i < count; i++, at += width) {
    let same = repeats && i > 0;
    for (let k = 0; same && k < width; k++) same = bytes[at + k] === bytes[at - width + k];
    values[i] = same ? values[i - 1]! : text.slice(at, at + width);
  }
  return values;
}

/** Numbers as byte planes: one byte giving the number of planes, then the low bytes of all, then the next bytes. */
function toBytePlanes(values: Uint32Array): Uint8Array {
  let max = 0;
  for (const v of values) max = Math.max(max, v);
  const width = max < 0x100 ? 1 : max < 0x10000 ? 2 : max < 0x1000000 ? 3 : 4;
  const out = new Uint8Array(1 + width * values.length);
  out[0] = width;
  for (let plane = 0; plane < width; plane++) {
    const at = 1 + plane * values.length;
    for (let i = 0; i < values.length; i++) out[at + i] = (values[i]! >>> (8 * plane)) & 0xff;
  }
  return out;
}

/** Throws when a byte-plane section of this width (its first byte) and length cannot be decoded. */
function checkBytePlanes(width: number, length: number, name: string): void {
  if (width < 1 || width > 4 || !Number.isInteger((length - 1) / width)) {
    throw new Error(`review index: section ${name} is malformed`);
  }
}

function fromBytePlanes(bytes: Uint8Array): Uint32Array {
  const width = bytes[0]!;
  const count = (bytes.length - 1) / width;
  const values = new Uint32Array(count);
  const [p0, p1, p2, p3] = [0, 1, 2, 3].map((p) => bytes.subarray(1 + p * count, 1 + (p + 1) * count));
  // One pass per width, with shifts: this runs once, before the JIT has warmed up, where a pass per plane with
  // float arithmetic took twice as long (23 against 9.5 ms for 1.4 million numbers).
  if (width === 1) values.set(p0!);
  else if (width === 2) for (let i = 0; i < count; i++) values[i] = p0![i]! | (p1![i]! << 8);
  else if (width === 3) for (let i = 0; i < count; i++) values[i] = p0![i]! | (p1![i]! << 8) | (p2![i]! << 16);
  else for (let i = 0; i < count; i++) values[i] = p0![i]! | (p1![i]! << 8) | (p2![i]! << 16) | (p3![i]! << 24);
  return values;
}

const pad4 = (n: number) => (n + 3) & ~3;

/** Fields kept as columns rather than in each review's JSON text. */
const COLUMN_FIELDS = new Set(['id', 'date', 'rating']);
const REVIEW_KEYS = Object.keys(Review.shape);

/** One review's JSON text without its column fields. */
function reviewRecord(review: Review): Buffer {
  return Buffer.from(JSON.stringify(Object.fromEntries(Object.entries(review).filter(([k]) => !COLUMN_FIELDS.has(k)))));
}

/** A review from its JSON text and its columns, with the keys in the schema's order (the order /reviews.json has). */
function reviewFromRecord(record: Record<string, unknown>, columns: Pick<Review, 'id' | 'date' | 'rating'>): Review {
  const review: Record<string, unknown> = {};
  for (const key of REVIEW_KEYS) {
    if (COLUMN_FIELDS.has(key)) review[key] = columns[key as keyof typeof columns];
    else if (key in record) review[key] = record[key];
  }
  return review as Review;
}

/** Serializes an index (dataset, columns and text index) into the binary form. */
export function serializeReviewIndex(index: ReviewIndex): Buffer {
  return Buffer.concat(reviewIndexChunks(index));
}

/** Review texts are joined into chunks of about this size: few writes, no second copy of the whole section. */
const CHUNK_BYTES = 1 << 20;

/**
 * The binary form as consecutive chunks, for writing to a file without assembling it in memory (at 100k reviews the
 * file is over 100 MB, and the sections already are).
 */
export function reviewIndexChunks(index: ReviewIndex): Uint8Array[] {
  if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) throw new Error('review index: big-endian host');
  const reviewStarts = new Uint32Array(index.size + 1);
  const reviewChunks: Buffer[] = [];
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for (let i = 0; i < index.size; i++) {
    const text = reviewRecord(index.review(i));
    reviewStarts[i + 1] = reviewStarts[i]! + text.length;
    pending.push(text);
    pendingBytes += text.length;
    if (pendingBytes >= CHUNK_BYTES || i === index.size - 1) {
      reviewChunks.push(Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
    }
  }
  const tokens = encodePostings(index.text.tokens);
  const pairs = encodePostings(index.text.pairs);
  const sections: Record<SectionName, Uint8Array[]> = {
    'tokens.text': [Buffer.from(index.text.tokens.text)],
    'tokens.counts': [tokens.counts],
    'tokens.postings': [tokens.postings],
    'tokens.posting_blocks': [bytesOf(tokens.blocks)],
    'tokens.suffixes': [toBytePlanes(index.text.tokens.suffixes)],
    'pairs.text': [Buffer.from(index.text.pairs.text)],
    'pairs.counts': [pairs.counts],
    'pairs.postings': [pairs.postings],
    'pairs.posting_blocks': [bytesOf(pairs.blocks)],
    'pairs.by_first_word_end': [toBytePlanes(index.text.pairs.byFirstWordEnd)],
    'reviews.starts': [bytesOf(reviewStarts)],
    'reviews.json': reviewChunks,
    ratings: [index.ratings],
    'mentions.technicians': [bytesOf(index.technicians.masks)],
    'mentions.services': [bytesOf(index.services.masks)],
    'mentions.service_areas': [bytesOf(index.serviceAreas.masks)],
    'reviews.ids': [fixedWidthColumn(index.ids, ID_WIDTH, 'id')],
    'reviews.dates': [fixedWidthColumn(index.dates, DATE_WIDTH, 'date')],
  };
  const layout: Array<[SectionName, number, number]> = [];
  let at = 0;
  for (const name of SECTIONS) {
    const length = sections[name].reduce((sum, chunk) => sum + chunk.length, 0);
    layout.push([name, at, length]);
    at = pad4(at + length);
  }
  const header = Buffer.from(
    JSON.stringify({
      format: FORMAT,
      content_hash: index.contentHash,
      dataset_bytes: index.datasetBytes,
      business: index.business,
      aggregate_rating: index.aggregate_rating,
      updated: index.updated,
      size: index.size,
      sections: Object.fromEntries(layout.map(([name, offset, length]) => [name, [offset, length]])),
    }),
  );
  const preamble = Buffer.alloc(PREAMBLE);
  preamble.write(MAGIC, 0, 'latin1');
  preamble[5] = FORMAT;
  preamble.writeUInt32LE(header.length, 8);
  const chunks: Uint8Array[] = [preamble, header, Buffer.alloc(pad4(header.length) - header.length)];
  for (const [name, , length] of layout) {
    chunks.push(...sections[name], Buffer.alloc(pad4(length) - length));
  }
  return chunks;
}

/** The header's length, after checking the file starts as a review index of this format does. */
function headerLengthOf(preamble: Buffer): number {
  if (preamble.length < PREAMBLE || preamble.toString('latin1', 0, 5) !== MAGIC || preamble[5] !== FORMAT) {
    throw new Error(`review index: not a format ${FORMAT} review index file`);
  }
  return preamble.readUInt32LE(8);
}

const parseHeader = (bytes: Buffer) => Header.parse(JSON.parse(bytes.toString('utf8')));

/** Reads the binary form back into a ReviewIndex; typed-array sections are views over `file`, not copies. */
export function parseReviewIndex(file: Buffer): ReviewIndex {
  const headerLength = headerLengthOf(file);
  const header = parseHeader(file.subarray(PREAMBLE, PREAMBLE + headerLength));
  const body = file.subarray(PREAMBLE + pad4(headerLength));
  return indexOver(
    header,
    body.length,
    (offset, length) => body.subarray(offset, offset + length),
    (offset, length) => body.toString('utf8', offset, offset + length),
  );
}

/**
 * Bytes read from the review texts at a time (about 25 reviews of the repository's kind). Checking a phrase against
 * 91,000 of the 100k benchmark reviews took 1.0-1.1 s reading one review at a time, 0.71 s with this window (0.70 s
 * with 64 KiB); a first page of scattered results took the same time either way.
 */
const READ_WINDOW = 16 * 1024;

/** `length` bytes of an open file from `position` (fewer at its end), read into the start of `bytes`. */
function readInto(fd: number, bytes: Buffer, position: number, length: number): Buffer {
  let done = 0;
  for (let n = 1; done < length && n > 0; done += n) n = readSync(fd, bytes, done, length - done, position + done);
  return bytes.subarray(0, done);
}

/** `length` bytes of an open file from `position` (fewer at its end), in a buffer of their own. */
const readAt = (fd: number, position: number, length: number) =>
  readInto(fd, Buffer.allocUnsafeSlow(length), position, length);

/**
 * Loads the index from the build's file. A load reads the header and the columns (5 of 108 MB at 100k reviews); each
 * vocabulary of the text index (6 and 19 MB, its posting lists aside: those are read a block at a time as queries
 * decode them) is read when a query first needs it, and the review texts (65 MB) when a query returns a review, so
 * reviews-since never reads the text index and an instance holds only what its queries used. The file stays open for
 * the instance's life.
 */
export function loadReviewIndexFile(file: string | URL): ReviewIndex {
  const fd = openSync(file, 'r');
  try {
    const headerLength = headerLengthOf(readAt(fd, 0, PREAMBLE));
    const header = parseHeader(readAt(fd, PREAMBLE, headerLength));
    const base = PREAMBLE + pad4(headerLength);
    // Reviews are mostly read in ascending order (a page of results, a phrase checked against its candidates), so a
    // read takes the texts that follow too and the next reviews come from memory.
    let window: Buffer = Buffer.alloc(0);
    let windowStart = 0;
    // Bytes decoded as soon as they are read (a block of posting lists) go through one reused buffer: no allocation,
    // and no fresh memory to touch, per block.
    let scratch = Buffer.alloc(0);
    const readPassing = (position: number, length: number) => {
      if (scratch.length < length) scratch = Buffer.allocUnsafeSlow(Math.max(length, 2 * scratch.length, 4096));
      return readInto(fd, scratch, position, length);
    };
    return indexOver(
      header,
      fstatSync(fd).size - base,
      (offset, length, passing) => (passing ? readPassing(base + offset, length) : readAt(fd, base + offset, length)),
      (offset, length) => {
        const at = base + offset;
        if (at < windowStart || at + length > windowStart + window.length) {
          windowStart = at;
          window = readAt(fd, at, Math.max(length, READ_WINDOW));
        }
        return window.toString('utf8', at - windowStart, at - windowStart + length);
      },
    );
  } catch (error) {
    // A file that is not a loadable index is not kept open.
    closeSync(fd);
    throw error;
  }
}

/**
 * The index over a file's sections, which run `bodyLength` bytes from the end of the padded header. `readSection`
 * gives the bytes at an offset counted from there (a view or a read, each section read once; `passing`: bytes used at
 * once and dropped, which a read may put in a reused buffer) and `readText` the review texts.
 */
function indexOver(
  header: z.infer<typeof Header>,
  bodyLength: number,
  readSection: (offset: number, length: number, passing?: boolean) => Buffer,
  readText: (offset: number, length: number) => string,
): ReviewIndex {
  const within = (name: SectionName) => {
    const [offset, length] = header.sections[name];
    if (offset + length > bodyLength) throw new Error(`review index: section ${name} runs past the end of the file`);
    return [offset, length] as const;
  };
  for (const name of SECTIONS) within(name);
  const section = (name: Exclude<SectionName, 'reviews.json'>) => readSection(...within(name));
  /** A vocabulary's text, counts and blocks now; its postings (gaps) as each block is decoded. */
  const vocabulary = (prefix: 'tokens' | 'pairs') => {
    const [gapsOffset, gapsLength] = within(`${prefix}.postings`);
    return decodeVocabulary(
      section(`${prefix}.text`).toString('utf8'),
      section(`${prefix}.counts`),
      gapsLength,
      (from, to) => readSection(gapsOffset + from, to - from, true),
      uint32(`${prefix}.posting_blocks`),
    );
  };
  const uint32 = (name: Exclude<SectionName, 'reviews.json'>) => {
    const bytes = section(name);
    // Sections start on 4-byte boundaries of the file; a buffer that does not (a pooled slice) is copied once.
    if ((bytes.byteOffset & 3) === 0) return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
    return new Uint32Array(Uint8Array.from(bytes).buffer);
  };
  // A byte-plane section that cannot be decoded fails the load, not a later query: its first byte and length tell.
  for (const name of ['tokens.suffixes', 'pairs.by_first_word_end'] as const) {
    const [offset, length] = within(name);
    checkBytePlanes(readSection(offset, Math.min(length, 1))[0] ?? 0, length, name);
  }
  // Each vocabulary is read and decoded when a query first needs it (most of the file before the texts):
  // reviews-since never does, and a search of letters and digits only reads the tokens.
  let tokens: TokenVocabulary | undefined;
  let pairs: PairVocabulary | undefined;
  const textIndex: TextIndex = {
    get tokens() {
      return (tokens ??= {
        ...vocabulary('tokens'),
        suffixes: fromBytePlanes(section('tokens.suffixes')),
      });
    },
    get pairs() {
      return (pairs ??= {
        ...vocabulary('pairs'),
        byFirstWordEnd: fromBytePlanes(section('pairs.by_first_word_end')),
      });
    },
  };
  const [reviewsOffset] = within('reviews.json');
  const reviewStarts = uint32('reviews.starts');
  const ratings = section('ratings');
  /** A fixed-width column's bytes, checked to hold one value per review. */
  const fixedWidthSection = (name: 'reviews.ids' | 'reviews.dates', width: number) => {
    const bytes = section(name);
    if (bytes.length !== width * header.size) throw new Error(`review index: section ${name} is malformed`);
    return bytes;
  };
  const idBytes = fixedWidthSection('reviews.ids', ID_WIDTH);
  // A review's id is read where it is returned; the whole column only by a query that needs it (a cursor, an id).
  const idAt = (position: number) => idBytes.toString('latin1', position * ID_WIDTH, (position + 1) * ID_WIDTH);
  const ids = () => fixedWidthStrings(idBytes, ID_WIDTH, false);
  const dates = fixedWidthStrings(fixedWidthSection('reviews.dates', DATE_WIDTH), DATE_WIDTH, true);
  const parsed: (Review | undefined)[] = new Array(header.size);
  // Validated by the build that wrote it; re-parsing every review at cold start would cost more than the rest.
  const record = (position: number): Record<string, unknown> =>
    JSON.parse(
      readText(reviewsOffset + reviewStarts[position]!, reviewStarts[position + 1]! - reviewStarts[position]!),
    );
  const review = (position: number): Review =>
    (parsed[position] ??= reviewFromRecord(record(position), {
      id: idAt(position),
      date: dates[position]!,
      rating: ratings[position]!,
    }));
  const reviewText = (position: number): string | null => {
    const kept = parsed[position];
    return kept ? kept.text : (record(position).text as string | null);
  };
  if (reviewStarts.length !== header.size + 1 || ratings.length !== header.size) {
    throw new Error('review index: columns and review count disagree');
  }
  return indexOf({
    business: header.business,
    aggregate_rating: header.aggregate_rating,
    updated: header.updated,
    contentHash: header.content_hash,
    datasetBytes: header.dataset_bytes,
    size: header.size,
    review,
    reviewText,
    dates,
    ids,
    ratings,
    text: textIndex,
    masks: {
      technicians: uint32('mentions.technicians'),
      services: uint32('mentions.services'),
      service_areas: uint32('mentions.service_areas'),
    },
  });
}
