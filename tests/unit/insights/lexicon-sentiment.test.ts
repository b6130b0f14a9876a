import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EVALUATION_SETS, evaluationSetExists, loadEvaluationSet } from '../../../src/insights/evaluation-sets.ts';
import {
  extractLexiconSentiment,
  LEXICON_SENTIMENT_FILE,
  lexiconPolarity,
} from '../../../src/insights/lexicon-sentiment.ts';
import { tokenize, winkPolarity } from '../../../src/insights/nlp.ts';

/**
 * The analysis takes each word's general-lexicon polarity from a table of wink's lexicon instead of reading the word
 * with wink; the analysis must not change by a single score for it.
 */
describe("the lexicon's polarity table", () => {
  it('is what wink gives every lower-case word of its lexicon (else: node scripts/extract-lexicon-sentiment.ts)', () => {
    const committed = JSON.parse(readFileSync(LEXICON_SENTIMENT_FILE, 'utf8')) as Record<string, number>;
    expect(committed).toEqual(extractLexiconSentiment());
    // Praise and complaint words are in it, as wink scores them.
    expect(committed.excellent).toBeGreaterThan(0);
    expect(committed.terrible).toBeLessThan(0);
    // The method's description gives the table's size.
    const size = Object.keys(committed).length.toLocaleString('en-US');
    expect(readFileSync(new URL('../../../docs/insights.md', import.meta.url), 'utf8')).toContain(`the ${size} words`);
  }, 60_000);

  it("gives wink's own polarity for every word of a real English word list, known to wink or not", () => {
    // an-array-of-english-words (274,937 words, the benchmarks' open vocabulary): most are words wink does not know.
    const english: string[] = createRequire(import.meta.url)('an-array-of-english-words');
    const differing = english.filter((word) => lexiconPolarity(word) !== winkPolarity(word));
    expect(differing).toEqual([]);
    expect(english.filter((word) => lexiconPolarity(word) !== 0).length).toBeGreaterThan(3000);
  }, 120_000);

  it("gives wink's own polarity for every word the evaluation sets' reviews are read into", () => {
    const normals = new Set<string>();
    for (const set of EVALUATION_SETS.filter((s) => evaluationSetExists(s.file)))
      for (const item of loadEvaluationSet(set.file)) for (const n of tokenize(item.text).normals) normals.add(n);
    expect(normals.size).toBeGreaterThan(2000);
    expect([...normals].filter((n) => lexiconPolarity(n) !== winkPolarity(n))).toEqual([]);
  }, 60_000);
});
