/**
 * Where the site lives. SITE_URL wins (tests and benchmarks set it), then Netlify's URL (the production URL during a
 * Netlify build and in functions), then the local `netlify dev` address. Build and functions read the same variables,
 * so links in artifacts and function responses agree.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? process.env.URL ?? 'http://localhost:8888').replace(/\/+$/, '');
}

export const paths = {
  reviews: '/reviews.json',
  insights: '/insights.json',
  jsonFeed: '/api/feed.json',
  atomFeed: '/feed.xml',
  openapi: '/.well-known/openapi.json',
  search: '/api/reviews/search',
  since: '/api/reviews/since',
  mcp: '/mcp',
  hub: '/api/websub/hub',
  reviewPage: (id: string) => `/reviews/${id}/`,
  reviewListPage: (page: number) => (page <= 1 ? '/reviews/' : `/reviews/page/${page}/`),
  developersPage: '/developers/',
  summaryPage: '/summary/',
} as const;

export const absolute = (path: string, base = siteUrl()) => `${base}${path}`;

/** The three WebSub topics: content that changes when reviews change. */
export const topicPaths = [paths.atomFeed, paths.jsonFeed, paths.reviews] as const;
export type TopicPath = (typeof topicPaths)[number];

/** Number of reviews in each feed. */
export const FEED_SIZE = 50;
