import { describe, expect, it } from 'vitest';
import { choosePullQuote } from '../../../src/insights/pull-quote.ts';
import type { SentenceAnalysis, TextAnalysis } from '../../../src/insights/pipeline/types.ts';
import type { AnalysedReview } from '../../../src/insights/stats.ts';
import type { Review } from '../../../src/schemas/review.ts';

const sentence = (text: string, score: number, aspects: string[] = ['workmanship']): SentenceAnalysis => ({
  text,
  score,
  polarity: score > 0.05 ? 'positive' : score < -0.05 ? 'negative' : 'neutral',
  aspects,
});

const reviewed = (id: string, date: string, rating: number, sentences: SentenceAnalysis[]): AnalysedReview => ({
  review: { id, date, rating, author: `Author ${id}` } as Review,
  analysis: { sentences } as TextAnalysis,
});

const long = (words: string) => `${words}, and the crew left the yard spotless afterwards.`;

describe('pull quote', () => {
  it('takes the most positive sentence, then the one judging most aspects, then the newest review, then the highest id', () => {
    const items = [
      reviewed('a', '2026-01-01', 5, [sentence(long('Good roof'), 0.8)]),
      reviewed('b', '2026-02-01', 5, [sentence(long('Great roof'), 0.9)]),
      reviewed('c', '2026-01-15', 5, [sentence(long('Great work'), 0.9, ['workmanship', 'cleanup'])]),
    ];
    expect(choosePullQuote(items)!.review_id).toBe('c');
    items.push(reviewed('d', '2026-03-01', 5, [sentence(long('Great job'), 0.9, ['workmanship', 'cleanup'])]));
    expect(choosePullQuote(items)!.review_id).toBe('d');
    items.push(reviewed('e', '2026-03-01', 5, [sentence(long('Great crew'), 0.9, ['workmanship', 'cleanup'])]));
    expect(choosePullQuote(items)!.review_id).toBe('e');
  });

  it('keeps the first of two equal sentences of one review, whatever the order of the other reviews', () => {
    const twice = reviewed('a', '2026-01-01', 5, [sentence(long('First'), 0.9), sentence(long('Second'), 0.9)]);
    const others = Array.from({ length: 50 }, (_, i) =>
      reviewed(`z${i}`, '2025-01-01', 5, [sentence(long(`Other ${i}`), 0.5)]),
    );
    for (const items of [
      [twice, ...others],
      [...others, twice],
      [...others.slice(0, 20), twice, ...others.slice(20)],
    ]) {
      expect(choosePullQuote(items)!.text).toBe(long('First'));
    }
  });

  it('prefers a sentence of 40 characters or more that judges an aspect in a top-rated review', () => {
    const items = [
      reviewed('a', '2026-01-01', 4, [sentence(long('Best roofer in town'), 0.99)]),
      reviewed('b', '2026-01-01', 5, [sentence('Wonderful!!', 0.99), sentence(long('Solid work'), 0.6)]),
      reviewed('c', '2026-01-01', 5, [sentence(long('Lovely people'), 0.95, [])]),
    ];
    expect(choosePullQuote(items)!.text).toBe(long('Solid work'));
    // Without such a sentence, the most positive of 12-220 characters from any review.
    expect(choosePullQuote(items.slice(0, 1).concat(items[2]!))!.review_id).toBe('a');
    expect(choosePullQuote([reviewed('x', '2026-01-01', 5, [sentence('Too short!', 0.9)])])).toBeNull();
  });
});
