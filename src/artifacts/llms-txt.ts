import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { absolute, paths, siteUrl } from '../site.ts';

/** /llms.txt (llmstxt.org): what the site is and where an agent finds the data, in Markdown. */
export function renderLlmsTxt(dataset: ReviewsDataset, base = siteUrl()): string {
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
