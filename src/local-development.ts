/**
 * Whether this function runs under `netlify dev`: it sets NETLIFY_DEV=true in the environment and the deploy context
 * "dev"; Netlify's runtime sets neither. Both are required, so no single environment variable set in production can
 * turn on what only local development may do (loopback WebSub callbacks, localhost MCP origins, the websub-dev
 * trigger).
 */
export const isLocalDevelopment = (env: NodeJS.ProcessEnv, deployContext: string | undefined): boolean =>
  env.NETLIFY_DEV === 'true' && deployContext === 'dev';
