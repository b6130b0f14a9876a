import type { SearchParams, SinceQuery } from '../schemas/search.ts';
import { reviewsSince, searchReviews, type ReviewIndex } from '../query/search.ts';
import { paths } from '../site.ts';
import { httpDateOfDay } from './conditional.ts';
import { contentEtag } from './content-hash.ts';
import { queryEndpoint } from './query-endpoint.ts';
import { parseSearchQuery, parseSinceQuery } from './search-query.ts';

/** Bumped when the response bodies change shape for the same data, so old ETags stop matching. */
const RESPONSE_FORMAT = 2;

/**
 * The parameters as parsed, keys sorted: equivalent queries (`limit=20` and no limit) give the same string. Sorted
 * by code unit: `localeCompare` loaded the locale data on a cold start's first request (about 13 ms).
 */
const canonical = (params: SearchParams | SinceQuery) =>
  JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** Strong ETag of a search: the dataset's content hash and the parameters as parsed. */
export function searchEtag(index: ReviewIndex, params: SearchParams): string {
  return contentEtag(`search ${RESPONSE_FORMAT} ${index.contentHash} ${canonical(params)}`);
}

/** Strong ETag of a page of reviews since a date: the dataset's content hash, the date and the page asked for. */
export function sinceEtag(index: ReviewIndex, query: SinceQuery): string {
  return contentEtag(`since ${RESPONSE_FORMAT} ${index.contentHash} ${canonical(query)}`);
}

/** GET /api/reviews/search */
export function createSearchHandler(index: ReviewIndex) {
  return queryEndpoint(
    (url) => {
      const parsed = parseSearchQuery(url.searchParams);
      if (!parsed.ok) return { kind: 'invalid', error: parsed.error };
      const params = parsed.value;
      return {
        kind: 'ok',
        etag: searchEtag(index, params),
        lastModified: null,
        body: () => searchReviews(index, params),
      };
    },
    { netlifyVary: 'query' },
  );
}

/** The `{date}` segment of a since URL, or null when the path has none. */
function dateSegment(url: URL): string | null {
  const rest = url.pathname.startsWith(`${paths.since}/`) ? url.pathname.slice(paths.since.length + 1) : '';
  return rest.replace(/\/$/, '') || null;
}

/** GET /api/reviews/since/{date}?limit=&cursor=; Last-Modified is the dataset's last change. */
export function createSinceHandler(index: ReviewIndex) {
  const lastModified = index.updated ? httpDateOfDay(index.updated) : null;
  return queryEndpoint(
    (url) => {
      const parsed = parseSinceQuery(dateSegment(url), url.searchParams);
      if (!parsed.ok) return { kind: 'invalid', error: parsed.error };
      const query = parsed.value;
      return { kind: 'ok', etag: sinceEtag(index, query), lastModified, body: () => reviewsSince(index, query) };
    },
    { netlifyVary: 'query' },
  );
}
