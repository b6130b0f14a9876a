import type { MonthlyPoint, Trend } from '../schemas/insights.ts';
import { mean, meanRating, round, type AnalysedReview } from './stats.ts';

const monthOf = (date: string) => date.slice(0, 7);
function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const sentimentMean = (items: readonly AnalysedReview[]) => {
  const scores = items.filter((i) => i.analysis).map((i) => i.analysis!.sentiment.score);
  return scores.length ? round(mean(scores), 3) : null;
};

/** Every month from the first review to the last, empty months included so charts keep a true time axis. */
export function monthlySeries(items: readonly AnalysedReview[]): MonthlyPoint[] {
  if (!items.length) return [];
  const byMonth = new Map<string, AnalysedReview[]>();
  for (const item of items) {
    const month = monthOf(item.review.date);
    const list = byMonth.get(month);
    if (list) list.push(item);
    else byMonth.set(month, [item]);
  }
  const months = [...byMonth.keys()].sort();
  const series: MonthlyPoint[] = [];
  for (let month = months[0]!; month <= months.at(-1)!; month = addMonths(month, 1)) {
    const reviews = byMonth.get(month) ?? [];
    series.push({
      month,
      review_count: reviews.length,
      average_rating: meanRating(reviews),
      sentiment: sentimentMean(reviews),
      review_ids: reviews.map((r) => r.review.id),
    });
  }
  return series;
}

export const TREND_WINDOW_MONTHS = 12;
/** A window with fewer reviews than this says nothing about direction. */
export const TREND_MIN_REVIEWS = 5;
/** Change of the mean star rating that counts as a move. */
export const TREND_RATING_STEP = 0.1;

/** How each trend direction reads to people (pages, MCP text); the JSON keeps the enum values. */
export const TREND_WORDS = {
  improving: 'improving',
  declining: 'declining',
  steady: 'steady',
  insufficient_data: 'not enough data yet',
} as const satisfies Record<Trend['direction'], string>;

const trendRule = (name: (direction: Trend['direction']) => string) =>
  `The ${TREND_WINDOW_MONTHS} months ending with the month of the newest review against the ${TREND_WINDOW_MONTHS} ` +
  `months before them: ${name('improving')} when the mean star rating rose by ${TREND_RATING_STEP} or more, ` +
  `${name('declining')} when it fell by ${TREND_RATING_STEP} or more, else ${name('steady')}; ` +
  `${name('insufficient_data')} when either window has fewer than ${TREND_MIN_REVIEWS} reviews.`;

/** The rule as served in /insights.json, naming the direction values. */
export const TREND_RULE = trendRule((d) => `"${d}"`);
/** The same rule in words, for pages. */
export const TREND_RULE_IN_WORDS = trendRule((d) => `“${TREND_WORDS[d]}”`);

export function trendOf(items: readonly AnalysedReview[]): Trend {
  const latest = items.reduce<string | null>(
    (max, i) => (max === null || i.review.date > max ? i.review.date : max),
    null,
  );
  const end = latest ? monthOf(latest) : '1970-01';
  const window = (to: string) => {
    const from = addMonths(to, -(TREND_WINDOW_MONTHS - 1));
    const inside = items.filter((i) => monthOf(i.review.date) >= from && monthOf(i.review.date) <= to);
    return {
      from,
      to,
      review_count: inside.length,
      average_rating: meanRating(inside),
      sentiment: sentimentMean(inside),
    };
  };
  const recent = window(end);
  const previous = window(addMonths(end, -TREND_WINDOW_MONTHS));
  const rating_change =
    recent.average_rating !== null && previous.average_rating !== null
      ? round(recent.average_rating - previous.average_rating, 2)
      : null;
  const sentiment_change =
    recent.sentiment !== null && previous.sentiment !== null ? round(recent.sentiment - previous.sentiment, 3) : null;
  const enough = recent.review_count >= TREND_MIN_REVIEWS && previous.review_count >= TREND_MIN_REVIEWS;
  const direction =
    !enough || rating_change === null
      ? 'insufficient_data'
      : rating_change >= TREND_RATING_STEP
        ? 'improving'
        : rating_change <= -TREND_RATING_STEP
          ? 'declining'
          : 'steady';
  return {
    rule: TREND_RULE,
    window_months: TREND_WINDOW_MONTHS,
    recent,
    previous,
    rating_change,
    sentiment_change,
    direction,
  };
}
