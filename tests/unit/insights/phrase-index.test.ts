import { describe, expect, it } from 'vitest';
import { PhraseIndex } from '../../../src/insights/phrase-index.ts';

const phrasesOf = <T>(index: PhraseIndex<T>, tokens: string[], lemmas?: string[]) =>
  index.matchAll(tokens, 0, tokens.length, lemmas).map((m) => m.phrase);

describe('phrase index', () => {
  const index = new PhraseIndex<number>([
    ['follow-up', 1],
    ['follow up with', 2],
    ['wrap up', 3],
    ['leak*', 4],
    ['# am sharp', 5],
    ['call * back', 6],
  ]);

  it('finds the longest phrase at each position, left to right, without overlaps', () => {
    expect(phrasesOf(index, ['no', 'follow', '-', 'up', ',', 'leaking', 'again'])).toEqual(['follow-up', 'leak*']);
    expect(phrasesOf(index, ['follow', 'up', 'with', 'them'])).toEqual(['follow up with']);
    expect(phrasesOf(index, ['at', '8', 'am', 'sharp', 'and', 'call', 'me', 'back'])).toEqual([
      '# am sharp',
      'call * back',
    ]);
  });

  it('reads lemmas inside phrases of two or more words only', () => {
    expect(phrasesOf(index, ['they', 'wrapped', 'up'], ['they', 'wrap', 'up'])).toEqual(['wrap up']);
    const single = new PhraseIndex([['work', true]]);
    expect(phrasesOf(single, ['they', 'worked'], ['they', 'work'])).toEqual([]);
  });

  it('keeps each index to its own phrases when several read the same tokens', () => {
    const tokens = ['the', 'leak', 'came', 'back', 'after', 'the', 'follow', '-', 'up'];
    const other = new PhraseIndex([
      ['came back', 'return'],
      ['the leak', 'problem'],
    ]);
    expect(phrasesOf(index, tokens)).toEqual(['leak*', 'follow-up']);
    expect(phrasesOf(other, tokens)).toEqual(['the leak', 'came back']);
    expect(phrasesOf(index, tokens)).toEqual(['leak*', 'follow-up']);
    expect(other.matchAt(tokens, 2)?.phrase).toBe('came back');
  });

  it('answers the same past the memo limit (more distinct words than it keeps)', () => {
    const words = Array.from({ length: 120_000 }, (_, i) => `w${i.toString(36)}`);
    words[60_000] = 'leaky';
    words[110_000] = 'leak';
    expect(phrasesOf(index, words)).toEqual(['leak*', 'leak*']);
    expect(phrasesOf(index, ['leaked', 'follow', 'up', 'with'])).toEqual(['leak*', 'follow up with']);
  });
});
