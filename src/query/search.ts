import type { Business } from '../schemas/business.ts';
import type { Review } from '../schemas/review.ts';
import type { SearchParams, SearchResult, SinceResult } from '../schemas/search.ts';
import { fold } from '../text/normalize.ts';

/**
 * The one query implementation behind REST search/since and the MCP tools.
 * FIRST VERSION: a linear scan. The search issue replaces the internals with build-time indexes; the signatures stay.
 */
export interface ReviewIndex {
  business: Business;
  /** Newest first. */
  reviews: Review[];
}

function technicianIds(business: Business, name: string): Set<string> {
  const wanted = fold(name.trim());
  return new Set(business.technicians
    .filter((t) => [t.id, t.name, t.name.split(/\s+/)[0]!, ...t.aliases].some((n) => fold(n) === wanted))
    .map((t) => t.id));
}

function serviceIds(business: Business, name: string): Set<string> {
  const wanted = fold(name.trim());
  return new Set(business.services.filter((s) => fold(s.id) === wanted || fold(s.label) === wanted).map((s) => s.id));
}

export function searchReviews(index: ReviewIndex, params: SearchParams): SearchResult {
  const query = params.query ? fold(params.query) : null;
  const technicians = params.mentions_technician ? technicianIds(index.business, params.mentions_technician) : null;
  const services = params.mentions_service ? serviceIds(index.business, params.mentions_service) : null;
  const hits = index.reviews.filter((r) =>
    (params.rating === undefined || r.rating === params.rating) &&
    (params.min_rating === undefined || r.rating >= params.min_rating) &&
    (params.since === undefined || r.date >= params.since) &&
    (params.until === undefined || r.date <= params.until) &&
    (query === null || (r.text !== null && fold(r.text).includes(query))) &&
    (technicians === null || r.mentions.technicians.some((id) => technicians.has(id))) &&
    (services === null || r.mentions.services.some((id) => services.has(id))));
  const reviews = hits.slice(0, params.limit);
  return { matched: hits.length, returned: reviews.length, limit: params.limit, reviews };
}

export function reviewsSince(index: ReviewIndex, since: string): SinceResult {
  const reviews = index.reviews.filter((r) => r.date >= since);
  return { since, matched: reviews.length, reviews };
}
