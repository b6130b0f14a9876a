import type { PullQuote } from '../schemas/insights.ts';
import type { Review } from '../schemas/review.ts';
import type { SentenceAnalysis } from './pipeline/types.ts';
import type { AnalysedReview } from './stats.ts';

export const PULL_QUOTE_RULE =
  'The most positive sentence (highest sentence score, then most aspects judged, then the newest review, then the ' +
  'highest id, then the first in its review) among sentences of 40 to 220 characters that judge at least one ' +
  'aspect, taken from the reviews with the highest star rating in the dataset; without such a sentence, the most ' +
  'positive sentence of 12 to 220 characters from any review, ranked the same way.';

/** The pull quote, chosen by PULL_QUOTE_RULE. Null when no review has a positive sentence. */
export function choosePullQuote(items: readonly AnalysedReview[]): PullQuote | null {
  const topRating = Math.max(0, ...items.map((i) => i.review.rating));
  // The best of each kind kept while reading once: sorting every positive sentence to take the first was most of
  // this function's time at 100k reviews (docs/benchmarks.md, "The insights assembled faster").
  let preferred: Candidate | undefined;
  let best: Candidate | undefined;
  for (const { review, analysis } of items) {
    for (const sentence of analysis?.sentences ?? []) {
      if (sentence.polarity !== 'positive' || sentence.text.length < 12 || sentence.text.length > 220) continue;
      const candidate = { review, sentence };
      if (!best || ranksAbove(candidate, best)) best = candidate;
      if (review.rating === topRating && sentence.aspects.length > 0 && sentence.text.length >= 40) {
        if (!preferred || ranksAbove(candidate, preferred)) preferred = candidate;
      }
    }
  }
  const chosen = preferred ?? best;
  if (!chosen) return null;
  return {
    text: chosen.sentence.text,
    review_id: chosen.review.id,
    author: chosen.review.author,
    rating: chosen.review.rating,
    date: chosen.review.date,
    rule: PULL_QUOTE_RULE,
  };
}

type Candidate = { review: Review; sentence: SentenceAnalysis };

/** Whether `a` comes before `b` by the rule; of two equal sentences of one review, the first read is kept. */
const ranksAbove = (a: Candidate, b: Candidate) =>
  (b.sentence.score - a.sentence.score ||
    b.sentence.aspects.length - a.sentence.aspects.length ||
    (a.review.date < b.review.date ? 1 : a.review.date > b.review.date ? -1 : 0) ||
    (a.review.id < b.review.id ? 1 : a.review.id > b.review.id ? -1 : 0)) < 0;
