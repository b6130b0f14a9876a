import { z } from 'zod';
import { fold } from '../../text/normalize.ts';
import { Review } from '../../schemas/review.ts';
import { Aspect, FaqEntry, InsightsStatus, OverallSentiment } from '../insights-view.ts';
import { choices, defineTool, ToolError, type ToolContext } from './define.ts';
import { renderReviews } from './render.ts';

const NOT_AVAILABLE = 'The sentiment analysis of the reviews has not been generated yet.';

const renderAspect = (a: Aspect) =>
  `${a.label} (id ${a.id}): ${a.mention_count} mentions, ${a.positive_pct}% positive ` +
  `(${a.positive_count}+ / ${a.neutral_count}= / ${a.negative_count}-), score ${a.score}` +
  (a.top_phrases.length ? `; phrases: ${a.top_phrases.join(', ')}` : '');

export const listAspectsTool = defineTool({
  name: 'list_aspects',
  title: 'List review aspects',
  description:
    'The aspects customers talk about (e.g. communication, cleanup, price), most mentioned first, each with its ' +
    'mention count, positive/neutral/negative counts, positive percentage, sentiment score (-1 to 1), top phrases and ' +
    'example review ids. From the insights analysis (/insights.json).',
  input: z.object({}),
  output: z.object({ insights: InsightsStatus, aspects: z.array(Aspect) }),
  run: (_args, { insights }) => ({
    insights: insights.status,
    aspects: [...insights.aspects].sort((a, b) => b.mention_count - a.mention_count || a.id.localeCompare(b.id)),
  }),
  render: ({ insights, aspects }) =>
    insights.available ? aspects.map(renderAspect).join('\n') : NOT_AVAILABLE,
});

function findAspect({ insights }: ToolContext, name: string): Aspect {
  if (!insights.status.available) throw new ToolError(NOT_AVAILABLE);
  const wanted = fold(name.trim());
  const aspect = insights.aspects.find((a) => fold(a.id) === wanted || fold(a.label) === wanted);
  if (!aspect) throw new ToolError(`No aspect matches "${name}". Aspects: ${choices(insights.aspects.map((a) => a.id))}.`);
  return aspect;
}

export const getAspectSentimentTool = defineTool({
  name: 'get_aspect_sentiment',
  title: 'Sentiment about one aspect',
  description:
    'How customers feel about one aspect (by id or label, case-insensitive; list_aspects names them): counts, ' +
    'positive percentage, score, top phrases and the example reviews in full. An unknown aspect is an error listing them.',
  input: z.object({ aspect: z.string().min(1).max(120).describe('Aspect id or label, as list_aspects gives them') }),
  output: z.object({ aspect: Aspect, example_reviews: z.array(Review) }),
  run: ({ aspect: name }, context) => {
    const aspect = findAspect(context, name);
    const byId = new Map(context.dataset.reviews.map((r) => [r.id, r]));
    return { aspect, example_reviews: aspect.example_review_ids.flatMap((id) => byId.get(id) ?? []) };
  },
  render: ({ aspect, example_reviews }) =>
    renderAspect(aspect) + (example_reviews.length ? `\n\nExamples:\n\n${renderReviews(example_reviews)}` : ''),
});

export const getFaqTool = defineTool({
  name: 'get_faq',
  title: 'Frequently asked questions',
  description: 'Questions prospective customers ask, answered from what the reviews say, each with the ids of the reviews behind the answer.',
  input: z.object({}),
  output: z.object({ insights: InsightsStatus, faq: z.array(FaqEntry) }),
  run: (_args, { insights }) => ({ insights: insights.status, faq: insights.faq }),
  render: ({ insights, faq }) =>
    insights.available && faq.length
      ? faq.map((f) => `Q: ${f.question}\nA: ${f.answer}\n(reviews: ${f.review_ids.join(', ')})`).join('\n\n')
      : NOT_AVAILABLE,
});

export const getSummaryTool = defineTool({
  name: 'get_summary',
  title: 'Editorial summary',
  description:
    'A short editorial summary of what the reviews say, a pull quote, the overall sentiment and the date range covered.',
  input: z.object({}),
  output: z.object({
    insights: InsightsStatus,
    summary: z.string().nullable(),
    pull_quote: z.string().nullable(),
    overall_sentiment: OverallSentiment.nullable(),
    date_range: z.object({ earliest: z.string(), latest: z.string() }).nullable(),
  }),
  run: (_args, { insights }) => ({
    insights: insights.status,
    summary: insights.summary,
    pull_quote: insights.pull_quote,
    overall_sentiment: insights.overall_sentiment,
    date_range: insights.date_range,
  }),
  render: (r) =>
    r.summary
      ? [r.summary, r.pull_quote ? `“${r.pull_quote}”` : '', r.overall_sentiment
        ? `Overall: score ${r.overall_sentiment.score}, ${r.overall_sentiment.positive_pct}% positive` : '']
        .filter(Boolean).join('\n\n')
      : NOT_AVAILABLE,
});
