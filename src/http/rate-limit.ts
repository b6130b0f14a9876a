/**
 * Rate limit of the query functions, enforced by Netlify's edge before the function runs (per client IP and per
 * domain, sliding window). Each function's `config.rateLimit` repeats these numbers as literals (Netlify reads the
 * config statically); tests/unit/http/function-config.test.ts keeps them equal. `netlify dev` does not enforce it.
 */
export const QUERY_RATE_LIMIT = { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] } as const;
