import { z } from 'zod';
import { JsonFeed } from '../schemas/json-feed.ts';
import { Review } from '../schemas/review.ts';
import { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import {
  SearchParams,
  SearchResult,
  SINCE_DEFAULT_LIMIT,
  SINCE_MAX_LIMIT,
  SincePage,
  SinceResult,
  ValidationError,
} from '../schemas/search.ts';
import {
  HUB_BODY_MAX_BYTES,
  HubRequestForm,
  LEASE_DEFAULT_SECONDS,
  LEASE_MAX_SECONDS,
  LEASE_MIN_SECONDS,
} from '../schemas/websub.ts';
import { InsightsDataset } from '../schemas/insights.ts';
import { absolute, paths, siteUrl } from '../site.ts';
import { QUERY_RATE_LIMIT } from '../http/rate-limit.ts';

type JsonSchema = Record<string, unknown>;

/** Named schemas become components; the document refers to them with $ref. */
const components = {
  Review,
  ReviewsDataset,
  InsightsDataset,
  JsonFeed,
  SearchResult,
  SinceResult,
  ValidationError,
  HubRequestForm,
} as const;

function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  for (const schema of Object.values(schemas)) {
    delete (schema as JsonSchema).$schema;
    // zod names each component with `$id: "#/components/schemas/X"`; JSON Schema 2020-12 forbids a fragment in $id
    // (strict validators reject the schema), and the components' place in the document already names them.
    delete (schema as JsonSchema).$id;
  }
  return schemas as Record<string, JsonSchema>;
}

const ref = (name: keyof typeof components) => ({ $ref: `#/components/schemas/${name}` });

/** The query parameters of an endpoint, one per property of its zod schema, with its JSON Schema. */
function queryParameters(params: z.ZodObject): JsonSchema[] {
  const schema = z.toJSONSchema(params, { target: 'draft-2020-12', io: 'input' }) as {
    properties: Record<string, JsonSchema>;
  };
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: 'query', required: false, description, schema: rest };
  });
}

const corsHeader = { description: 'Always `*`: every endpoint is public', schema: { type: 'string', const: '*' } };
const etagHeader = { description: 'Strong entity tag of the body', schema: { type: 'string' } };
const lastModifiedHeader = { description: "Date of the dataset's last change", schema: { type: 'string' } };
const linkHeader = {
  description: 'WebSub discovery: `<hub>; rel="hub", <topic>; rel="self"`',
  schema: { type: 'string' },
};
const rateLimited = {
  description: 'Too many requests from this client; retry after the number of seconds in Retry-After',
  headers: { 'Retry-After': { schema: { type: 'integer' } } },
};

function jsonResponse(description: string, schema: JsonSchema, extraHeaders: Record<string, unknown> = {}) {
  return {
    description,
    headers: { ETag: etagHeader, 'Access-Control-Allow-Origin': corsHeader, ...extraHeaders },
    content: { 'application/json': { schema } },
  };
}

/** 429 of the query functions: Netlify's edge answers it before the function runs, so its body is not ours. */
const queryRateLimited = {
  description:
    `Too many requests: more than ${QUERY_RATE_LIMIT.windowLimit} requests in ${QUERY_RATE_LIMIT.windowSize} seconds ` +
    "from one client IP (sliding window, counted per endpoint). Sent by Netlify's edge before the function runs: the " +
    "body is Netlify's own short notice, not JSON, and Retry-After may be absent. Wait and retry; the window slides, " +
    `so requests are accepted again within ${QUERY_RATE_LIMIT.windowSize} seconds.`,
  headers: { 'Retry-After': { description: 'Seconds to wait, when sent', schema: { type: 'integer' } } },
  content: { 'text/plain': { schema: { type: 'string' } } },
};
const methodNotAllowed = {
  description: 'Only GET, HEAD and OPTIONS (CORS preflight) are allowed; the `Allow` header lists them',
  headers: { Allow: { schema: { type: 'string', const: 'GET, HEAD, OPTIONS' } } },
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { error: { const: 'method_not_allowed' }, message: { type: 'string' } },
        required: ['error', 'message'],
      },
    },
  },
};

const notModified = {
  description: 'Not Modified: the `If-None-Match` (or `If-Modified-Since`) condition matched; empty body',
};
const ifNoneMatch = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  schema: { type: 'string' },
  description: 'An ETag from an earlier response (strong or weak, a list, or `*`): 304 when it matches',
};

function datasetOperation(operationId: string, summary: string, schema: JsonSchema, topic: boolean) {
  return {
    get: {
      operationId,
      summary,
      tags: ['datasets'],
      parameters: [ifNoneMatch],
      responses: {
        '200': jsonResponse(
          summary,
          schema,
          topic ? { 'Last-Modified': lastModifiedHeader, Link: linkHeader } : { 'Last-Modified': lastModifiedHeader },
        ),
        '304': notModified,
      },
    },
  };
}

/** The OpenAPI 3.1.0 document of the six REST endpoints, derived from the zod schemas. */
export function buildOpenApiDocument(base = siteUrl()): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Public reviews interface',
      version: '1.0.0',
      summary: 'Read-only public interface to the verified customer reviews of one local roofing business.',
      description:
        'All endpoints are public and read-only: no authentication, and an `Authorization` header is ignored. ' +
        'Datasets carry strong content-hashed ETags and answer a matching `If-None-Match` with 304. ' +
        `An MCP server is at ${absolute(paths.mcp, base)} (streamable HTTP, JSON-RPC 2.0) and WebSub topics are ` +
        '`/feed.xml`, `/api/feed.json` and `/reviews.json`.',
      license: { name: 'Reviews © their authors', identifier: 'LicenseRef-reviews' },
    },
    servers: [{ url: base }],
    // Public: no security scheme applies to any operation (an empty requirement list says so explicitly).
    security: [],
    tags: [
      { name: 'datasets', description: 'Build-time static datasets, served from the CDN' },
      { name: 'queries', description: 'Serverless query functions' },
      { name: 'websub', description: 'WebSub hub pushing the three topics to subscribers' },
    ],
    paths: {
      [paths.reviews]: datasetOperation(
        'getReviewsDataset',
        'The business, its aggregate rating and every review',
        ref('ReviewsDataset'),
        true,
      ),
      [paths.insights]: datasetOperation(
        'getInsights',
        'Aspect-based sentiment analysis of the reviews',
        ref('InsightsDataset'),
        false,
      ),
      [paths.jsonFeed]: datasetOperation(
        'getJsonFeed',
        'JSON Feed 1.1 of the 50 newest reviews',
        ref('JsonFeed'),
        true,
      ),
      [paths.search]: {
        get: {
          operationId: 'searchReviews',
          summary: 'Search reviews',
          description:
            'Filters combine with AND. `query` is a case- and accent-insensitive substring of the text; ' +
            '`mentions_technician` takes a technician id, full name, first name or alias; `mentions_service` a service ' +
            'id or label (an unknown name matches nothing). Order: date desc, then id desc. Unknown parameters are ' +
            'ignored; a parameter given twice is an error.\n\n' +
            'Query-string rules: parameter names are case-sensitive; an empty value (`rating=`) is an error, not ' +
            '"absent"; `rating` and `limit` are plain decimal digits (`1e2`, `4.0`, `0x10` are rejected); `min_rating` ' +
            'is a plain decimal number (`4`, `4.5`); dates are real calendar dates (2025-02-30 is rejected) and ' +
            '`since` may not be after `until`; text values may not be empty, only spaces, or longer than their ' +
            'maximum. Every bad parameter gets one issue whose `path` names it.\n\n' +
            'Responses carry a strong ETag (dataset content hash and the parsed parameters, so `limit=20` and no ' +
            '`limit` share it) and a matching `If-None-Match` gets 304. They are cached by the CDN until the next ' +
            'deploy and revalidated by browsers (`Cache-Control: public, max-age=0, must-revalidate`). CORS: ' +
            '`Access-Control-Allow-Origin: *`, OPTIONS preflight answered.',
          tags: ['queries'],
          parameters: [...queryParameters(SearchParams), ifNoneMatch],
          responses: {
            '200': jsonResponse('Matching reviews', ref('SearchResult')),
            '304': notModified,
            '400': {
              description: 'Invalid query parameters, one issue per bad parameter',
              content: { 'application/json': { schema: ref('ValidationError') } },
            },
            '405': methodNotAllowed,
            '429': queryRateLimited,
          },
        },
      },
      [`${paths.since}/{date}`]: {
        get: {
          operationId: 'getReviewsSince',
          summary: 'Reviews on or after a date, with conditional GET',
          description:
            'The reviews dated on or after `date`, newest first, one page at a time: at most `limit` reviews (default ' +
            `${SINCE_DEFAULT_LIMIT}, max ${SINCE_MAX_LIMIT}), and a page stops before 2 MB of reviews whatever \`limit\` says, so ` +
            "that every answer stays far below Netlify's 6 MB response limit. `matched` counts every review since the " +
            'date; when `next_cursor` is not null, ask again with `cursor` set to it for the next page (the cursor names ' +
            'the last review by date and id, so paging stays exact across deploys). Same query implementation as the MCP ' +
            'tool `get_reviews_since`. ETag: the dataset content hash, the date and the page asked for; Last-Modified: ' +
            "the date of the dataset's last change. `If-None-Match` (strong or weak, a list, or " +
            '`*`) is evaluated first and, when present, `If-Modified-Since` is ignored (RFC 9110 section 13.2.2). ' +
            'A malformed or impossible date (2025-02-30) gets 400 with an issue on `date`; a future date gets 200 ' +
            'with no reviews. Cached by the CDN until the next deploy; browsers revalidate.',
          tags: ['queries'],
          parameters: [
            {
              name: 'date',
              in: 'path',
              required: true,
              description: 'YYYY-MM-DD; a future date gives no reviews',
              schema: { type: 'string', format: 'date' },
            },
            ...queryParameters(SincePage),
            ifNoneMatch,
            {
              name: 'If-Modified-Since',
              in: 'header',
              required: false,
              schema: { type: 'string' },
              description: 'Ignored when If-None-Match is present (RFC 9110 section 13.2.2)',
            },
          ],
          responses: {
            '200': jsonResponse('Reviews dated on or after the date, newest first', ref('SinceResult'), {
              'Last-Modified': lastModifiedHeader,
            }),
            '304': notModified,
            '400': {
              description: 'Malformed or impossible date, or a bad `limit` or `cursor`, one issue per parameter',
              content: { 'application/json': { schema: ref('ValidationError') } },
            },
            '405': methodNotAllowed,
            '429': queryRateLimited,
          },
        },
      },
      [paths.hub]: {
        post: {
          operationId: 'websubHub',
          summary: 'WebSub hub: subscribe, unsubscribe, publish',
          description:
            'A W3C WebSub hub for the three topics `/feed.xml`, `/api/feed.json` and `/reviews.json`. ' +
            'Subscribe and unsubscribe requests are checked at once and answered 202; the verification of intent (a GET ' +
            "to the callback with hub.mode, hub.topic, hub.challenge and hub.lease_seconds, the callback's own query " +
            'kept) runs after the response, and only a 2xx whose body is exactly the challenge confirms it. ' +
            `Leases: default ${LEASE_DEFAULT_SECONDS} s, clamped to [${LEASE_MIN_SECONDS}, ${LEASE_MAX_SECONDS}] s; re-subscribing renews ` +
            'the same subscription. `hub.mode=publish` with hub.topic or hub.url (repeatable) answers 202; the hub then ' +
            'reads each topic as deployed and notifies only if its content changed. Callbacks must be HTTPS and resolve ' +
            'to public addresses only. Deliveries that fail (non-2xx, 10 s timeout, network or TLS error) are retried ' +
            'after 1 and 10 minutes; the third consecutive failure removes the subscription, 410 Gone removes it at once.',
          tags: ['websub'],
          requestBody: {
            required: true,
            content: { 'application/x-www-form-urlencoded': { schema: ref('HubRequestForm') } },
          },
          responses: {
            '202': {
              description: 'Accepted; verification (or publishing) follows',
              content: { 'text/plain': { schema: { type: 'string' } } },
            },
            '400': {
              description:
                'Rejected, with the reason: missing or malformed parameter, unknown mode, callback not HTTPS or resolving ' +
                'to a non-public address, topic not one of the three, hub.secret of 200 bytes or more, callback host ' +
                'already at its subscription limit',
              content: { 'text/plain': { schema: { type: 'string' } } },
            },
            '405': { description: 'Only POST is allowed' },
            '413': { description: `Request body larger than ${HUB_BODY_MAX_BYTES} bytes` },
            '429': rateLimited,
            '503': {
              description:
                'The hub has reached its subscription capacity, or could not start the work; retry after Retry-After seconds',
              headers: { 'Retry-After': { schema: { type: 'integer' } } },
            },
          },
          callbacks: {
            verification: {
              '{$request.body#/hub.callback}': {
                get: {
                  summary: 'Verification of intent',
                  parameters: ['hub.mode', 'hub.topic', 'hub.challenge', 'hub.lease_seconds'].map((name) => ({
                    name,
                    in: 'query',
                    required: true,
                    schema: { type: 'string' },
                  })),
                  responses: { '200': { description: 'Any 2xx whose body is exactly hub.challenge confirms' } },
                },
              },
            },
            notification: {
              '{$request.body#/hub.callback}': {
                post: {
                  summary: 'Content notification: the full topic content',
                  parameters: [
                    {
                      name: 'Link',
                      in: 'header',
                      required: true,
                      schema: { type: 'string' },
                      description: '`<hub>; rel="hub", <topic>; rel="self"`',
                    },
                    {
                      name: 'X-Hub-Signature',
                      in: 'header',
                      required: false,
                      schema: { type: 'string' },
                      description: 'With hub.secret: `sha256=<hex HMAC-SHA256 of the body>`',
                    },
                  ],
                  requestBody: {
                    required: true,
                    content: {
                      'application/atom+xml': { schema: { type: 'string' } },
                      'application/json': { schema: { oneOf: [ref('JsonFeed'), ref('ReviewsDataset')] } },
                    },
                  },
                  responses: {
                    '2XX': { description: 'Acknowledged; 410 ends the subscription, anything else is a failure' },
                  },
                },
              },
            },
          },
        },
      },
    },
    components: { schemas: componentSchemas() },
  };
}
