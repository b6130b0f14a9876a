import { createSearchHandler } from '../../src/http/review-query-handlers.ts';
import { loadReviewIndexFile } from '../../src/query/compact-index.ts';
import type { FunctionConfig } from '../../src/netlify-function-config.ts';

/**
 * GET /api/reviews/search. The dataset and its indexes come from the compact file the build wrote (REVIEW_INDEX_FILE),
 * shipped inside this function's bundle by `includedFiles` and opened once per instance (review texts are read from it
 * as queries return them).
 */
const index = loadReviewIndexFile(new URL('../../.netlify/reviews-index/reviews-index.bin', import.meta.url));

export default createSearchHandler(index);

// A literal object: Netlify reads it statically. Numbers: src/http/rate-limit.ts (a unit test keeps them equal).
export const config: FunctionConfig = {
  path: '/api/reviews/search',
  includedFiles: ['.netlify/reviews-index/reviews-index.bin'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
