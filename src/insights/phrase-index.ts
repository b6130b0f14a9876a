/**
 * Finds phrases in a sequence of normalised tokens. A phrase is written as space-separated tokens; a token ending in
 * `*` matches any token starting with the rest, and `*` alone matches any one token. At each position the longest
 * phrase wins. Lookups go through a Map keyed by the first token, so matching costs about one Map lookup per token.
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

const matchesToken = (pattern: string, token: string) =>
  pattern === '*' || (pattern.endsWith('*') ? token.startsWith(pattern.slice(0, -1)) : token === pattern);

export class PhraseIndex<T> {
  private readonly byFirst = new Map<string, Entry<T>[]>();
  /** Phrases whose first token is a wildcard, by the first letter of its prefix ('' for a lone `*`). */
  private readonly wildFirst = new Map<string, Entry<T>[]>();

  constructor(phrases: Iterable<[string, T]>) {
    for (const [phrase, value] of phrases) {
      const tokens = phrase.toLowerCase().split(/\s+/).filter(Boolean);
      if (!tokens.length) continue;
      const entry = { phrase, tokens, value };
      if (tokens[0]!.endsWith('*')) {
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

  /** The longest phrase starting at `start`, if any. */
  matchAt(tokens: readonly string[], start: number): PhraseMatch<T> | undefined {
    let best: Entry<T> | undefined;
    const fits = (entry: Entry<T>) => {
      if (start + entry.tokens.length > tokens.length) return false;
      for (let k = 0; k < entry.tokens.length; k += 1) if (!matchesToken(entry.tokens[k]!, tokens[start + k]!)) return false;
      return true;
    };
    for (const entry of this.byFirst.get(tokens[start]!) ?? []) {
      if (fits(entry)) {
        best = entry;
        break;
      }
    }
    const token = tokens[start]!;
    for (const bucket of [token.slice(0, 1), '']) {
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
  matchAll(tokens: readonly string[], from = 0, to = tokens.length): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let i = from; i < to; ) {
      const match = this.matchAt(tokens, i);
      if (match && match.end <= to) {
        found.push(match);
        i = match.end;
      } else i += 1;
    }
    return found;
  }
}
