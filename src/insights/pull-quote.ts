import type { PullQuote } from '../schemas/insights.ts';
import type { AnalysedReview } from './stats.ts';

export const PULL_QUOTE_RULE =
  'The most positive sentence (highest sentence score, then most aspects judged, then the newest review, then the ' +
  'highest id) among sentences of 40 to 220 characters that judge at least one aspect, taken from the reviews with ' +
  'the highest star rating in the dataset; without such a sentence, the most positive sentence of 12 to 220 characters ' +
  'from any review, ranked the same way.';

/** The pull quote, chosen by PULL_QUOTE_RULE. Null when no review has a positive sentence. */
export function choosePullQuote(items: readonly AnalysedReview[]): PullQuote | null {
  const topRating = Math.max(0, ...items.map((i) => i.review.rating));
  const sentences = items.flatMap(({ review, analysis }) =>
    (analysis?.sentences ?? [])
      .filter((s) => s.polarity === 'positive' && s.text.length >= 12 && s.text.length <= 220)
      .map((s) => ({ review, sentence: s })),
  );
  const rank = (list: typeof sentences) =>
    [...list].sort(
      (a, b) =>
        b.sentence.score - a.sentence.score ||
        b.sentence.aspects.length - a.sentence.aspects.length ||
        (a.review.date < b.review.date ? 1 : a.review.date > b.review.date ? -1 : 0) ||
        (a.review.id < b.review.id ? 1 : -1),
    )[0];
  const preferred = sentences.filter(
    (s) => s.review.rating === topRating && s.sentence.aspects.length > 0 && s.sentence.text.length >= 40,
  );
  const best = rank(preferred) ?? rank(sentences);
  if (!best) return null;
  return {
    text: best.sentence.text,
    review_id: best.review.id,
    author: best.review.author,
    rating: best.review.rating,
    date: best.review.date,
    rule: PULL_QUOTE_RULE,
  };
}
