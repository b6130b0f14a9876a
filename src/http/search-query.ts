import { z } from 'zod';
import { SearchParams, SincePage, SinceParams, type SinceQuery, type ValidationError } from '../schemas/search.ts';

/**
 * From a URL's query string to typed SearchParams, with one issue per bad parameter. The rules, on top of the zod
 * schema (which is what MCP validates against too):
 * - parameter names are exact and case-sensitive; unknown parameters are ignored;
 * - a parameter given twice (even with the same value) is an issue;
 * - an empty value (`rating=`) is an issue, not "absent";
 * - integers (`rating`, `limit`) are plain decimal digits: `1e2`, `4.0`, `0x10`, ` 5` are rejected;
 *   `min_rating` is a plain decimal number (`4`, `4.5`), no exponent;
 * - dates are real calendar dates, YYYY-MM-DD; `since` after `until` is an issue on `since`;
 * - text values keep their spaces (query is a substring) but may not be empty, only spaces, or over-long.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ValidationError };

type Issue = ValidationError['issues'][number];

/** Parameter name -> JSON Schema type, read from the zod schema so the two cannot drift. */
const kindsOf = (schema: z.ZodObject): Record<string, string> =>
  Object.fromEntries(
    Object.entries(
      (z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, { type?: string }> }).properties,
    ).map(([name, property]) => [name, property.type ?? 'string']),
  );

const INTEGER = /^-?[0-9]+$/;
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/** How a bad value is quoted back: JSON-escaped by the response, cut so an error never echoes a huge input. */
function quoted(value: string): string {
  return value.length > 40 ? `"${value.slice(0, 40)}…" (${value.length} characters)` : `"${value}"`;
}

/** A string turned into the type the schema expects; a malformed number stays a string so zod rejects its type. */
function typed(kind: string, value: string): unknown {
  if (kind === 'integer') return INTEGER.test(value) ? Number(value) : value;
  if (kind === 'number') return DECIMAL.test(value) ? Number(value) : value;
  return value;
}

/** Keeps the first issue of each parameter, naming it in the message and quoting the value given. */
function issuesOf(zodIssues: readonly z.core.$ZodIssue[], raw: Record<string, string>, already: Issue[]): Issue[] {
  const issues = [...already];
  for (const issue of zodIssues) {
    const name = String(issue.path[0] ?? '');
    if (issues.some((i) => i.path[0] === name)) continue;
    const given = raw[name];
    issues.push({
      code: issue.code,
      path: [name],
      message: `${name} ${issue.message}${given === undefined ? '' : ` (got ${quoted(given)})`}`,
    });
  }
  return issues;
}

function failure(issues: Issue[]): { ok: false; error: ValidationError } {
  return { ok: false, error: { error: 'invalid_query', issues } };
}

/** A parser of query strings into the parameters of `schema`, by the rules above. */
function queryStringParser<S extends z.ZodObject>(schema: S) {
  const kinds = kindsOf(schema);
  const names = Object.keys(kinds);
  const parse = (query: URLSearchParams): Parsed<z.output<S>> => {
    const issues: Issue[] = [];
    const raw: Record<string, string> = {};
    const input: Record<string, unknown> = {};
    for (const name of names) {
      const values = query.getAll(name);
      if (values.length === 0) continue;
      if (values.length > 1) {
        issues.push({ code: 'custom', path: [name], message: `${name} is given ${values.length} times; give it once` });
        continue;
      }
      const value = values[0]!;
      if (value === '') {
        issues.push({ code: 'too_small', path: [name], message: `${name} is empty; give a value or leave it out` });
        continue;
      }
      raw[name] = value;
      input[name] = typed(kinds[name]!, value);
    }
    const parsed = schema.safeParse(input);
    if (parsed.success && issues.length === 0) return { ok: true, value: parsed.data };
    // Parameters already rejected above are absent from `input`, so zod cannot report them twice.
    const all = issuesOf(parsed.success ? [] : parsed.error.issues, raw, issues);
    const rank = (issue: Issue) => names.indexOf(String(issue.path[0]));
    return failure(all.sort((a, b) => rank(a) - rank(b)));
  };
  return { names, parse };
}

const search = queryStringParser(SearchParams);
export const SEARCH_PARAMETER_NAMES: readonly string[] = search.names;
export const parseSearchQuery = search.parse;

const sincePage = queryStringParser(SincePage);
export const SINCE_PAGE_PARAMETER_NAMES: readonly string[] = sincePage.names;

/** The `{date}` path segment of /api/reviews/since/{date}, still percent-encoded; null when absent. */
export function parseSinceDate(segment: string | null): Parsed<string> {
  if (segment === null || segment === '') {
    return failure([
      { code: 'invalid_type', path: ['date'], message: 'date is required: /api/reviews/since/YYYY-MM-DD' },
    ]);
  }
  let date: string;
  try {
    date = decodeURIComponent(segment);
  } catch {
    date = segment;
  }
  const parsed = SinceParams.safeParse({ date });
  if (parsed.success) return { ok: true, value: parsed.data.date };
  return failure(issuesOf(parsed.error.issues, { date }, []));
}

/** /api/reviews/since/{date}?limit=&cursor=: the date of the path and the page of the query string, every issue at once. */
export function parseSinceQuery(segment: string | null, query: URLSearchParams): Parsed<SinceQuery> {
  const date = parseSinceDate(segment);
  const page = sincePage.parse(query);
  if (date.ok && page.ok) return { ok: true, value: { since: date.value, ...page.value } };
  return failure([...(date.ok ? [] : date.error.issues), ...(page.ok ? [] : page.error.issues)]);
}
