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

export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Entry<T>[]>();
  /**
   * Phrases whose first token is a pattern: `word*` ones by the prefix's first letter (a word can only start them
   * with that letter), `*` and `#` ones apart; each with its place in the phrase list, so merged lists keep it.
   */
  private readonly patternFirst = new Map<string, Array<[number, Entry<T>]>>();
  private readonly anyFirst: Array<[number, Entry<T>]> = [];
  /** Per word: every phrase whose first token fits it, longest first (exact words before patterns). */
  private readonly memo = new Map<string, Entry<T>[]>();

  constructor(phrases: Iterable<[string, T]>) {
    let order = 0;
    for (const [phrase, value] of phrases) {
      const tokens = phrase.toLowerCase().split(/\s+/).filter(Boolean).flatMap(splitHyphens);
      if (!tokens.length) continue;
      const entry = { phrase, tokens, value };
      const first = tokens[0]!;
      if (first === '#' || first === '*') this.anyFirst.push([order++, entry]);
      else if (first.endsWith('*')) {
        const group = this.patternFirst.get(first[0]!) ?? [];
        group.push([order++, entry]);
        this.patternFirst.set(first[0]!, group);
      } else {
        const list = this.byFirst.get(tokens[0]!) ?? [];
        list.push(entry);
        this.byFirst.set(tokens[0]!, list);
      }
    }
  }

  private candidates(word: string): Entry<T>[] {
    let list = this.memo.get(word);
    if (!list) {
      const patterns = [...(this.patternFirst.get(word[0]!) ?? []), ...this.anyFirst]
        .filter(([, e]) => matchesToken(e.tokens[0]!, word))
        .sort((x, y) => x[0] - y[0])
        .map(([, e]) => e);
      list = [...(this.byFirst.get(word) ?? []), ...patterns];
      // Longest first (stable: exact words before patterns), so the first entry that fits is the longest.
      list.sort((x, y) => y.tokens.length - x.tokens.length);
      if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
      this.memo.set(word, list);
    }
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
    const fits = (entry: Entry<T>) => {
      if (start + entry.tokens.length > to) return false;
      // Lemmas only inside phrases, where the other words fix the sense: "wrap up" finds "wrapped up", but the noun
      // "work" must not find the verb "worked".
      const phrase = entry.tokens.length > 1;
      for (let k = 1; k < entry.tokens.length; k += 1) {
        const pattern = entry.tokens[k]!;
        if (
          !matchesToken(pattern, tokens[start + k]!) &&
          !(lemmas && phrase && matchesToken(pattern, lemmas[start + k]!))
        )
          return false;
      }
      return true;
    };
    const token = tokens[start]!;
    let best = this.candidates(token).find(fits);
    const lemma = lemmas?.[start];
    if (lemma !== undefined && lemma !== token) {
      const longer = this.candidates(lemma).find(
        (e) => e.tokens.length > 1 && e.tokens.length > (best?.tokens.length ?? 0) && fits(e),
      );
      if (longer) best = longer;
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
