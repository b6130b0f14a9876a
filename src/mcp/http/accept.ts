/**
 * Content negotiation between the two response forms of the streamable HTTP transport. The specification has
 * clients list both; we answer whatever the Accept header allows: the higher q-value wins, and on a tie the type
 * listed first (the SDK's client lists application/json first). A missing Accept header accepts anything, and gets
 * JSON (RFC 9110 section 12.5.1).
 */
export type ResponseFormat = 'json' | 'sse';

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  return header.split(',').flatMap((part) => {
    const [range, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const [type, subtype] = (range ?? '').split('/');
    if (!type || !subtype) return [];
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return [{ type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 }];
  });
}

/** The q-value the most specific matching range gives to `type/subtype` (0 when none matches). */
function match(ranges: MediaRange[], type: string, subtype: string): { q: number; position: number } {
  const score = (r: MediaRange) =>
    r.type === type && r.subtype === subtype
      ? 3
      : r.type === type && r.subtype === '*'
        ? 2
        : r.type === '*' && r.subtype === '*'
          ? 1
          : 0;
  let best: MediaRange | undefined;
  for (const range of ranges) if (score(range) > (best ? score(best) : 0)) best = range;
  return { q: best?.q ?? 0, position: best ? ranges.indexOf(best) : Infinity };
}

/** The response form to use, or null when the Accept header allows neither (406). */
export function negotiateResponseFormat(accept: string | null): ResponseFormat | null {
  if (accept === null || accept.trim() === '') return 'json';
  const ranges = parseAccept(accept);
  const json = match(ranges, 'application', 'json');
  const sse = match(ranges, 'text', 'event-stream');
  if (json.q === 0 && sse.q === 0) return null;
  if (sse.q !== json.q) return sse.q > json.q ? 'sse' : 'json';
  return sse.position < json.position ? 'sse' : 'json';
}
