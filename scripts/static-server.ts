/** Serves dist/ like Netlify's CDN for `netlify dev` (see src/server/static-server.ts). Port: argv[2] or 3999. */
import { resolve } from 'node:path';
import { startStaticServer } from '../src/server/static-server.ts';

const port = Number(process.argv[2] ?? process.env.STATIC_PORT ?? 3999);
await startStaticServer(resolve('dist'), port);
console.log(`Static server for dist/ listening on http://127.0.0.1:${port}`);
