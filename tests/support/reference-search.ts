import type { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';
import type { SearchParams, SearchResult } from '../../src/schemas/search.ts';
import { fold } from '../../src/text/normalize.ts';

/**
 * The search semantics of decisions.md written as plainly as possible (a linear scan, no index): the oracle the
 * indexed implementation is checked against.
 */
export function referenceSearch(dataset: ReviewsDataset, params: SearchParams): SearchResult {
  const { business } = dataset;
  const wanted = (name: string) => fold(name.trim());
  const technicianIds =
    params.mentions_technician === undefined
      ? null
      : new Set(
          business.technicians
            .filter((t) =>
              [t.id, t.name, t.name.trim().split(/\s+/)[0]!, ...t.aliases].some(
                (n) => fold(n.trim()) === wanted(params.mentions_technician!),
              ),
            )
            .map((t) => t.id),
        );
  const serviceIds =
    params.mentions_service === undefined
      ? null
      : new Set(
          business.services
            .filter(
              (s) =>
                fold(s.id) === wanted(params.mentions_service!) ||
                fold(s.label.trim()) === wanted(params.mentions_service!),
            )
            .map((s) => s.id),
        );
  const query = params.query === undefined ? null : fold(params.query);
  const hits = dataset.reviews.filter(
    (r) =>
      (params.rating === undefined || r.rating === params.rating) &&
      (params.min_rating === undefined || r.rating >= params.min_rating) &&
      (params.since === undefined || r.date >= params.since) &&
      (params.until === undefined || r.date <= params.until) &&
      (query === null || (r.text !== null && fold(r.text).includes(query))) &&
      (technicianIds === null || r.mentions.technicians.some((id) => technicianIds.has(id))) &&
      (serviceIds === null || r.mentions.services.some((id) => serviceIds.has(id))),
  );
  const reviews = hits.slice(0, params.limit);
  return { matched: hits.length, returned: reviews.length, limit: params.limit, reviews };
}
