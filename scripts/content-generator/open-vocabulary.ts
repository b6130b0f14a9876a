import { createRequire } from 'node:module';
import type { GeneratedReview } from './generate.ts';
import { makeAuthor } from './people.ts';
import { Rng, seedFrom } from './random.ts';

/**
 * Open-vocabulary text for benchmarks: the generator's sentences use about 1,500 distinct words, real review corpora
 * tens of thousands (names, typos, places, numbers). Each review gets one more sentence mixing words drawn Zipf-like
 * from a real English word list (an-array-of-english-words, 274,937 words, MIT), a misspelling, a person's name, a
 * street, a price and a date. Deterministic: the same review index and seed give the same sentence.
 */
const ENGLISH: readonly string[] = createRequire(import.meta.url)('an-array-of-english-words');

/** The word list in a fixed pseudo-random order: rank 1 is the most frequent word of the Zipf draw. */
const BY_RANK: readonly string[] = (() => {
  const words = [...ENGLISH];
  const rng = new Rng(20261124);
  for (let i = words.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [words[i], words[j]] = [words[j]!, words[i]!];
  }
  return words;
})();

/** A rank drawn with probability about 1/rank (Zipf with s = 1), as word frequencies in text fall off. */
const zipfWord = (rng: Rng) =>
  BY_RANK[Math.min(BY_RANK.length - 1, Math.floor(Math.exp(rng.next() * Math.log(BY_RANK.length))) - 1)]!;

function misspell(word: string, rng: Rng): string {
  if (word.length < 4) return word;
  const i = rng.int(1, word.length - 2);
  return rng.chance(0.5)
    ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2)
    : word.slice(0, i) + word.slice(i + 1);
}

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const STREET_KINDS = ['St', 'Street', 'Ave', 'Road', 'Lane', 'Court', 'Drive', 'Way', 'Blvd', 'Circle'];
const MONTHS = ['Jan', 'Feb', 'March', 'April', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** One sentence of open vocabulary for review `index` of a dataset generated with `seed`. */
export function openVocabularySentence(index: number, seed: number): string {
  const rng = new Rng((seed * 2654435761 + index * 40503) >>> 0);
  const parts = Array.from({ length: rng.int(4, 12) }, () => zipfWord(rng));
  if (rng.chance(0.35)) parts.push(misspell(zipfWord(rng), rng));
  if (rng.chance(0.4)) parts.push(makeAuthor(rng).display);
  if (rng.chance(0.3)) parts.push(`${rng.int(100, 9999)} ${capital(zipfWord(rng))} ${rng.pick(STREET_KINDS)}`);
  if (rng.chance(0.3))
    parts.push(
      rng.chance(0.5)
        ? `$${(rng.int(2, 600) * 25).toLocaleString('en-US')}`
        : `$${rng.int(50, 999)}.${rng.int(10, 99)}`,
    );
  if (rng.chance(0.2))
    parts.push(rng.chance(0.5) ? `${rng.pick(MONTHS)} ${rng.int(1, 28)}` : `${rng.int(1, 12)}/${rng.int(1, 28)}`);
  for (let i = parts.length - 1; i > 0; i -= 1) {
    const j = rng.int(0, i);
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  }
  return `${capital(parts.join(' '))}.`;
}

/**
 * "closed" is the generator's own sentences; "open" adds to every text one sentence of open vocabulary, as benchmarks
 * use by default (the same for the in-memory dataset and for a content folder the CLI writes).
 */
export type Vocabulary = 'closed' | 'open';

export function withVocabulary(
  reviews: GeneratedReview[],
  vocabulary: Vocabulary,
  seed: number | string,
): GeneratedReview[] {
  if (vocabulary === 'closed') return reviews;
  const numericSeed = seedFrom(seed);
  return reviews.map((review, i) =>
    review.text === null ? review : { ...review, text: `${review.text} ${openVocabularySentence(i, numericSeed)}` },
  );
}
