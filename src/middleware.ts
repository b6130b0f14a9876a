import { defineMiddleware } from 'astro/middleware';
import { handOverPageShell, pageShellAt } from './views/page-shells.ts';

/**
 * Hands each page shell to the build's stamper the moment Astro has rendered it (src/views/page-shells.ts), so that
 * the review and listing pages are written while Astro renders the other pages and waits for the insights.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const shell = context.isPrerendered ? pageShellAt(context.url.pathname) : undefined;
  if (shell) handOverPageShell(shell, await response.clone().text());
  return response;
});
