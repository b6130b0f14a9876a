import { z } from 'zod';
import { reviewsAt } from '../../query/review-index.ts';
import { fold } from '../../text/normalize.ts';
import { Review } from '../../schemas/review.ts';
import { InsightsDataset, Trend } from '../../schemas/insights.ts';
import type { ServedInsights } from '../insights-source.ts';
import { AspectView } from '../insights-view.ts';
import { choices, defineTool, ToolError, type ToolContext } from './define.ts';
import { renderReviews } from './render.ts';
import { TREND_WORDS } from '../../insights/temporal.ts';
import { formatPercent } from '../../views/format.ts';

const { generated_at, review_count } = InsightsDataset.shape;

const renderAspect = (a: AspectView) =>
  `${a.label} (id ${a.id}): ${a.mention_count} reviews, ${formatPercent(a.positive_pct)} positive ` +
  `(${a.positive_count} positive / ${a.neutral_count} neutral / ${a.negative_count} negative), score ${a.score}` +
  (a.top_phrases.length ? `; terms: ${a.top_phrases.join(', ')}` : '');

export const listAspectsTool = defineTool({
  name: 'list_aspects',
  title: 'List review aspects',
  description:
    'The aspects customers judge (workmanship, communication, cleanup, pricing and value, ...), most mentioned ' +
    'first, each with the number of reviews that judge it, positive/neutral/negative counts, positive percentage, ' +
    'mean sentiment score (-1 to 1), the terms reviewers use most and up to 3 example review ids. From the insights ' +
    'analysis (/insights.json).',
  input: z.object({}),
  output: z.object({ generated_at, review_count, aspects: z.array(AspectView) }),
  run: (_args, { insights }) => {
    const data = insights();
    // Most mentioned first; a stable sort keeps taxonomy order among equals.
    const ranked = [...data.aspects].sort((a, b) => b.mention_count - a.mention_count);
    return {
      generated_at: data.generated_at,
      review_count: data.review_count,
      aspects: ranked.map((a) => AspectView.parse(a)),
    };
  },
  render: ({ review_count, aspects }) =>
    `Aspects judged in ${review_count} reviews, most mentioned first:\n${aspects.map(renderAspect).join('\n')}`,
});

function findAspect(insights: ServedInsights, name: string) {
  const wanted = fold(name.trim());
  const aspect = insights.aspects.find((a) => fold(a.id) === wanted || fold(a.label) === wanted);
  if (!aspect)
    throw new ToolError(`No aspect matches "${name}". Aspects: ${choices(insights.aspects.map((a) => a.id))}.`);
  return aspect;
}

export const getAspectSentimentTool = defineTool({
  name: 'get_aspect_sentiment',
  title: 'Sentiment about one aspect',
  description:
    'How customers feel about one aspect (by id or label, case-insensitive; list_aspects names them): counts, ' +
    'positive percentage, score, the terms used most and the example reviews in full. An unknown aspect is an error ' +
    'listing them.',
  input: z.object({
    aspect: z.string().min(1).max(120).describe('Aspect id or label, as list_aspects gives them, e.g. "cleanup"'),
  }),
  output: z.object({
    aspect: AspectView,
    example_reviews: z.array(Review).describe('The reviews of example_review_ids, in full'),
  }),
  run: ({ aspect: name }, context: ToolContext) => {
    const aspect = AspectView.parse(findAspect(context.insights(), name));
    const { index } = context;
    const positions = aspect.example_review_ids.map((id) => index.positionOf(id)).filter((p) => p !== -1);
    return { aspect, example_reviews: reviewsAt(index, positions) };
  },
  render: ({ aspect, example_reviews }) =>
    renderAspect(aspect) + (example_reviews.length ? `\n\nExamples:\n\n${renderReviews(example_reviews)}` : ''),
});

export const getFaqTool = defineTool({
  name: 'get_faq',
  title: 'Frequently asked questions',
  description:
    'Questions prospective customers ask (insurance claims, timelines, cleanup, prices, warranty, ...), answered ' +
    'from what the reviews say, each with the ids of the reviews that ground the answer (get_review reads them).',
  input: z.object({}),
  output: z.object({ generated_at, faq: InsightsDataset.shape.faq }),
  run: (_args, { insights }) => {
    const data = insights();
    return { generated_at: data.generated_at, faq: data.faq };
  },
  render: ({ faq }) =>
    faq.map((f) => `Q: ${f.question}\nA: ${f.answer}\n(reviews: ${f.review_ids.join(', ')})`).join('\n\n'),
});

const SummaryOutput = InsightsDataset.pick({
  generated_at: true,
  review_count: true,
  date_range: true,
  overall_sentiment: true,
  summary: true,
  pull_quote: true,
}).extend({ trend: Trend.describe('Rating over the last 12 months against the 12 before') });

export const getSummaryTool = defineTool({
  name: 'get_summary',
  title: 'Editorial summary',
  description:
    'What the reviews say overall: the editorial summary (headline and paragraphs), a pull quote, the overall ' +
    'sentiment, the rating trend of the last 12 months and the date range covered.',
  input: z.object({}),
  output: SummaryOutput,
  run: (_args, { insights }) => {
    const data = insights();
    return {
      generated_at: data.generated_at,
      review_count: data.review_count,
      date_range: data.date_range,
      overall_sentiment: data.overall_sentiment,
      summary: data.summary,
      pull_quote: data.pull_quote,
      trend: data.temporal.trend,
    };
  },
  render: (r) => {
    const o = r.overall_sentiment;
    const t = r.trend;
    return [
      r.summary.headline,
      ...r.summary.paragraphs,
      `— ${r.summary.author}, reviewed ${r.summary.reviewed_on}`,
      r.pull_quote
        ? `“${r.pull_quote.text}” — ${r.pull_quote.author}, ${r.pull_quote.rating}/5, ${r.pull_quote.date} (id ${r.pull_quote.review_id})`
        : '',
      `Overall sentiment over ${o.analysed_review_count} written reviews: score ${o.score}; ` +
        `${formatPercent(o.positive_pct)} positive, ${formatPercent(o.neutral_pct)} neutral, ${formatPercent(o.negative_pct)} negative.`,
      `Trend: ${TREND_WORDS[t.direction]} (${t.recent.from} to ${t.recent.to}: ${t.recent.average_rating ?? 'no'} stars ` +
        `over ${t.recent.review_count} reviews; ${t.previous.from} to ${t.previous.to}: ${t.previous.average_rating ?? 'no'} ` +
        `over ${t.previous.review_count}).`,
      `${r.review_count} reviews from ${r.date_range.earliest ?? '-'} to ${r.date_range.latest ?? '-'}.`,
    ]
      .filter(Boolean)
      .join('\n\n');
  },
});
