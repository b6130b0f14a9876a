import { fold } from '../text/normalize.ts';
import { hashOfSpan, SpanIds, TripleIds } from './id-tables.ts';

/**
 * Inverted index of the folded review texts, built once (at build time for the functions) so that a substring query
 * never scans the texts themselves.
 *
 * Folded text is cut into tokens (maximal runs of letters and digits) and the separators between them. A query made
 * only of letters and digits can only occur inside one token, so its matches are exactly the reviews holding a token
 * that contains it: one scan of the (small) token vocabulary and a union of posting lists, nothing to verify.
 * A query of two pieces around a separator ("great job", "hail-storm") can only occur across two adjacent tokens and
 * the separator between them, so the same lookup in the vocabulary of adjacent pairs ("great job", "great, crew")
 * answers it exactly too. Longer phrases intersect their pairs and verify the few candidates against the text.
 */
export interface Vocabulary {
  /** Every distinct entry, sorted by code unit, each preceded and the last followed by "\n". */
  text: string;
  /** Offset in `text` of each entry's first character (entry k spans starts[k] .. starts[k+1]-2). */
  starts: Uint32Array;
  /** Review positions of entry k: postings[postingStarts[k] .. postingStarts[k+1]), ascending; read by postingsOf. */
  postingStarts: Uint32Array;
  postings: Uint32Array;
  /**
   * Set on an index loaded from the build's file (compact-index.ts), whose postings are decoded when first read:
   * fills entry k's postings in place.
   */
  decodePostings?: (k: number) => void;
}

export interface TokenVocabulary extends Vocabulary {
  /**
   * Offset of every character of every entry, sorted by the text from there up to and including the next "\n": a
   * suffix array, so the entries containing a fragment are one binary search away instead of a scan of `text`.
   */
  suffixes: Uint32Array;
}

export interface PairVocabulary extends Vocabulary {
  /**
   * Every entry number, sorted by its first word read backwards, then by the rest of the entry. A fragment that does
   * not start a pair starts inside its first word and runs to its end ("eat, jo" in "great, job"), so the pairs that
   * can hold it are the run whose first word ends with the fragment's first piece: one number per pair instead of the
   * suffix array's one per character (about a tenth of the size).
   */
  byFirstWordEnd: Uint32Array;
}

export interface TextIndex {
  tokens: TokenVocabulary;
  /** Adjacent tokens with the separator between them, e.g. "great, job" (separators holding "\n" are left out). */
  pairs: PairVocabulary;
}

/** What tokens are made of: letters and digits, in every script. The patterns below all use it. */
const TOKEN_CHAR = String.raw`[\p{L}\p{N}]`;
const TOKEN_CHAR_AT = new RegExp(TOKEN_CHAR, 'uy');

/** The length of the token character at `i` (2 for a letter outside the BMP), or 0 when it is not one. */
function tokenCharLength(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) ? 1 : 0;
  TOKEN_CHAR_AT.lastIndex = i;
  return TOKEN_CHAR_AT.test(text) ? TOKEN_CHAR_AT.lastIndex - i : 0;
}

/** Where the next token starts at or after `from`, or -1. */
function nextTokenStart(text: string, from: number): number {
  for (let i = from; i < text.length; i++) if (tokenCharLength(text, i)) return i;
  return -1;
}

/** Where the token starting at `start` ends (exclusive). */
function tokenEnd(text: string, start: number): number {
  let i = start;
  for (let n = tokenCharLength(text, i); n; n = tokenCharLength(text, i)) i += n;
  return i;
}

/**
 * Every token of a text (a maximal run of token characters) as [start, end): what a query is cut into, read with the
 * same functions as the index's texts, so both sides always agree on where tokens are.
 */
function tokenSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let start = nextTokenStart(text, 0); start !== -1;) {
    const end = tokenEnd(text, start);
    spans.push([start, end]);
    start = nextTokenStart(text, end);
  }
  return spans;
}

const ONLY_TOKEN_CHARS = new RegExp(`^${TOKEN_CHAR}+$`, 'u');
const DELIMITER = '\n';

/**
 * Distinct entries numbered in the order first seen, with the review positions holding each. Positions arrive in
 * ascending order, so one flat list of (entry, position) occurrences, counted and placed per entry afterwards, gives
 * each entry's postings ascending without a growing array per entry.
 */
class EntryPostings {
  readonly entries: string[] = [];
  private lastPosition = new Int32Array(1024).fill(-1);
  private occurrenceEntry = new Uint32Array(1 << 16);
  private occurrencePosition = new Uint32Array(1 << 16);
  private occurrences = 0;

  /** Numbers a new entry. */
  add(entry: string): number {
    const id = this.entries.length;
    // A flat copy: a regex match or a concatenation is a view of the whole review text (kept alive) or a tree of
    // pieces that every comparison of the sort below would flatten again.
    this.entries.push(` ${entry}`.slice(1));
    if (id === this.lastPosition.length) {
      const grown = new Int32Array(id * 2).fill(-1);
      grown.set(this.lastPosition);
      this.lastPosition = grown;
    }
    return id;
  }

  /** Records that the review at `position` holds entry `id` (once per review). */
  occurs(id: number, position: number): void {
    if (this.lastPosition[id] === position) return;
    this.lastPosition[id] = position;
    if (this.occurrences === this.occurrenceEntry.length) {
      this.occurrenceEntry = grow(this.occurrenceEntry);
      this.occurrencePosition = grow(this.occurrencePosition);
    }
    this.occurrenceEntry[this.occurrences] = id;
    this.occurrencePosition[this.occurrences++] = position;
  }

  /** The entries sorted by code unit, with their postings. */
  vocabulary(): Vocabulary {
    const { entries } = this;
    const order = codeUnitOrder(entries);
    const rank = new Uint32Array(entries.length);
    order.forEach((id, k) => (rank[id] = k));
    const starts = new Uint32Array(entries.length + 1);
    const postingStarts = new Uint32Array(entries.length + 1);
    for (let i = 0; i < this.occurrences; i++) postingStarts[rank[this.occurrenceEntry[i]!]! + 1]!++;
    let textOffset = 1;
    for (let k = 0; k < entries.length; k++) {
      starts[k] = textOffset;
      textOffset += entries[order[k]!]!.length + 1;
      postingStarts[k + 1]! += postingStarts[k]!;
    }
    starts[entries.length] = textOffset;
    const postings = new Uint32Array(this.occurrences);
    const next = postingStarts.slice(0, entries.length);
    for (let i = 0; i < this.occurrences; i++) {
      postings[next[rank[this.occurrenceEntry[i]!]!]!++] = this.occurrencePosition[i]!;
    }
    const text = `${DELIMITER}${order.map((id) => entries[id]).join(DELIMITER)}${DELIMITER}`;
    return { text, starts, postingStarts, postings };
  }
}

/**
 * Entry numbers in code-unit order of their entries. The entries are copied into one array of code units and
 * compared there: comparing hundreds of thousands of short JS strings, each built from pieces, was the index's
 * slowest step.
 */
function codeUnitOrder(entries: readonly string[]): number[] {
  const starts = new Uint32Array(entries.length + 1);
  for (let i = 0; i < entries.length; i++) starts[i + 1] = starts[i]! + entries[i]!.length;
  const units = new Uint16Array(starts[entries.length]!);
  entries.forEach((entry, i) => {
    for (let k = 0, at = starts[i]!; k < entry.length; k++) units[at + k] = entry.charCodeAt(k);
  });
  return Array.from(entries.keys()).sort((a, b) => {
    const aEnd = starts[a + 1]!;
    const bEnd = starts[b + 1]!;
    for (let i = starts[a]!, j = starts[b]!; ; i++, j++) {
      if (i === aEnd) return j === bEnd ? 0 : -1;
      if (j === bEnd) return 1;
      if (units[i] !== units[j]) return units[i]! - units[j]!;
    }
  });
}

function grow(array: Uint32Array): Uint32Array<ArrayBuffer> {
  const grown = new Uint32Array(array.length * 2);
  grown.set(array);
  return grown;
}

function buildTokenVocabulary(vocabulary: Vocabulary): TokenVocabulary {
  const { text } = vocabulary;
  const offsets: number[] = [];
  for (let i = 1; i < text.length; i++) if (text.charCodeAt(i) !== NEWLINE) offsets.push(i);
  // Stable sort: equal suffixes keep text order, so the same content gives the same bytes.
  offsets.sort((a, b) => compareSuffixes(text, a, b));
  return { ...vocabulary, suffixes: Uint32Array.from(offsets) };
}

/** Length of an entry's first word (its leading letters and digits). */
const firstWordLength = (entry: string) => FIRST_WORD.exec(entry)![0].length;
const FIRST_WORD = new RegExp(`^${TOKEN_CHAR}+`, 'u');

function buildPairVocabulary(vocabulary: Vocabulary): PairVocabulary {
  const { text, starts } = vocabulary;
  const count = entryCount(vocabulary);
  // Where each entry's first word ends in `text`: both keys are read in place, not built as strings (the first word
  // reversed a character at a time, the rest cut out) for each of the ~840k pairs at 100k reviews.
  const wordEnds = new Uint32Array(count);
  for (let k = 0; k < count; k++) {
    FIRST_WORD_AT.lastIndex = starts[k]!;
    wordEnds[k] = starts[k]! + FIRST_WORD_AT.exec(text)![0].length;
  }
  const order = Array.from({ length: count }, (_, k) => k);
  // Code-unit order on both keys, ties impossible (entries are distinct): the same content gives the same bytes.
  order.sort(
    (a, b) =>
      compareBackwards(text, starts[a]!, wordEnds[a]!, starts[b]!, wordEnds[b]!) ||
      compareForwards(text, wordEnds[a]!, starts[a + 1]! - 1, wordEnds[b]!, starts[b + 1]! - 1),
  );
  return { ...vocabulary, byFirstWordEnd: Uint32Array.from(order) };
}

const FIRST_WORD_AT = new RegExp(`${TOKEN_CHAR}+`, 'uy');

/** Code-unit order of text[aStart, aEnd) and text[bStart, bEnd), each read from its end (as reverseUnits orders). */
function compareBackwards(text: string, aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  for (let i = aEnd - 1, j = bEnd - 1; ; i--, j--) {
    if (i < aStart) return j < bStart ? 0 : -1;
    if (j < bStart) return 1;
    const d = text.charCodeAt(i) - text.charCodeAt(j);
    if (d) return d;
  }
}

/** Code-unit order of text[aStart, aEnd) and text[bStart, bEnd), as `<` orders strings. */
function compareForwards(text: string, aStart: number, aEnd: number, bStart: number, bEnd: number): number {
  for (let i = aStart, j = bStart; ; i++, j++) {
    if (i === aEnd) return j === bEnd ? 0 : -1;
    if (j === bEnd) return 1;
    const d = text.charCodeAt(i) - text.charCodeAt(j);
    if (d) return d;
  }
}

/** A string's UTF-16 code units in reverse order (what the backwards comparison below reads). */
function reverseUnits(word: string): string {
  let out = '';
  for (let i = word.length - 1; i >= 0; i--) out += word[i];
  return out;
}

const NEWLINE = 10;
const SPACE = 32;

/** Order of two suffixes of `text`, each read up to and including its next "\n". */
function compareSuffixes(text: string, a: number, b: number): number {
  for (let k = 0; ; k++) {
    const ca = text.charCodeAt(a + k);
    const cb = text.charCodeAt(b + k);
    if (ca !== cb) return ca - cb;
    if (ca === NEWLINE) return 0;
  }
}

/** Order of the suffix at `offset` against `pattern`, comparing only the first pattern.length characters. */
function comparePrefix(text: string, offset: number, pattern: string): number {
  for (let k = 0; k < pattern.length; k++) {
    const c = text.charCodeAt(offset + k);
    const p = pattern.charCodeAt(k);
    if (c !== p) return c - p;
    if (c === NEWLINE) return 0;
  }
  return 0;
}

/** Builds the index of texts given by position (null for rating-only reviews). */
export function buildTextIndex(texts: readonly (string | null)[]): TextIndex {
  const tokens = new EntryPostings();
  const tokenIds = new SpanIds(tokens.entries);
  const pairs = new EntryPostings();
  const separatorIds = new Map<string, number>();
  // A pair by its first token, its separator (-1 for one space) and its second token: numbers are looked up, so a
  // pair's string is made once, when it is first seen.
  const pairIds = new TripleIds();
  texts.forEach((text, position) => {
    if (text === null) return;
    const folded = fold(text);
    let previous = -1;
    let previousEnd = 0;
    // The tokens, found by reading the characters (as tokenSpans does) rather than with a regex's matchAll and with no
    // list of spans: no match array per token (about 8 million at 100k reviews), which took that index from 9.7-10.7 s
    // to 7.5-8.9 s (docs/benchmarks.md, "The insights assembled faster"). A token is cut out of the text only the
    // first time it is seen.
    for (let start = nextTokenStart(folded, 0); start !== -1; start = nextTokenStart(folded, previousEnd)) {
      const end = tokenEnd(folded, start);
      const hash = hashOfSpan(folded, start, end);
      let id = tokenIds.find(folded, start, end, hash);
      if (id === -1) {
        id = tokens.add(folded.slice(start, end));
        tokenIds.add(id, hash);
      }
      tokens.occurs(id, position);
      if (previous !== -1) {
        // Most separators are one space: that one is neither cut out of the text nor looked up.
        const space = start - previousEnd === 1 && folded.charCodeAt(previousEnd) === SPACE;
        const separator = space ? ' ' : folded.slice(previousEnd, start);
        if (space || !separator.includes(DELIMITER)) {
          let s = -1;
          if (!space) {
            s = separatorIds.get(separator) ?? -1;
            if (s === -1) separatorIds.set(separator, (s = separatorIds.size));
          }
          let pair = pairIds.find(previous, s + 1, id);
          if (pair === -1) {
            pair = pairs.add(tokens.entries[previous] + separator + tokens.entries[id]);
            if (pairIds.add(previous, s + 1, id) !== pair) throw new Error('pair numbers out of step');
          }
          pairs.occurs(pair, position);
        }
      }
      previous = id;
      previousEnd = end;
    }
  });
  return { tokens: buildTokenVocabulary(tokens.vocabulary()), pairs: buildPairVocabulary(pairs.vocabulary()) };
}

function entryAt(vocabulary: Vocabulary, k: number): string {
  return vocabulary.text.slice(vocabulary.starts[k], vocabulary.starts[k + 1]! - 1);
}

function entryCount(vocabulary: Vocabulary): number {
  return vocabulary.starts.length - 1;
}

/** First entry k (in sorted order) with entry >= prefix, by binary search. */
function lowerBound(vocabulary: Vocabulary, prefix: string): number {
  let lo = 0;
  let hi = entryCount(vocabulary);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (entryAt(vocabulary, mid) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Entry whose characters include the offset (the last entry starting at or before it). */
function entryOfOffset(vocabulary: Vocabulary, offset: number): number {
  let lo = 0;
  let hi = entryCount(vocabulary) - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (vocabulary.starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Entries containing `fragment` (which holds no "\n"); `atStart` / `atEnd` require it to start / end the entry.
 * Prefix lookups are a binary search over the sorted entries; the others a binary search over the suffix array
 * (a pattern ending in "\n" matches only at the end of an entry). Entries come back in ascending order.
 */
export function entriesContaining(
  vocabulary: TokenVocabulary,
  fragment: string,
  atStart: boolean,
  atEnd: boolean,
): number[] {
  if (atStart) return entriesStartingWith(vocabulary, fragment, atEnd);
  const pattern = atEnd ? `${fragment}${DELIMITER}` : fragment;
  const { text, suffixes } = vocabulary;
  let lo = 0;
  let hi = suffixes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (comparePrefix(text, suffixes[mid]!, pattern) < 0) lo = mid + 1;
    else hi = mid;
  }
  const entries = new Set<number>();
  for (let i = lo; i < suffixes.length && comparePrefix(text, suffixes[i]!, pattern) === 0; i++) {
    entries.add(entryOfOffset(vocabulary, suffixes[i]!));
  }
  return [...entries].sort((a, b) => a - b);
}

/** Entries starting with `fragment` (equal to it with `whole`), by binary search over the sorted entries. */
function entriesStartingWith(vocabulary: Vocabulary, fragment: string, whole: boolean): number[] {
  const found: number[] = [];
  for (let k = lowerBound(vocabulary, fragment); k < entryCount(vocabulary); k++) {
    const entry = entryAt(vocabulary, k);
    if (!entry.startsWith(fragment)) break;
    if (!whole || entry.length === fragment.length) found.push(k);
    if (whole) break;
  }
  return found;
}

/**
 * Pairs containing `fragment`, a piece of letters and digits, a separator and more ("eat, jo"): at the start of the
 * pair (`atStart`) by prefix, otherwise its first piece must end the pair's first word and the rest must follow it,
 * found in the run of byFirstWordEnd whose first words end with that piece. `atEnd`: the fragment ends the pair.
 */
export function pairsContaining(
  vocabulary: PairVocabulary,
  fragment: string,
  atStart: boolean,
  atEnd: boolean,
): number[] {
  if (atStart) return entriesStartingWith(vocabulary, fragment, atEnd);
  const n = firstWordLength(fragment);
  const end = reverseUnits(fragment.slice(0, n));
  const rest = fragment.slice(n);
  const order = vocabulary.byFirstWordEnd;
  const keyAt = (i: number) => {
    const entry = entryAt(vocabulary, order[i]!);
    const w = firstWordLength(entry);
    return { end: reverseUnits(entry.slice(0, w)), rest: entry.slice(w) };
  };
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyAt(mid).end < end) lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  for (let i = lo; i < order.length;) {
    const key = keyAt(i);
    if (!key.end.startsWith(end)) break;
    // One first word: its pairs are sorted by the rest, so the ones that go on with `rest` are one run as well.
    let a = i + 1;
    let b = order.length;
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (keyAt(mid).end === key.end) a = mid + 1;
      else b = mid;
    }
    const groupEnd = a;
    a = i;
    b = groupEnd;
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (keyAt(mid).rest < rest) a = mid + 1;
      else b = mid;
    }
    for (let j = a; j < groupEnd; j++) {
      const candidate = keyAt(j).rest;
      if (!candidate.startsWith(rest)) break;
      if (!atEnd || candidate.length === rest.length) found.push(order[j]!);
    }
    i = groupEnd;
  }
  return found.sort((x, y) => x - y);
}

export function postingsOf(vocabulary: Vocabulary, k: number): Uint32Array {
  vocabulary.decodePostings?.(k);
  return vocabulary.postings.subarray(vocabulary.postingStarts[k], vocabulary.postingStarts[k + 1]);
}

/**
 * Reviews that may contain the folded query, and whether each candidate still has to be checked against its text.
 * A single entry's postings come back as they are (ascending); a union of several is a 0/1 mark per position.
 */
export type TextCandidates =
  | { kind: 'list'; positions: Uint32Array; verify: boolean }
  | { kind: 'marks'; marks: Uint8Array; verify: boolean }
  | { kind: 'all'; verify: true };

type PositionSet = { kind: 'list'; positions: Uint32Array } | { kind: 'marks'; marks: Uint8Array; count: number };

/** Union of ascending lists without duplicates, by pairwise merging (shortest first). */
export function mergeUnion(lists: Uint32Array[]): Uint32Array {
  const queue = [...lists].sort((a, b) => a.length - b.length);
  while (queue.length > 1) {
    const a = queue.shift()!;
    const b = queue.shift()!;
    const out = new Uint32Array(a.length + b.length);
    let n = 0;
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      if (a[i]! < b[j]!) out[n++] = a[i++]!;
      else if (a[i]! > b[j]!) out[n++] = b[j++]!;
      else {
        out[n++] = a[i++]!;
        j++;
      }
    }
    while (i < a.length) out[n++] = a[i++]!;
    while (j < b.length) out[n++] = b[j++]!;
    const merged = out.subarray(0, n);
    let at = queue.findIndex((list) => list.length >= merged.length);
    if (at === -1) at = queue.length;
    queue.splice(at, 0, merged);
  }
  return queue[0] ?? new Uint32Array(0);
}

/**
 * Union of the postings of some entries: the list itself for one entry, a merged list for a few, and a 0/1 mark per
 * position when they are many (merging hundreds of lists would cost more than one pass over the marks).
 */
function unionOf(vocabulary: Vocabulary, entries: number[], size: number): PositionSet {
  if (entries.length === 0) return { kind: 'list', positions: new Uint32Array(0) };
  if (entries.length === 1) return { kind: 'list', positions: postingsOf(vocabulary, entries[0]!) };
  let total = 0;
  for (const k of entries) total += vocabulary.postingStarts[k + 1]! - vocabulary.postingStarts[k]!;
  if (entries.length <= 16 && total * Math.log2(entries.length) < size) {
    return { kind: 'list', positions: mergeUnion(entries.map((k) => postingsOf(vocabulary, k))) };
  }
  const marks = new Uint8Array(size);
  for (const k of entries) for (const position of postingsOf(vocabulary, k)) marks[position] = 1;
  return { kind: 'marks', marks, count: total };
}

const sizeOf = (set: PositionSet) => (set.kind === 'list' ? set.positions.length : set.count);

/** Positions in every set. Lists meet by merging; marks by lookup. */
function intersect(sets: PositionSet[], size: number): PositionSet {
  const [first, ...rest] = [...sets].sort((a, b) => sizeOf(a) - sizeOf(b));
  let current = first!;
  for (const other of rest) {
    if (current.kind === 'list' && other.kind === 'list') {
      const a = current.positions;
      const b = other.positions;
      const out = new Uint32Array(Math.min(a.length, b.length));
      let n = 0;
      for (let i = 0, j = 0; i < a.length && j < b.length;) {
        if (a[i]! < b[j]!) i++;
        else if (a[i]! > b[j]!) j++;
        else {
          out[n++] = a[i++]!;
          j++;
        }
      }
      current = { kind: 'list', positions: out.subarray(0, n) };
    } else if (current.kind === 'list') {
      const marks = (other as { marks: Uint8Array }).marks;
      current = { kind: 'list', positions: current.positions.filter((p) => marks[p] === 1) };
    } else {
      const marks = current.marks;
      let count = 0;
      if (other.kind === 'list') {
        const kept = other.positions.filter((p) => marks[p] === 1);
        current = { kind: 'list', positions: kept };
        continue;
      }
      for (let p = 0; p < size; p++) if ((marks[p] = marks[p]! & other.marks[p]!)) count++;
      current = { kind: 'marks', marks, count };
    }
  }
  return current;
}

function candidates(set: PositionSet, verify: boolean): TextCandidates {
  return set.kind === 'list'
    ? { kind: 'list', positions: set.positions, verify }
    : { kind: 'marks', marks: set.marks, verify };
}

export function textCandidates(index: TextIndex, foldedQuery: string, size: number): TextCandidates {
  if (ONLY_TOKEN_CHARS.test(foldedQuery)) {
    return candidates(unionOf(index.tokens, entriesContaining(index.tokens, foldedQuery, false, false), size), false);
  }
  const pieces = tokenSpans(foldedQuery);
  if (pieces.length === 0 || foldedQuery.includes(DELIMITER)) return { kind: 'all', verify: true };
  const leading = pieces[0]![0] > 0;
  const last = pieces[pieces.length - 1]!;
  const trailing = last[1] < foldedQuery.length;
  if (pieces.length === 1) {
    // One piece with separators around it: the piece is a whole token on each side that has a separator.
    const token = foldedQuery.slice(last[0], last[1]);
    const set = unionOf(index.tokens, entriesContaining(index.tokens, token, leading, trailing), size);
    return candidates(set, true);
  }
  // Each adjacent pair of pieces, with the separator between them, must occur as an indexed pair.
  const sets: PositionSet[] = [];
  for (let i = 0; i + 1 < pieces.length; i++) {
    const from = pieces[i]!;
    const to = pieces[i + 1]!;
    const fragment = foldedQuery.slice(from[0], to[1]);
    const atStart = i > 0 || leading;
    const atEnd = i + 2 < pieces.length || trailing;
    sets.push(unionOf(index.pairs, pairsContaining(index.pairs, fragment, atStart, atEnd), size));
  }
  // Exact when the query is one pair and nothing around it; otherwise the order of pairs and outer separators
  // still have to be checked in the text.
  return candidates(intersect(sets, size), pieces.length > 2 || leading || trailing);
}

/** First index in an ascending array whose value is >= `value`. */
export function lowerBoundSorted(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
