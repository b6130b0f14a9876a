import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import type { InsightsDataset } from '../schemas/insights.ts';
import { absolute, paths, siteUrl } from '../site.ts';
import { formatPercent } from '../views/format.ts';

/** The editorial summary and the headline figures of the insights, for the summary section. */
export function renderSummarySection(
  insights: Pick<InsightsDataset, 'summary' | 'overall_sentiment' | 'aspects' | 'pull_quote'>,
  base = siteUrl(),
): string[] {
  const { summary, overall_sentiment: overall, pull_quote: quote } = insights;
  const ranked = insights.aspects
    .filter((a) => a.mention_count >= 3)
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  const describe = (a: (typeof ranked)[number]) =>
    `${a.label.toLowerCase()} (${formatPercent(a.positive_pct)} positive of ${a.mention_count})`;
  return [
    '## Summary',
    '',
    `**${summary.headline}**`,
    '',
    ...summary.paragraphs.flatMap((p) => [p, '']),
    `- Overall sentiment: ${formatPercent(overall.positive_pct)} of ${overall.analysed_review_count} written reviews positive, ` +
      `${formatPercent(overall.negative_pct)} negative (score ${overall.score.toFixed(2)} on -1..1)`,
    ...(ranked.length
      ? [
          `- Most praised: ${ranked.slice(0, 3).map(describe).join(', ')}`,
          `- Least praised: ${ranked.slice(-2).reverse().map(describe).join(', ')}`,
        ]
      : []),
    ...(quote ? [`- Pull quote: "${quote.text}" (${quote.author}, ${quote.rating} stars, ${quote.date})`] : []),
    `- [Summary page](${absolute('/summary/', base)}) and [insights dataset](${absolute(paths.insights, base)})`,
    '',
  ];
}

/** /llms.txt (llmstxt.org): what the site is and where an agent finds the data, in Markdown. */
export function renderLlmsTxt(
  dataset: ReviewsDataset,
  base = siteUrl(),
  insights?: Pick<InsightsDataset, 'summary' | 'overall_sentiment' | 'aspects' | 'pull_quote'>,
): string {
  const { business, aggregate_rating: rating } = dataset;
  const link = (path: string) => absolute(path, base);
  return [
    `# ${business.name}`,
    '',
    `> Verified customer reviews of ${business.name}, a roofing contractor in ${business.address.locality}, ` +
      `${business.address.region}: ${rating.review_count} reviews, rated ${rating.rating_value.toFixed(2)} out of 5. ` +
      'Everything here is public and read-only; no key or account is needed.',
    '',
    business.description,
    '',
    ...(insights ? renderSummarySection(insights, base) : []),
    '## Data',
    '',
    `- [Reviews dataset](${link(paths.reviews)}): the business, the aggregate rating and every review (JSON)`,
    `- [Insights](${link(paths.insights)}): aspect-based sentiment analysis, technicians, services, topics, FAQ, summary (JSON)`,
    `- [JSON Feed](${link(paths.jsonFeed)}) and [Atom feed](${link(paths.atomFeed)}): the 50 newest reviews`,
    `- [OpenAPI 3.1 description](${link(paths.openapi)}) of every endpoint`,
    '',
    '## Query',
    '',
    `- [Search](${link(paths.search)}?query=leak&min_rating=4&limit=5): rating, min_rating, since, until, query, mentions_technician, mentions_service, limit`,
    `- [Reviews since a date](${link(`${paths.since}/2025-01-01`)}): with ETag and Last-Modified for conditional GET`,
    `- MCP server (streamable HTTP, JSON-RPC 2.0): ${link(paths.mcp)}`,
    `- WebSub hub: ${link(paths.hub)}`,
    '',
    '## Optional',
    '',
    `- [Developers](${link(paths.developersPage)}): curl examples, MCP and WebSub how-tos`,
    `- [Reviews as web pages](${link(paths.reviewListPage(1))}): newest first, 20 per page; each review has a permalink at ${link('/reviews/{id}/')}`,
    '',
  ].join('\n');
}
