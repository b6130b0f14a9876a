import { readFileSync } from 'node:fs';
import { lexiconWords, winkPolarity } from './nlp.ts';

/** Words of lower-case letters a-z only: wink reads each as one token whose normal is the word itself. */
const LOWER_CASE_WORD = /^[a-z]+$/;

/**
 * Every such word of wink's lexicon whose polarity is not 0, with it (scripts/extract-lexicon-sentiment.ts writes the
 * file; a unit test checks it against wink). Any other such word is one wink does not know, and its polarity is 0: the
 * sentiment pipe scores only the lexicon's own words. Reading each new word of an open vocabulary with wink took about
 * a tenth of the analysis (docs/benchmarks.md, "The lexicon's polarities from a table").
 */
export const LEXICON_SENTIMENT_FILE = new URL('./model-data/lexicon-sentiment.json', import.meta.url);
const table = new Map(
  Object.entries(JSON.parse(readFileSync(LEXICON_SENTIMENT_FILE, 'utf8')) as Record<string, number>),
);

/** The lower-case words of wink's lexicon with their polarity when it is not 0, in code-unit order (the file above). */
export function extractLexiconSentiment(): Record<string, number> {
  const extracted: Record<string, number> = {};
  for (const word of lexiconWords().sort()) {
    if (!LOWER_CASE_WORD.test(word)) continue;
    const score = winkPolarity(word);
    if (score !== 0) extracted[word] = score;
  }
  return extracted;
}

/** Polarities of the other words (numbers, "re-roof", names), each read with wink once. */
const otherWords = new Map<string, number>();

/** The general lexicon's polarity of one normalised word (-1..1): from the table, else read once per distinct word. */
export function lexiconPolarity(normal: string): number {
  const known = table.get(normal);
  if (known !== undefined) return known;
  if (LOWER_CASE_WORD.test(normal)) return 0;
  let score = otherWords.get(normal);
  if (score === undefined) {
    score = winkPolarity(normal);
    otherWords.set(normal, score);
  }
  return score;
}
