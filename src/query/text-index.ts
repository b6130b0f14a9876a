import { fold } from '../text/normalize.ts';

/**
 * Inverted index of the folded review texts, built once (at build time for the functions) so that a substring query
 * never scans the texts themselves.
 *
 * Folded text is cut into tokens, the maximal runs of letters and digits. A query made only of letters and digits can
 * only occur inside one token, so its matches are exactly the reviews holding a token that contains it: a scan of the
 * (small) vocabulary plus a union of posting lists, no verification. A query with spaces or punctuation is narrowed
 * by its pieces (inner pieces are whole tokens, the first ends a token, the last starts one) and the few candidates
 * are then checked against the folded text.
 */
export interface TextIndex {
  /** Every distinct token, sorted by code unit, each preceded and the last followed by "\n". */
  vocabulary: string;
  /** Offset in `vocabulary` of each token's first character (token k spans tokenStarts[k] .. tokenStarts[k+1]-1). */
  tokenStarts: Uint32Array;
  /** Review positions of token k: postings[postingStarts[k] .. postingStarts[k+1]), ascending. */
  postingStarts: Uint32Array;
  postings: Uint32Array;
}

const TOKEN = /[\p{L}\p{N}]+/gu;
const ONLY_TOKEN_CHARS = /^[\p{L}\p{N}]+$/u;

/** Builds the index of texts given by position (null for rating-only reviews). */
export function buildTextIndex(texts: readonly (string | null)[]): TextIndex {
  const positionsByToken = new Map<string, number[]>();
  texts.forEach((text, position) => {
    if (text === null) return;
    for (const token of new Set(fold(text).match(TOKEN) ?? [])) {
      let positions = positionsByToken.get(token);
      if (!positions) positionsByToken.set(token, (positions = []));
      positions.push(position);
    }
  });
  const tokens = [...positionsByToken.keys()].sort();
  const tokenStarts = new Uint32Array(tokens.length + 1);
  const postingStarts = new Uint32Array(tokens.length + 1);
  let textOffset = 1;
  let postingOffset = 0;
  tokens.forEach((token, k) => {
    tokenStarts[k] = textOffset;
    postingStarts[k] = postingOffset;
    textOffset += token.length + 1;
    postingOffset += positionsByToken.get(token)!.length;
  });
  tokenStarts[tokens.length] = textOffset;
  postingStarts[tokens.length] = postingOffset;
  const postings = new Uint32Array(postingOffset);
  tokens.forEach((token, k) => postings.set(positionsByToken.get(token)!, postingStarts[k]!));
  return { vocabulary: `\n${tokens.join('\n')}\n`, tokenStarts, postingStarts, postings };
}

function tokenAt(index: TextIndex, k: number): string {
  return index.vocabulary.slice(index.tokenStarts[k], index.tokenStarts[k + 1]! - 1);
}

function tokenCount(index: TextIndex): number {
  return index.tokenStarts.length - 1;
}

/** First token k (in sorted order) with token >= prefix, by binary search. */
function lowerBound(index: TextIndex, prefix: string): number {
  let lo = 0;
  let hi = tokenCount(index);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokenAt(index, mid) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Token whose characters include the vocabulary offset (the last token starting at or before it). */
function tokenOfOffset(index: TextIndex, offset: number): number {
  let lo = 0;
  let hi = tokenCount(index) - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (index.tokenStarts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Tokens containing `piece` (letters and digits only); `atStart` / `atEnd` require it to start / end the token.
 * Prefix lookups are a binary search (the vocabulary is sorted); the others one indexOf scan of the vocabulary, whose
 * "\n" separators keep a match inside one token.
 */
export function tokensContaining(index: TextIndex, piece: string, atStart: boolean, atEnd: boolean): number[] {
  const found: number[] = [];
  if (atStart) {
    for (let k = lowerBound(index, piece); k < tokenCount(index); k++) {
      const token = tokenAt(index, k);
      if (!token.startsWith(piece)) break;
      if (!atEnd || token.length === piece.length) found.push(k);
      if (atEnd) break;
    }
    return found;
  }
  const pattern = atEnd ? `${piece}\n` : piece;
  let at = index.vocabulary.indexOf(pattern, 1);
  while (at !== -1) {
    const k = tokenOfOffset(index, at);
    found.push(k);
    at = index.vocabulary.indexOf(pattern, index.tokenStarts[k + 1]!);
  }
  return found;
}

export function postingsOf(index: TextIndex, k: number): Uint32Array {
  return index.postings.subarray(index.postingStarts[k], index.postingStarts[k + 1]);
}

/**
 * Reviews that may contain the folded query, and whether each candidate still has to be checked against its text.
 * `candidates` is null when the query has no letter or digit at all (then every text must be checked).
 * A single token's postings come back as they are (ascending); a union of several is a 0/1 mark per position.
 */
export type TextCandidates =
  | { kind: 'list'; positions: Uint32Array; verify: boolean }
  | { kind: 'marks'; marks: Uint8Array; verify: boolean }
  | { kind: 'all'; verify: true };

function unionOf(index: TextIndex, tokens: number[], size: number): TextCandidates & { kind: 'list' | 'marks' } {
  if (tokens.length === 1) return { kind: 'list', positions: postingsOf(index, tokens[0]!), verify: false };
  const marks = new Uint8Array(size);
  for (const k of tokens) {
    const end = index.postingStarts[k + 1]!;
    for (let i = index.postingStarts[k]!; i < end; i++) marks[index.postings[i]!] = 1;
  }
  return { kind: 'marks', marks, verify: false };
}

function postingTotal(index: TextIndex, tokens: number[]): number {
  let total = 0;
  for (const k of tokens) total += index.postingStarts[k + 1]! - index.postingStarts[k]!;
  return total;
}

export function textCandidates(index: TextIndex, foldedQuery: string, size: number): TextCandidates {
  if (ONLY_TOKEN_CHARS.test(foldedQuery)) {
    return unionOf(index, tokensContaining(index, foldedQuery, false, false), size);
  }
  const pieces = [...foldedQuery.matchAll(TOKEN)];
  if (pieces.length === 0) return { kind: 'all', verify: true };
  // Each piece's tokens; the occurrence must also satisfy every other piece, so the rarest piece drives.
  const tokenSets = pieces.map((match, i) => {
    const atStart = i > 0 || match.index > 0;
    const atEnd = i < pieces.length - 1 || match.index + match[0].length < foldedQuery.length;
    return tokensContaining(index, match[0], atStart, atEnd);
  });
  if (tokenSets.some((tokens) => tokens.length === 0)) return { kind: 'list', positions: new Uint32Array(0), verify: false };
  tokenSets.sort((a, b) => postingTotal(index, a) - postingTotal(index, b));
  const rarest = unionOf(index, tokenSets[0]!, size);
  if (tokenSets.length === 1) return { ...rarest, verify: true };
  const others = tokenSets.slice(1).map((tokens) => unionOf(index, tokens, size));
  const inAll = (position: number) =>
    others.every((set) => (set.kind === 'marks' ? set.marks[position] === 1 : includesSorted(set.positions, position)));
  if (rarest.kind === 'list') {
    return { kind: 'list', positions: rarest.positions.filter(inAll), verify: true };
  }
  for (let position = 0; position < size; position++) {
    if (rarest.marks[position] === 1 && !inAll(position)) rarest.marks[position] = 0;
  }
  return { ...rarest, verify: true };
}

/** Binary search in an ascending array. */
export function includesSorted(sorted: Uint32Array, value: number): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < sorted.length && sorted[lo] === value;
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
