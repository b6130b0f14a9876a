import { describe, expect, it } from 'vitest';
import { syntheticDataset } from '../../../scripts/content-generator/dataset.ts';
import { parseReviewIndex, serializeReviewIndex } from '../../../src/query/compact-index.ts';
import { buildReviewIndex, searchReviews } from '../../../src/query/search.ts';
import { SearchParams } from '../../../src/schemas/search.ts';
import { fold } from '../../../src/text/normalize.ts';

/** Awkward texts: line breaks, runs of punctuation, accents, combining marks, non-Latin scripts, emoji, digits. */
const TEXTS = [
  'Great job!\nGreat crew.',
  'great  job, GREAT-job; great—job',
  'Crème brûlée roof: re-roofed in 2 days (2024).',
  'İstanbul-born roofer, naïve question… answered!',
  'Ωμέγα roof 屋根 repair 🙂 done',
  'e\u0301te\u0301 storm, then hail; hail-storm; hailstorm',
  'Tobi + Kim = 👍 — A+ work',
  'a.b.c a,b,c a b c abc',
  '!!! ??? ...',
  // Letters outside the BMP that folding keeps (Gothic, CJK Extension B: two code units, one letter each), emoji
  // beside words, digits of another script.
  '𐌰𐌱𐌲 roof🏠roof, 𠀀𠀁 tiles, ٣ days, x𐌰y',
];

const base = syntheticDataset(TEXTS.length + 3);
const dataset = {
  ...base,
  reviews: base.reviews.map((review, i) => ({ ...review, text: TEXTS[i] ?? (i % 2 ? null : 'plain words here') })),
};
const index = parseReviewIndex(serializeReviewIndex(buildReviewIndex(dataset)));

function expected(query: string): string[] {
  const q = fold(query);
  return dataset.reviews.filter((r) => r.text !== null && fold(r.text).includes(q)).map((r) => r.id);
}

function found(query: string): string[] {
  return searchReviews(index, SearchParams.parse({ query, limit: 100 })).reviews.map((r) => r.id);
}

describe('text search over awkward texts', () => {
  it('finds exactly the reviews containing every substring of every text', () => {
    let checked = 0;
    for (const text of TEXTS) {
      for (let start = 0; start < text.length; start++) {
        for (let end = start + 1; end <= Math.min(text.length, start + 24); end++) {
          const query = text.slice(start, end);
          // Substrings that fold to nothing (a lone combining mark) are refused by the schema (search-query tests).
          if (!/\S/.test(fold(query))) continue;
          // Half of a letter outside the BMP (a lone surrogate) is not a character: the index finds nothing for it.
          if (!query.isWellFormed()) continue;
          expect(found(query), JSON.stringify(query)).toEqual(expected(query));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2000);
  });

  it('matches across a line break, and phrases of three or more pieces', () => {
    expect(found('job!\ngreat')).toHaveLength(1);
    expect(found('great job great')).toEqual([]);
    expect(found('a b c')).toHaveLength(1);
    expect(found('re-roofed in 2')).toHaveLength(1);
  });

  it('folds accents and case on both sides, including decomposed input', () => {
    expect(found('CREME BRULEE')).toEqual(expected('creme brulee'));
    expect(found('ete')).toHaveLength(1);
    expect(found('istanbul')).toHaveLength(1);
    expect(found('屋根')).toHaveLength(1);
  });
});
