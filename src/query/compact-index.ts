import { readFileSync } from 'node:fs';
import { endianness } from 'node:os';
import { z } from 'zod';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import type { PairVocabulary, TextIndex, TokenVocabulary, Vocabulary } from './text-index.ts';
import { buildReviewIndex, datasetOf, type ReviewIndex } from './review-index.ts';

/**
 * The compact form of the dataset the query functions bundle: the dataset as in /reviews.json plus the text index,
 * written by the build (src/build/netlify-integration.ts) to REVIEW_INDEX_FILE and shipped with each function via
 * `includedFiles`. Functions read it from disk at cold start; they never fetch the site.
 *
 * One JSON document: the posting arrays are little-endian uint32 in base64, which loads as a typed-array view
 * without a per-number parse. The same dataset gives byte-identical output.
 */
export const REVIEW_INDEX_FILE = '.netlify/reviews-index/reviews-index.json';

const FORMAT = 2;

const CompactVocabulary = z.object({
  text: z.string(),
  starts: z.string(),
  posting_starts: z.string(),
  postings: z.string(),
});
const CompactTokens = CompactVocabulary.extend({ suffixes: z.string() });
const CompactPairs = CompactVocabulary.extend({ by_first_word_end: z.string() });

const CompactIndex = z.object({
  format: z.literal(FORMAT),
  content_hash: z.string().regex(/^[0-9a-f]{32}$/),
  text: z.object({ tokens: CompactTokens, pairs: CompactPairs }),
  // Validated by the build that wrote it; re-parsing every review at cold start would cost more than the rest.
  dataset: z.custom<ReviewsDataset>((value) => typeof value === 'object' && value !== null),
});

const littleEndian = endianness() === 'LE';

function encodeUint32(values: Uint32Array): string {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => bytes.writeUInt32LE(value, i * 4));
  return bytes.toString('base64');
}

function decodeUint32(base64: string): Uint32Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length % 4 !== 0) throw new Error('review index: a posting array is not a whole number of uint32');
  const values = new Uint32Array(bytes.length / 4);
  if (littleEndian) new Uint8Array(values.buffer).set(bytes);
  else for (let i = 0; i < values.length; i++) values[i] = bytes.readUInt32LE(i * 4);
  return values;
}

function encodeVocabulary(vocabulary: Vocabulary): z.infer<typeof CompactVocabulary> {
  return {
    text: vocabulary.text,
    starts: encodeUint32(vocabulary.starts),
    posting_starts: encodeUint32(vocabulary.postingStarts),
    postings: encodeUint32(vocabulary.postings),
  };
}

function decodeVocabulary(compact: z.infer<typeof CompactVocabulary>): Vocabulary {
  return {
    text: compact.text,
    starts: decodeUint32(compact.starts),
    postingStarts: decodeUint32(compact.posting_starts),
    postings: decodeUint32(compact.postings),
  };
}

const encodeTokens = (v: TokenVocabulary) => ({ ...encodeVocabulary(v), suffixes: encodeUint32(v.suffixes) });
const encodePairs = (v: PairVocabulary) => ({
  ...encodeVocabulary(v),
  by_first_word_end: encodeUint32(v.byFirstWordEnd),
});

/**
 * The compact form without its dataset: what goes before and after the dataset's JSON, which is exactly the bytes of
 * /reviews.json. The build copies that file in between rather than serialising every review a second time.
 */
export function reviewIndexEnvelope(index: ReviewIndex): { head: string; tail: string } {
  const withoutDataset = JSON.stringify({
    format: FORMAT,
    content_hash: index.contentHash,
    text: { tokens: encodeTokens(index.text.tokens), pairs: encodePairs(index.text.pairs) },
  });
  return { head: `${withoutDataset.slice(0, -1)},"dataset":`, tail: '}' };
}

/** Serializes an index (dataset and text index) into the compact form. */
export function serializeReviewIndex(index: ReviewIndex): string {
  const { head, tail } = reviewIndexEnvelope(index);
  return head + JSON.stringify(datasetOf(index)) + tail;
}

/** Reads the compact form back into a ReviewIndex; only the O(n) columns (ratings, mention bits) are derived here. */
export function parseReviewIndex(json: string): ReviewIndex {
  const compact = CompactIndex.parse(JSON.parse(json));
  const text: TextIndex = {
    tokens: { ...decodeVocabulary(compact.text.tokens), suffixes: decodeUint32(compact.text.tokens.suffixes) },
    pairs: {
      ...decodeVocabulary(compact.text.pairs),
      byFirstWordEnd: decodeUint32(compact.text.pairs.by_first_word_end),
    },
  };
  return buildReviewIndex(compact.dataset, text, compact.content_hash);
}

export function loadReviewIndexFile(file: string | URL): ReviewIndex {
  return parseReviewIndex(readFileSync(file, 'utf8'));
}
