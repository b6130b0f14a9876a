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
export const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
export const meanRating = (items: readonly AnalysedReview[]) =>
  items.length ? round(mean(items.map((i) => i.review.rating)), 2) : null;

/** Sentiment score and polarity counts of some reviews (rating-only reviews are left out). */
export function sentimentOf(items: readonly AnalysedReview[]) {
  const scored = items.filter((i) => i.analysis).map((i) => i.analysis!.sentiment);
  return {
    score: round(mean(scored.map((s) => s.score)), 3),
    positive_count: scored.filter((s) => s.polarity === 'positive').length,
    neutral_count: scored.filter((s) => s.polarity === 'neutral').length,
    negative_count: scored.filter((s) => s.polarity === 'negative').length,
  };
}

/**
 * Example reviews, by a stated rule: strongest score first (absolute value), then newest, then highest id; at most
 * `limit`. Ties are broken the same way on every build.
 */
export function strongestIds(items: ReadonlyArray<{ id: string; date: string; score: number }>, limit = 3): string[] {
  // The first `limit` in that order, kept sorted while reading once (lists run to tens of thousands at 100k reviews).
  const top: Array<(typeof items)[number]> = [];
  for (const item of items) {
    let at = top.length;
    while (at > 0 && stronger(item, top[at - 1]!)) at -= 1;
    if (at < limit) {
      top.splice(at, 0, item);
      if (top.length > limit) top.pop();
    }
  }
  return top.map((i) => i.id);
}

const stronger = (a: { id: string; date: string; score: number }, b: { id: string; date: string; score: number }) =>
  (Math.abs(b.score) - Math.abs(a.score) ||
    (a.date < b.date ? 1 : a.date > b.date ? -1 : 0) ||
    (a.id < b.id ? 1 : -1)) < 0;

/** Most frequent values first, ties alphabetical. */
export function mostFrequent(values: readonly string[], limit: number): string[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([v]) => v);
}
