/** Serves dist/ like Netlify's CDN for `netlify dev` (see src/server/static-server.ts). Port: argv[2] or 3999. */
import { resolve } from 'node:path';
import { startStaticServer } from '../src/server/static-server.ts';

/** How often it checks that the process that started it is still there. */
const ORPHAN_CHECK_MS = 500;

// Read first: the process that started it could be gone by the time the server listens.
const parent = process.ppid;
const port = Number(process.argv[2] ?? process.env.STATIC_PORT ?? 3999);
await startStaticServer(resolve('dist'), port);
console.log(`Static server for dist/ listening on http://127.0.0.1:${port}`);

// Ends with the process that started it (netlify dev). One that dies without stopping it (killed, or ended by a broken
// output pipe when its own parent was killed) left this server holding its port, and the next `npm start` failed on
// it. An orphan is handed to another parent, so a changed parent means it is gone.
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, ORPHAN_CHECK_MS).unref();
