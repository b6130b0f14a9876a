import { defineMiddleware } from 'astro/middleware';
import { paths } from './site.ts';
import { handOverReviewPageShell, REVIEW_PAGE_SHELL_ID, reviewPagesStamped } from './views/review-page.ts';

/**
 * Hands the review page shell to the build's stamper the moment Astro has rendered it (src/views/review-page.ts), so
 * that the review pages are written while Astro renders the other pages and waits for the insights.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (
    context.isPrerendered &&
    reviewPagesStamped() &&
    context.url.pathname === paths.reviewPage(REVIEW_PAGE_SHELL_ID)
  ) {
    handOverReviewPageShell(await response.clone().text());
  }
  return response;
});
