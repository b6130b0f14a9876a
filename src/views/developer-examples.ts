import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { parseSearchQuery } from '../http/search-query.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../schemas/search.ts';
import { LEASE_DEFAULT_SECONDS } from '../schemas/websub.ts';
import { FEED_SIZE, absolute, paths, siteUrl } from '../site.ts';

/**
 * What /developers shows, kept out of the page so the page is layout only: the endpoint and parameter tables, the
 * MCP tool list, the curl and client examples, and the limits. tests/unit/views/developer-examples.test.ts checks
 * them against the OpenAPI document, the MCP tool list, the search parser and the functions' rate limits.
 */

/** The query of the error example; its answer is produced by the real parser, never written by hand. */
export const ERROR_EXAMPLE_QUERY = 'rating=9&limit=500';

/** The rate limits of the functions' configs (requests per window of RATE_LIMIT_WINDOW_SECONDS, per client). */
export const RATE_LIMITS = { search: 120, since: 120, mcp: 300, hub: 60 } as const;
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** The 400 answer to ERROR_EXAMPLE_QUERY, as the search function sends it (one issue per line). */
export function errorExample(): string {
  const parsed = parseSearchQuery(new URLSearchParams(ERROR_EXAMPLE_QUERY));
  if (parsed.ok) throw new Error(`the error example ${ERROR_EXAMPLE_QUERY} is valid`);
  const issues = parsed.error.issues.map((issue) => `    ${JSON.stringify(issue)}`).join(',\n');
  return `{\n  "error": ${JSON.stringify(parsed.error.error)},\n  "issues": [\n${issues}\n  ]\n}`;
}

/** The 429 sentence, from RATE_LIMITS. */
export function rateLimitSentence(): string {
  const per = `per ${RATE_LIMIT_WINDOW_SECONDS} seconds`;
  return (
    `Too many requests from one client get 429 with a Retry-After header: the limits are ${RATE_LIMITS.search} ` +
    `searches, ${RATE_LIMITS.since} since requests, ${RATE_LIMITS.mcp} MCP requests and ${RATE_LIMITS.hub} hub ` +
    `requests ${per}, counted per IP address and domain.`
  );
}

export function developerPage(base = siteUrl()) {
  const { business, aggregate_rating: rating } = getReviewsDataset();
  const url = (path: string) => absolute(path, base);
  const technician = business.technicians[0]?.name.split(' ')[0] ?? 'Dave';
  const service = business.services[0]?.id ?? 'roof-repair';
  const sinceDate = `${(rating.latest_review_date ?? '2025-01-01').slice(0, 4)}-01-01`;

  const endpoints = [
    { method: 'GET', path: paths.reviews, what: 'The business, its aggregate rating and every review', link: true },
    {
      method: 'GET',
      path: paths.insights,
      what: 'Aspect-based sentiment analysis: aspects, technicians, services, topics, FAQ, summary',
      link: true,
    },
    { method: 'GET', path: paths.jsonFeed, what: `JSON Feed 1.1 of the ${FEED_SIZE} newest reviews`, link: true },
    { method: 'GET', path: paths.atomFeed, what: `Atom feed of the same ${FEED_SIZE} reviews`, link: true },
    {
      method: 'GET',
      path: paths.search,
      what: 'Search reviews by rating, dates, text, technician or service',
      link: false,
    },
    {
      method: 'GET',
      path: `${paths.since}/{date}`,
      what: 'Reviews on or after a date, with conditional GET',
      link: false,
    },
    {
      method: 'POST',
      path: paths.mcp,
      what: 'Model Context Protocol server (streamable HTTP, JSON-RPC 2.0)',
      link: false,
    },
    {
      method: 'POST',
      path: paths.hub,
      what: 'WebSub hub: subscribe to changes of the feeds and the dataset',
      link: false,
    },
    { method: 'GET', path: paths.openapi, what: 'OpenAPI 3.1.0 description of the REST endpoints', link: true },
    { method: 'GET', path: '/llms.txt', what: 'A Markdown map of the site for language models', link: true },
  ];

  const searchParams = [
    ['rating', 'integer 1–5', 'Exact star rating'],
    ['min_rating', 'number 1–5', 'Minimum star rating, inclusive'],
    ['since', 'date YYYY-MM-DD', 'Reviews on or after this date'],
    ['until', 'date YYYY-MM-DD', 'Reviews on or before this date'],
    ['query', 'string', 'Case- and accent-insensitive substring of the review text'],
    ['mentions_technician', 'string', 'Technician id, full name, first name or alias (case-insensitive)'],
    ['mentions_service', 'string', 'Service id or label (case-insensitive)'],
    ['limit', `integer 1–${MAX_LIMIT}`, `Maximum number of reviews returned; default ${DEFAULT_LIMIT}`],
  ];

  const mcpTools = [
    ['get_business', 'The business: contact details, services, service areas, team'],
    ['search_reviews', 'The search endpoint as a tool, with the same arguments'],
    ['get_review', 'One review by id'],
    ['get_reviews_since', 'Reviews on or after a date, a page at a time (limit, cursor)'],
    ['get_rating_summary', 'The aggregate rating and the count per star'],
    ['list_aspects', 'The aspects customers talk about, with their sentiment'],
    ['get_aspect_sentiment', 'One aspect in detail, with example reviews'],
    ['get_technician', 'What reviews say about one technician'],
    ['get_service', 'What reviews say about one service'],
    ['get_service_area', 'What reviews say about work in one area'],
    ['get_faq', 'Questions customers ask, answered from the reviews'],
    ['get_summary', 'The editorial summary of all reviews'],
  ];

  const examples = {
    dataset: `curl -s ${url(paths.reviews)} | jq '.aggregate_rating'`,
    insights: `curl -s ${url(paths.insights)} | jq '.summary'`,
    jsonFeed: `curl -s ${url(paths.jsonFeed)} | jq '.items[0] | {id, url, title, date_published}'`,
    atomFeed: `curl -s ${url(paths.atomFeed)}`,
    search: `curl -s '${url(paths.search)}?min_rating=4&query=leak&limit=5'`,
    searchEncoded: `curl -s -G ${url(paths.search)} \\
    --data-urlencode 'mentions_technician=${technician}' \\
    --data-urlencode 'mentions_service=${service}' \\
    --data-urlencode 'since=${sinceDate}'`,
    searchResult: `{
    "matched": 12,
    "returned": 5,
    "limit": 5,
    "reviews": [ { "id": "01J…", "author": "…", "rating": 5, "date": "…", "text": "…", … } ]
  }`,
    searchError: `curl -s '${url(paths.search)}?${ERROR_EXAMPLE_QUERY}'\n${errorExample()}`,
    since: `curl -si ${url(`${paths.since}/${sinceDate}`)}`,
    conditional: `# First request: keep the ETag
  etag=$(curl -sI ${url(paths.reviews)} | awk 'tolower($1) == "etag:" { print $2 }' | tr -d '\\r')

  # Later: send it back. 304 Not Modified (empty body) until the reviews change, then 200 with the new dataset.
  curl -s -o /dev/null -w '%{http_code}\\n' -H "If-None-Match: $etag" ${url(paths.reviews)}`,
    curlEtag: `# curl can keep the ETag in a file for you and download only when the data changed:
  curl -s --etag-save reviews.etag --etag-compare reviews.etag -o reviews.json ${url(paths.reviews)}`,
    ifModifiedSince: `curl -si -H 'If-Modified-Since: Wed, 01 Jan 2025 00:00:00 GMT' ${url(`${paths.since}/${sinceDate}`)}`,
    mcpInit: `curl -si ${url(paths.mcp)} \\
    -H 'Content-Type: application/json' \\
    -H 'Accept: application/json, text/event-stream' \\
    -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"curl","version":"1.0"}}}'
  # The response carries the session in a header:  Mcp-Session-Id: <session>`,
    mcpCall: `curl -s ${url(paths.mcp)} \\
    -H 'Content-Type: application/json' \\
    -H 'Accept: application/json, text/event-stream' \\
    -H 'Mcp-Session-Id: <session>' \\
    -d '{"jsonrpc":"2.0","method":"notifications/initialized"}'

  curl -s ${url(paths.mcp)} \\
    -H 'Content-Type: application/json' \\
    -H 'Accept: application/json, text/event-stream' \\
    -H 'Mcp-Session-Id: <session>' \\
    -d '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search_reviews","arguments":{"rating":5,"limit":3}}}'`,
    mcpSdk: `import { Client } from '@modelcontextprotocol/sdk/client/index.js';
  import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

  const client = new Client({ name: 'my-agent', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('${url(paths.mcp)}')));
  const { tools } = await client.listTools();
  const result = await client.callTool({ name: 'get_rating_summary', arguments: {} });
  console.log(result.structuredContent);`,
    mcpConfig: `{
    "mcpServers": {
      "reviews": { "type": "http", "url": "${url(paths.mcp)}" }
    }
  }`,
    subscribe: `curl -si ${url(paths.hub)} \\
    -d hub.mode=subscribe \\
    --data-urlencode 'hub.topic=${url(paths.atomFeed)}' \\
    --data-urlencode 'hub.callback=https://your-app.example/websub/reviews' \\
    -d hub.lease_seconds=${LEASE_DEFAULT_SECONDS} \\
    --data-urlencode 'hub.secret=a-long-random-string'
  # HTTP/1.1 202 Accepted`,
    verification: `GET https://your-app.example/websub/reviews?hub.mode=subscribe&hub.topic=${encodeURIComponent(url(paths.atomFeed))}&hub.challenge=k3Jd9…&hub.lease_seconds=${LEASE_DEFAULT_SECONDS}

  HTTP/1.1 200 OK
  Content-Type: text/plain

  k3Jd9…`,
    notification: `POST https://your-app.example/websub/reviews
  Content-Type: application/atom+xml; charset=utf-8
  Link: <${url(paths.hub)}>; rel="hub", <${url(paths.atomFeed)}>; rel="self"
  X-Hub-Signature: sha256=5d41402abc4b2a76b9719d911017c592…

  <?xml version="1.0" encoding="utf-8"?>
  <feed xmlns="http://www.w3.org/2005/Atom">…the whole feed…</feed>`,
    verifySignature: `import { createHmac, timingSafeEqual } from 'node:crypto';

  // body: the raw request body as a Buffer; header: the X-Hub-Signature value
  function signedByHub(body, header, secret) {
    const expected = Buffer.from('sha256=' + createHmac('sha256', secret).update(body).digest('hex'));
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }`,
    unsubscribe: `curl -si ${url(paths.hub)} \\
    -d hub.mode=unsubscribe \\
    --data-urlencode 'hub.topic=${url(paths.atomFeed)}' \\
    --data-urlencode 'hub.callback=https://your-app.example/websub/reviews'`,
  };
  return {
    business,
    base,
    url,
    endpoints,
    searchParams,
    mcpTools,
    examples,
    sinceDate,
    limits: { DEFAULT_LIMIT, MAX_LIMIT, FEED_SIZE },
  };
}
