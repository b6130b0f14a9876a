import { createSinceHandler } from '../../src/http/review-query-handlers.ts';
import { loadReviewIndexFile } from '../../src/query/compact-index.ts';
import type { FunctionConfig } from '../../src/netlify-function-config.ts';

/**
 * GET /api/reviews/since/{date}, with conditional GET. The dataset comes from the compact file the build wrote
 * (REVIEW_INDEX_FILE), shipped inside this function's bundle by `includedFiles` and opened once per instance
 * (review texts are read from it as queries return them).
 * `/api/reviews/since` without a date is routed here too, to answer 400 rather than a bare 404.
 */
const index = loadReviewIndexFile(new URL('../../.netlify/reviews-index/reviews-index.bin', import.meta.url));

export default createSinceHandler(index);

// A literal object: Netlify reads it statically. Numbers: src/http/rate-limit.ts (a unit test keeps them equal).
export const config: FunctionConfig = {
  path: ['/api/reviews/since', '/api/reviews/since/:date'],
  includedFiles: ['.netlify/reviews-index/reviews-index.bin'],
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
