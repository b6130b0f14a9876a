import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { AggregateRating } from '../schemas/reviews-dataset.ts';
import { Business } from '../schemas/business.ts';
import { Review } from '../schemas/review.ts';
import { indexOf, type ReviewIndex } from './review-index.ts';
import type { PairVocabulary, TextIndex, TokenVocabulary, Vocabulary } from './text-index.ts';

/**
 * The file the query functions and the MCP function bundle (`includedFiles`): the dataset and its indexes in one
 * binary file, written by the build (src/build/function-data-files.ts). A function reads it at cold start and never
 * fetches the site. Built to be loaded, not parsed:
 * - the numeric columns are little-endian uint32 / uint8 sections, used in place as typed arrays over the file's
 *   buffer (no per-number parse, no copy);
 * - the two permutations (the tokens' suffix array and the pairs' order by first word read backwards) are byte
 *   planes: all low bytes, then all second bytes, and so on, as many planes as the largest value needs. Functions
 *   ship zipped, and deflate finds the planes' runs where it finds none in interleaved uint32s (at 100k reviews
 *   7.0 MB deflated become 3.5 MB); decoded once at load;
 * - posting lists are delta- and varint-coded (about a third of their uint32 size), decoded once at load;
 * - each review is its own JSON text, parsed only when a query returns it, so an instance never holds every review
 *   as objects; dates, ids and ratings (which the filters and cursors read) are columns, so the texts leave them
 *   out and a parsed review gets them back in the schema's key order.
 *
 * Layout: "RVIDX" + format byte + 2 zero bytes, uint32 length of a JSON header, the header padded to 4 bytes, then
 * the sections, each starting on a 4-byte boundary at the offset the header gives (counted from the end of the
 * padded header). The same dataset gives byte-identical output.
 */
export const REVIEW_INDEX_FILE = '.netlify/reviews-index/reviews-index.bin';

const FORMAT = 4;
const MAGIC = 'RVIDX';
const PREAMBLE = 12;

const Section = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
const SECTIONS = [
  'tokens.text',
  'tokens.counts',
  'tokens.postings',
  'tokens.suffixes',
  'pairs.text',
  'pairs.counts',
  'pairs.postings',
  'pairs.by_first_word_end',
  'reviews.starts',
  'reviews.json',
  'ratings',
  'mentions.technicians',
  'mentions.services',
  'mentions.service_areas',
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
  dates: z.array(z.string()),
  ids: z.array(z.string()),
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

/** Decodes `count` varints from `bytes` starting at `offset` into `out` (from `at`); returns the offset after them. */
function readVarints(bytes: Uint8Array, offset: number, count: number, out: Uint32Array, at: number): number {
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
  return p;
}

/** Posting lists as counts (one varint per entry) and ascending positions as gaps (varints). */
function encodePostings(vocabulary: Vocabulary): { counts: Uint8Array; postings: Uint8Array } {
  const counts = new VarintWriter();
  const postings = new VarintWriter();
  const entries = vocabulary.postingStarts.length - 1;
  for (let k = 0; k < entries; k++) {
    const from = vocabulary.postingStarts[k]!;
    const to = vocabulary.postingStarts[k + 1]!;
    counts.push(to - from);
    let previous = 0;
    for (let i = from; i < to; i++) {
      postings.push(vocabulary.postings[i]! - previous);
      previous = vocabulary.postings[i]!;
    }
  }
  return { counts: counts.result(), postings: postings.result() };
}

function decodeVocabulary(text: string, counts: Uint8Array, gaps: Uint8Array): Vocabulary {
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
  const postings = new Uint32Array(postingStarts[entries]!);
  readVarints(gaps, 0, postings.length, postings, 0);
  for (let k = 0; k < entries; k++) {
    for (let i = postingStarts[k]! + 1; i < postingStarts[k + 1]!; i++) postings[i] += postings[i - 1]!;
  }
  return { text, starts, postingStarts, postings };
}

const bytesOf = (a: Uint32Array | Uint8Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

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

function fromBytePlanes(bytes: Uint8Array, name: string): Uint32Array {
  const width = bytes[0] ?? 0;
  const count = (bytes.length - 1) / width;
  if (width < 1 || width > 4 || !Number.isInteger(count)) throw new Error(`review index: section ${name} is malformed`);
  const values = new Uint32Array(count);
  values.set(bytes.subarray(1, 1 + count));
  for (let plane = 1; plane < width; plane++) {
    const at = 1 + plane * count;
    const scale = 2 ** (8 * plane);
    for (let i = 0; i < count; i++) values[i]! += bytes[at + i]! * scale;
  }
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
    'tokens.suffixes': [toBytePlanes(index.text.tokens.suffixes)],
    'pairs.text': [Buffer.from(index.text.pairs.text)],
    'pairs.counts': [pairs.counts],
    'pairs.postings': [pairs.postings],
    'pairs.by_first_word_end': [toBytePlanes(index.text.pairs.byFirstWordEnd)],
    'reviews.starts': [bytesOf(reviewStarts)],
    'reviews.json': reviewChunks,
    ratings: [index.ratings],
    'mentions.technicians': [bytesOf(index.technicians.masks)],
    'mentions.services': [bytesOf(index.services.masks)],
    'mentions.service_areas': [bytesOf(index.serviceAreas.masks)],
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
      dates: index.dates,
      ids: index.ids,
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

/** Reads the binary form back into a ReviewIndex; typed-array sections are views over `file`, not copies. */
export function parseReviewIndex(file: Buffer): ReviewIndex {
  if (file.length < PREAMBLE || file.toString('latin1', 0, 5) !== MAGIC || file[5] !== FORMAT) {
    throw new Error(`review index: not a format ${FORMAT} review index file`);
  }
  const headerLength = file.readUInt32LE(8);
  const header = Header.parse(JSON.parse(file.toString('utf8', PREAMBLE, PREAMBLE + headerLength)));
  const base = PREAMBLE + pad4(headerLength);
  const section = (name: SectionName) => {
    const [offset, length] = header.sections[name];
    if (base + offset + length > file.length) {
      throw new Error(`review index: section ${name} runs past the end of the file`);
    }
    return new Uint8Array(file.buffer, file.byteOffset + base + offset, length);
  };
  const uint32 = (name: SectionName) => {
    const bytes = section(name);
    // Sections start on 4-byte boundaries of the file; a buffer that does not (a pooled slice) is copied once.
    if ((bytes.byteOffset & 3) === 0) return new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
    return new Uint32Array(Uint8Array.from(bytes).buffer);
  };
  const text = (name: SectionName) => Buffer.from(section(name)).toString('utf8');
  const tokens: TokenVocabulary = {
    ...decodeVocabulary(text('tokens.text'), section('tokens.counts'), section('tokens.postings')),
    suffixes: fromBytePlanes(section('tokens.suffixes'), 'tokens.suffixes'),
  };
  const pairs: PairVocabulary = {
    ...decodeVocabulary(text('pairs.text'), section('pairs.counts'), section('pairs.postings')),
    byFirstWordEnd: fromBytePlanes(section('pairs.by_first_word_end'), 'pairs.by_first_word_end'),
  };
  const textIndex: TextIndex = { tokens, pairs };
  const reviewStarts = uint32('reviews.starts');
  const reviewBytes = section('reviews.json');
  const reviewText = Buffer.from(reviewBytes.buffer, reviewBytes.byteOffset, reviewBytes.length);
  const ratings = section('ratings');
  const parsed: (Review | undefined)[] = new Array(header.size);
  // Validated by the build that wrote it; re-parsing every review at cold start would cost more than the rest.
  const review = (position: number): Review =>
    (parsed[position] ??= reviewFromRecord(
      JSON.parse(reviewText.toString('utf8', reviewStarts[position], reviewStarts[position + 1])),
      { id: header.ids[position]!, date: header.dates[position]!, rating: ratings[position]! },
    ));
  if (
    reviewStarts.length !== header.size + 1 ||
    ratings.length !== header.size ||
    header.dates.length !== header.size ||
    header.ids.length !== header.size
  ) {
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
    dates: header.dates,
    ids: header.ids,
    ratings,
    text: textIndex,
    masks: {
      technicians: uint32('mentions.technicians'),
      services: uint32('mentions.services'),
      service_areas: uint32('mentions.service_areas'),
    },
  });
}

export function loadReviewIndexFile(file: string | URL): ReviewIndex {
  return parseReviewIndex(readFileSync(file));
}
