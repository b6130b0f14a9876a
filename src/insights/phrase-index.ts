/**
 * Finds phrases in a sequence of normalised tokens. A phrase is written as space-separated tokens; a token ending in
 * `*` matches any token starting with the rest, `*` alone matches any one token, and `#` matches a number or a clock
 * time ("7", "7am", "8:30", "eight"). A hyphen inside a written token is its own token, as wink splits it
 * ("follow-up" is "follow - up"). Given a second token sequence (the lemmas), a phrase token matches either form, so
 * a phrase of two or more words written in the base form ("wrap up") finds the inflections ("wrapped up"); a single
 * word matches as written (list its inflections, or end it in `*`). At each position the longest
 * phrase wins. The phrases that can start with a word are worked out once per distinct word and remembered, so
 * matching costs about two Map lookups per token.
 */
export interface PhraseMatch<T> {
  start: number;
  /** Exclusive. */
  end: number;
  phrase: string;
  value: T;
}

interface Entry<T> {
  phrase: string;
  tokens: string[];
  value: T;
}

const NUMBER = /^(\d|(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)$)/;

const matchesToken = (pattern: string, token: string) =>
  pattern === '*' ||
  (pattern === '#'
    ? NUMBER.test(token)
    : pattern.endsWith('*')
      ? token.startsWith(pattern.slice(0, -1))
      : token === pattern);

/** "follow-up" as wink tokenises it: "follow", "-", "up". */
const splitHyphens = (token: string) =>
  token.length > 1 && token.includes('-') ? token.split(/(-)/).filter(Boolean) : [token];

/** Distinct words whose candidate phrases are remembered; past it the memo starts again (memory stays bounded). */
const MEMO_LIMIT = 50_000;
/** The candidates of a word no phrase can start with (most words): one shared empty list. */
const NONE: never[] = [];

/**
 * Every index's candidates for one word, by the index's number; empty until that index first reads the word. One
 * memo for all indexes: the analysis reads each text with seven of them, and looking a word up once instead of once
 * per index took the memo's share of a 20k CPU profile from 15 % to about 8 % (docs/benchmarks.md, "Analysis without
 * feature names").
 */
type WordCandidates = Array<Entry<unknown>[] | undefined>;
const memo = new Map<string, WordCandidates>();
let indexes = 0;

/**
 * Per token sequence (a text's normals or lemmas), each position's memo entry once found. Sequences are read, never
 * changed, once tokenised: one changed after it was matched would find its old words' entries.
 */
const sequences = new WeakMap<readonly string[], Array<WordCandidates | undefined>>();
function positionsOf(tokens: readonly string[]) {
  let positions = sequences.get(tokens);
  if (!positions) sequences.set(tokens, (positions = new Array<WordCandidates | undefined>(tokens.length)));
  return positions;
}

/** Whether the rest of a phrase (after its first token) follows from `start`, ending by `to`. */
function fits(
  entry: Entry<unknown>,
  tokens: readonly string[],
  start: number,
  lemmas: readonly string[] | undefined,
  to: number,
): boolean {
  if (start + entry.tokens.length > to) return false;
  // Lemmas only inside phrases, where the other words fix the sense: "wrap up" finds "wrapped up", but the noun
  // "work" must not find the verb "worked".
  const phrase = entry.tokens.length > 1;
  for (let k = 1; k < entry.tokens.length; k += 1) {
    const pattern = entry.tokens[k]!;
    if (!matchesToken(pattern, tokens[start + k]!) && !(lemmas && phrase && matchesToken(pattern, lemmas[start + k]!)))
      return false;
  }
  return true;
}

export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Entry<T>[]>();
  /**
   * Phrases whose first token is a `word*` pattern, by the prefix (a word can only start them if it starts with it),
   * and the prefix lengths there are; `*` and `#` ones apart; each with its place in the phrase list, so merged lists
   * keep it.
   */
  private readonly byPrefix = new Map<string, Array<[number, Entry<T>]>>();
  private readonly prefixLengths: number[] = [];
  private readonly anyFirst: Array<[number, Entry<T>]> = [];
  /** This index's place in each word's memo entry. */
  private readonly id = indexes++;

  constructor(phrases: Iterable<[string, T]>) {
    let order = 0;
    const lengths = new Set<number>();
    for (const [phrase, value] of phrases) {
      const tokens = phrase.toLowerCase().split(/\s+/).filter(Boolean).flatMap(splitHyphens);
      if (!tokens.length) continue;
      const entry = { phrase, tokens, value };
      const first = tokens[0]!;
      if (first === '#' || first === '*') this.anyFirst.push([order++, entry]);
      else if (first.endsWith('*')) {
        const prefix = first.slice(0, -1);
        const group = this.byPrefix.get(prefix) ?? [];
        group.push([order++, entry]);
        this.byPrefix.set(prefix, group);
        lengths.add(prefix.length);
      } else {
        const list = this.byFirst.get(tokens[0]!) ?? [];
        list.push(entry);
        this.byFirst.set(tokens[0]!, list);
      }
    }
    this.prefixLengths = [...lengths].sort((a, b) => a - b);
  }

  /** Every phrase whose first token fits the token at `i`, longest first (exact words before patterns). */
  private candidates(tokens: readonly string[], positions: Array<WordCandidates | undefined>, i: number): Entry<T>[] {
    let entry = positions[i];
    if (!entry) {
      const word = tokens[i]!;
      entry = memo.get(word);
      if (!entry) {
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(word, (entry = []));
      }
      positions[i] = entry;
    }
    return (entry[this.id] ??= this.phrasesStartingWith(tokens[i]!)) as Entry<T>[];
  }

  private phrasesStartingWith(word: string): Entry<T>[] {
    // With an open vocabulary most words are new: look up the word's own prefixes rather than test every pattern.
    const patterns: Array<[number, Entry<T>]> = [];
    for (const length of this.prefixLengths) {
      if (length > word.length) break;
      const group = this.byPrefix.get(word.slice(0, length));
      if (group) patterns.push(...group);
    }
    for (const any of this.anyFirst) if (matchesToken(any[1].tokens[0]!, word)) patterns.push(any);
    patterns.sort((x, y) => x[0] - y[0]);
    const exact = this.byFirst.get(word);
    if (!patterns.length && !exact) return NONE;
    const list = [...(exact ?? []), ...patterns.map(([, e]) => e)];
    // Longest first (stable: exact words before patterns), so the first entry that fits is the longest.
    if (list.length > 1) list.sort((x, y) => y.tokens.length - x.tokens.length);
    return list;
  }

  /**
   * The longest phrase starting at `start` and ending by `to`, if any; `lemmas`, when given, is a second form of each
   * token.
   */
  matchAt(
    tokens: readonly string[],
    start: number,
    lemmas?: readonly string[],
    to = tokens.length,
  ): PhraseMatch<T> | undefined {
    const token = tokens[start]!;
    const lemma = lemmas?.[start];
    let best: Entry<T> | undefined;
    for (const entry of this.candidates(tokens, positionsOf(tokens), start)) {
      if (fits(entry, tokens, start, lemmas, to)) {
        best = entry;
        break;
      }
    }
    if (lemma !== undefined && lemma !== token) {
      for (const entry of this.candidates(lemmas!, positionsOf(lemmas!), start)) {
        if (entry.tokens.length <= Math.max(1, best?.tokens.length ?? 0)) break; // longest first: none longer follows
        if (fits(entry, tokens, start, lemmas, to)) {
          best = entry;
          break;
        }
      }
    }
    return best && { start, end: start + best.tokens.length, phrase: best.phrase, value: best.value };
  }

  /** Non-overlapping matches from left to right, longest at each position. */
  matchAll(tokens: readonly string[], from = 0, to = tokens.length, lemmas?: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let i = from; i < to;) {
      const match = this.matchAt(tokens, i, lemmas, to);
      if (match) {
        found.push(match);
        i = match.end;
      } else i += 1;
    }
    return found;
  }
}
