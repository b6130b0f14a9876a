import type { SearchParamsInput } from '../../src/schemas/search.ts';

/**
 * The fixed mix of searches the benchmarks time: every parameter, alone and combined, common and rare words, a
 * phrase, a word that matches nothing, names that match nobody. Dates fall inside the generator's range
 * (2020-03-01 to 2026-11-15); "Maria" matches "María" only through accent folding.
 */
export const QUERY_MIX: readonly SearchParamsInput[] = [
  {},
  { rating: 5 },
  { min_rating: 4, limit: 50 },
  { since: '2023-01-01', until: '2023-12-31' },
  { query: 'hail' },
  { query: 'leak', min_rating: 4 },
  { query: 'roof', rating: 3 },
  { query: 'great job' },
  { query: 'Maria' },
  { query: 'xyzzy' },
  { mentions_technician: 'Kim' },
  { mentions_technician: 'maria-delgado', query: 'insurance', limit: 100 },
  { mentions_service: 'Gutter installation and repair', since: '2022-01-01' },
  { rating: 1, until: '2020-12-31' },
  { mentions_technician: 'Nobody Known' },
];

/** The query string of a search, as a client would send it. */
export function queryString(params: SearchParamsInput): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

/**
 * A phrase whose candidates (every review with a word ending in "e", then a separator) are each checked against the
 * review's text, which the instance then keeps folded: the most memory one search makes a query instance hold. For
 * the memory measurements, not the latency mix.
 */
export const EVERY_TEXT_CHECKED = 'e. ';
