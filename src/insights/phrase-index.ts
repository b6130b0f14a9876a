/**
 * Finds phrases in a sequence of normalised tokens. A phrase is written as space-separated tokens; a token ending in
 * `*` matches any token starting with the rest, `*` alone matches any one token, and `#` matches a number or a clock
 * time ("7", "7am", "8:30", "eight"). A hyphen inside a written token is its own token, as wink splits it
 * ("follow-up" is "follow - up"). Given a second token sequence (the lemmas), a phrase token matches either form, so
 * a phrase of two or more words written in the base form ("wrap up") finds the inflections ("wrapped up"); a single
 * word matches as written (list its inflections, or end it in `*`). At each position the longest
 * phrase wins. Lookups go through a Map keyed by the first token, so matching costs about two Map lookups per token.
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
  pattern === '*' || (pattern === '#' ? NUMBER.test(token) : pattern.endsWith('*') ? token.startsWith(pattern.slice(0, -1)) : token === pattern);

/** "follow-up" as wink tokenises it: "follow", "-", "up". */
const splitHyphens = (token: string) => (token.length > 1 && token.includes('-') ? token.split(/(-)/).filter(Boolean) : [token]);

export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Entry<T>[]>();
  /** Phrases whose first token is a wildcard, by the first letter of its prefix ('' for a lone `*`). */
  private readonly wildFirst = new Map<string, Entry<T>[]>();

  constructor(phrases: Iterable<[string, T]>) {
    for (const [phrase, value] of phrases) {
      const tokens = phrase.toLowerCase().split(/\s+/).filter(Boolean).flatMap(splitHyphens);
      if (!tokens.length) continue;
      const entry = { phrase, tokens, value };
      if (tokens[0] === '#') {
        const list = this.wildFirst.get('') ?? [];
        list.push(entry);
        this.wildFirst.set('', list);
      } else if (tokens[0]!.endsWith('*')) {
        const bucket = tokens[0]!.slice(0, 1).replace('*', '');
        const list = this.wildFirst.get(bucket) ?? [];
        list.push(entry);
        this.wildFirst.set(bucket, list);
      } else {
        const list = this.byFirst.get(tokens[0]!) ?? [];
        list.push(entry);
        this.byFirst.set(tokens[0]!, list);
      }
    }
    // Longest first, so the first entry that fits at a position is the longest.
    for (const list of [...this.byFirst.values(), ...this.wildFirst.values()]) list.sort((a, b) => b.tokens.length - a.tokens.length);
  }

  /**
   * The longest phrase starting at `start` and ending by `to`, if any; `lemmas`, when given, is a second form of each
   * token.
   */
  matchAt(tokens: readonly string[], start: number, lemmas?: readonly string[], to = tokens.length): PhraseMatch<T> | undefined {
    let best: Entry<T> | undefined;
    const fits = (entry: Entry<T>) => {
      if (start + entry.tokens.length > to) return false;
      // Lemmas only inside phrases, where the other words fix the sense: "wrap up" finds "wrapped up", but the noun
      // "work" must not find the verb "worked".
      const phrase = entry.tokens.length > 1;
      for (let k = 0; k < entry.tokens.length; k += 1) {
        const pattern = entry.tokens[k]!;
        if (!matchesToken(pattern, tokens[start + k]!) && !(lemmas && phrase && matchesToken(pattern, lemmas[start + k]!))) return false;
      }
      return true;
    };
    const token = tokens[start]!;
    const lemma = lemmas?.[start];
    for (const first of lemma && lemma !== token ? [token, lemma] : [token]) {
      for (const entry of this.byFirst.get(first) ?? []) {
        if (best && entry.tokens.length <= best.tokens.length) break;
        if (fits(entry)) {
          best = entry;
          break;
        }
      }
    }
    const buckets = new Set([token.slice(0, 1), lemma?.slice(0, 1) ?? '', '']);
    for (const bucket of buckets) {
      for (const entry of this.wildFirst.get(bucket) ?? []) {
        if (best && entry.tokens.length <= best.tokens.length) break;
        if (fits(entry)) {
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
    for (let i = from; i < to; ) {
      const match = this.matchAt(tokens, i, lemmas, to);
      if (match) {
        found.push(match);
        i = match.end;
      } else i += 1;
    }
    return found;
  }
}
