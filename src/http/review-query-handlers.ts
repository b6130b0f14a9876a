import type { SearchParams } from '../schemas/search.ts';
import { reviewsSince, searchReviews, type ReviewIndex } from '../query/search.ts';
import { paths } from '../site.ts';
import { httpDateOfDay } from './conditional.ts';
import { contentEtag } from './content-hash.ts';
import { queryEndpoint } from './query-endpoint.ts';
import { parseSearchQuery, parseSinceDate } from './search-query.ts';

/** Bumped when the response bodies change shape for the same data, so old ETags stop matching. */
const RESPONSE_FORMAT = 1;

/** Strong ETag of a search: the dataset's content hash and the parameters as parsed (so `limit=20` = no limit). */
export function searchEtag(index: ReviewIndex, params: SearchParams): string {
  const canonical = Object.keys(params).sort().map((key) => [key, params[key as keyof SearchParams]]);
  return contentEtag(`search ${RESPONSE_FORMAT} ${index.contentHash} ${JSON.stringify(canonical)}`);
}

/** Strong ETag of reviews since a date: the dataset's content hash and the date. */
export function sinceEtag(index: ReviewIndex, date: string): string {
  return contentEtag(`since ${RESPONSE_FORMAT} ${index.contentHash} ${date}`);
}

/** GET /api/reviews/search */
export function createSearchHandler(index: ReviewIndex) {
  return queryEndpoint((url) => {
    const parsed = parseSearchQuery(url.searchParams);
    if (!parsed.ok) return { kind: 'invalid', error: parsed.error };
    const params = parsed.value;
    return { kind: 'ok', etag: searchEtag(index, params), lastModified: null, body: () => searchReviews(index, params) };
  }, { netlifyVary: 'query' });
}

/** The `{date}` segment of a since URL, or null when the path has none. */
function dateSegment(url: URL): string | null {
  const rest = url.pathname.startsWith(`${paths.since}/`) ? url.pathname.slice(paths.since.length + 1) : '';
  return rest.replace(/\/$/, '') || null;
}

/** GET /api/reviews/since/{date}; Last-Modified is the dataset's last change. */
export function createSinceHandler(index: ReviewIndex) {
  const lastModified = index.updated ? httpDateOfDay(index.updated) : null;
  return queryEndpoint((url) => {
    const parsed = parseSinceDate(dateSegment(url));
    if (!parsed.ok) return { kind: 'invalid', error: parsed.error };
    const date = parsed.value;
    return { kind: 'ok', etag: sinceEtag(index, date), lastModified, body: () => reviewsSince(index, date) };
  });
}
