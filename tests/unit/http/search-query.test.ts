import { describe, expect, it } from 'vitest';
import { parseSearchQuery, parseSinceDate, SEARCH_PARAMETER_NAMES } from '../../../src/http/search-query.ts';
import { ValidationError } from '../../../src/schemas/search.ts';

const parse = (query: string) => parseSearchQuery(new URLSearchParams(query));

function issuesOf(query: string) {
  const result = parse(query);
  if (result.ok) throw new Error(`expected ${query} to be rejected`);
  expect(ValidationError.parse(result.error)).toEqual(result.error);
  return result.error.issues;
}

describe('parseSearchQuery: valid query strings', () => {
  it('knows exactly the eight parameters of the interface', () => {
    expect([...SEARCH_PARAMETER_NAMES].sort()).toEqual([
      'limit',
      'mentions_service',
      'mentions_technician',
      'min_rating',
      'query',
      'rating',
      'since',
      'until',
    ]);
  });

  it('types every parameter and defaults limit to 20', () => {
    expect(parse('')).toEqual({ ok: true, value: { limit: 20 } });
    expect(
      parse(
        'rating=4&min_rating=3.5&since=2024-02-29&until=2025-12-31&query=Great%20job!&mentions_technician=Kim&mentions_service=gutters&limit=100',
      ),
    ).toEqual({
      ok: true,
      value: {
        rating: 4,
        min_rating: 3.5,
        since: '2024-02-29',
        until: '2025-12-31',
        query: 'Great job!',
        mentions_technician: 'Kim',
        mentions_service: 'gutters',
        limit: 100,
      },
    });
  });

  it('accepts the bounds themselves', () => {
    expect(parse('rating=1&min_rating=1&limit=1')).toMatchObject({
      ok: true,
      value: { rating: 1, min_rating: 1, limit: 1 },
    });
    expect(parse('rating=5&min_rating=5&limit=100')).toMatchObject({
      ok: true,
      value: { rating: 5, min_rating: 5, limit: 100 },
    });
    expect(parse('since=2025-01-01&until=2025-01-01')).toMatchObject({ ok: true });
    expect(parse(`query=${'a'.repeat(200)}`)).toMatchObject({ ok: true });
  });

  it('ignores unknown parameters, including differently cased names', () => {
    expect(parse('foo=bar&Rating=9&LIMIT=0&rating=3')).toEqual({ ok: true, value: { rating: 3, limit: 20 } });
  });

  it('keeps spaces inside query (a substring) and plus signs decode as spaces', () => {
    expect(parse('query=+roof+')).toMatchObject({ ok: true, value: { query: ' roof ' } });
  });
});

describe('parseSearchQuery: rejected query strings get one issue per bad parameter, naming it', () => {
  const cases: [string, string, string][] = [
    ['rating=0', 'rating', 'too_small'],
    ['rating=6', 'rating', 'too_big'],
    ['rating=4.5', 'rating', 'invalid_type'],
    ['rating=4.0', 'rating', 'invalid_type'],
    ['rating=five', 'rating', 'invalid_type'],
    ['rating=%205', 'rating', 'invalid_type'],
    ['min_rating=0.5', 'min_rating', 'too_small'],
    ['min_rating=5.01', 'min_rating', 'too_big'],
    ['min_rating=4e0', 'min_rating', 'invalid_type'],
    ['min_rating=Infinity', 'min_rating', 'invalid_type'],
    ['min_rating=NaN', 'min_rating', 'invalid_type'],
    ['limit=0', 'limit', 'too_small'],
    ['limit=101', 'limit', 'too_big'],
    ['limit=1e2', 'limit', 'invalid_type'],
    ['limit=0x10', 'limit', 'invalid_type'],
    ['limit=-5', 'limit', 'too_small'],
    ['limit=99999999999999999999999', 'limit', 'too_big'],
    ['since=2025-02-30', 'since', 'invalid_format'],
    ['since=2023-02-29', 'since', 'invalid_format'],
    ['since=2025-1-5', 'since', 'invalid_format'],
    ['until=yesterday', 'until', 'invalid_format'],
    ['until=2025-01-01T00:00:00Z', 'until', 'invalid_format'],
    ['since=2025-03-01&until=2025-02-01', 'since', 'custom'],
    ['query=', 'query', 'too_small'],
    ['query=%20%20%20', 'query', 'invalid_format'],
    ['query=%CC%81', 'query', 'custom'],
    ['query=%CC%81%CC%88%20%CC%A7', 'query', 'custom'],
    ['mentions_technician=%CC%81', 'mentions_technician', 'custom'],
    [`query=${'x'.repeat(201)}`, 'query', 'too_big'],
    [`mentions_technician=${'x'.repeat(121)}`, 'mentions_technician', 'too_big'],
    ['mentions_service=', 'mentions_service', 'too_small'],
    ['rating=5&rating=5', 'rating', 'custom'],
    ['limit=5&limit=6&limit=7', 'limit', 'custom'],
  ];

  it.each(cases)('%s -> an issue on %s (%s)', (query, name, code) => {
    const issues = issuesOf(query);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toEqual([name]);
    expect(issues[0]!.code).toBe(code);
    expect(issues[0]!.message.startsWith(`${name} `)).toBe(true);
  });

  it('reports every bad parameter at once, in parameter order, and only bad ones', () => {
    const issues = issuesOf('limit=1e2&query=&rating=9&since=2025-02-30&mentions_service=gutters&min_rating=x');
    expect(issues.map((i) => i.path[0])).toEqual(['rating', 'min_rating', 'since', 'query', 'limit']);
  });

  it('reports since after until even when another parameter is bad too', () => {
    const issues = issuesOf('since=2025-03-01&until=2025-02-01&rating=7');
    expect(issues.map((i) => i.path[0])).toEqual(['rating', 'since']);
    expect(issues[1]!.message).toContain('until');
  });

  it('tells what was given, but never echoes a huge value in full', () => {
    expect(issuesOf('limit=1e2')[0]!.message).toBe('limit must be a whole number from 1 to 100 (got "1e2")');
    const long = issuesOf(`query=${'y'.repeat(5000)}`)[0]!.message;
    expect(long.length).toBeLessThan(200);
    expect(long).toContain('5000 characters');
  });

  it('says a duplicated parameter is given twice', () => {
    expect(issuesOf('rating=4&rating=5')[0]!.message).toBe('rating is given 2 times; give it once');
  });
});

describe('parseSinceDate', () => {
  it('accepts a real calendar date, percent-encoded or not', () => {
    expect(parseSinceDate('2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseSinceDate('2024%2D02%2D29')).toEqual({ ok: true, value: '2024-02-29' });
  });

  it.each(['2025-02-30', '2025-13-01', '20250101', 'today', '%E0%A4%A', '2025-01-01%2F', '2025-01-01/extra'])(
    'rejects %s with an issue on date',
    (segment) => {
      const result = parseSinceDate(segment);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(ValidationError.parse(result.error).issues).toHaveLength(1);
      expect(result.error.issues[0]!.path).toEqual(['date']);
    },
  );

  it('says the date is required when the path has none', () => {
    const result = parseSinceDate(null);
    expect(result).toMatchObject({ ok: false, error: { error: 'invalid_query', issues: [{ path: ['date'] }] } });
  });
});
