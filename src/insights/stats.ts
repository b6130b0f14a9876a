import type { Review } from '../schemas/review.ts';
import type { TextAnalysis } from './analyze-text.ts';

/** A review with its text analysis (null when rating-only). Lists of these are newest first, like the dataset. */
export interface AnalysedReview {
  review: Review;
  analysis: TextAnalysis | null;
}

export const round = (x: number, places: number) => {
  const f = 10 ** places;
  const r = Math.round(x * f) / f;
  return Object.is(r, -0) ? 0 : r;
};
export const pct = (part: number, whole: number) => (whole ? round((part / whole) * 100, 1) : 0);
/** The mean of numbers given by their sum (added in order from 0, as mean() adds) and their count; 0 for none. */
export const meanOf = (sum: number, count: number) => (count ? sum / count : 0);
export const mean = (xs: readonly number[]) =>
  meanOf(
    xs.reduce((a, b) => a + b, 0),
    xs.length,
  );
/** The average star rating, to 2 places, of `count` reviews whose ratings add up to `sum`; null for none. */
export const averageRating = (sum: number, count: number) => (count ? round(sum / count, 2) : null);
export const meanRating = (items: readonly AnalysedReview[]) =>
  averageRating(
    items.reduce((sum, i) => sum + i.review.rating, 0),
    items.length,
  );

/** Sentiment score and polarity counts of some reviews (rating-only reviews are left out). */
export function sentimentOf(items: readonly AnalysedReview[]) {
  const tally = new SentimentTally();
  for (const { analysis } of items) if (analysis) tally.add(analysis.sentiment);
  return tally.result();
}

/** sentimentOf, read one review at a time: the aggregates that read each review once for several figures use it. */
export class SentimentTally {
  private sum = 0;
  private count = 0;
  private readonly counts = { positive: 0, neutral: 0, negative: 0 };
  add(sentiment: TextAnalysis['sentiment']): void {
    // Added in review order from 0, as mean() adds: the same rounding, the same bytes.
    this.sum += sentiment.score;
    this.count += 1;
    this.counts[sentiment.polarity] += 1;
  }
  result() {
    return {
      score: round(meanOf(this.sum, this.count), 3),
      positive_count: this.counts.positive,
      neutral_count: this.counts.neutral,
      negative_count: this.counts.negative,
    };
  }
}

/**
 * Example reviews, by a stated rule: strongest score first (absolute value), then newest, then highest id; at most
 * `limit`. Ties are broken the same way on every build.
 */
export function strongestIds(items: ReadonlyArray<{ id: string; date: string; score: number }>, limit = 3): string[] {
  const strongest = new Strongest(limit);
  for (const { id, date, score } of items) strongest.add(id, date, score);
  return strongest.ids();
}

/**
 * strongestIds, read one review at a time: the first `limit` in that order, kept sorted while reading once (lists run
 * to tens of thousands at 100k reviews), with no object made for a review that does not enter them.
 */
export class Strongest {
  private readonly top: Array<{ id: string; date: string; score: number }> = [];
  private readonly limit: number;
  constructor(limit = 3) {
    this.limit = limit;
  }
  add(id: string, date: string, score: number): void {
    const { top } = this;
    let at = top.length;
    while (at > 0 && stronger(id, date, score, top[at - 1]!)) at -= 1;
    if (at < this.limit) {
      top.splice(at, 0, { id, date, score });
      if (top.length > this.limit) top.pop();
    }
  }
  ids(): string[] {
    return this.top.map((i) => i.id);
  }
}

const stronger = (id: string, date: string, score: number, b: { id: string; date: string; score: number }) =>
  (Math.abs(b.score) - Math.abs(score) || (date < b.date ? 1 : date > b.date ? -1 : 0) || (id < b.id ? 1 : -1)) < 0;

/** Most frequent values first, ties alphabetical. */
export function mostFrequent(values: readonly string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([v]) => v);
}
