/**
 * A real HTTP server on loopback for the throughput benchmark: the search and since handlers over a compact index
 * file, behind node:http, one Request/Response conversion per request as a function runtime does.
 *   node bench/support/serve-index.ts <compact-index-file>   (prints the port, serves until killed)
 */
import { createServer } from 'node:http';
import { createSearchHandler, createSinceHandler } from '../../src/http/review-query-handlers.ts';
import { loadReviewIndexFile } from '../../src/query/compact-index.ts';
import { paths } from '../../src/site.ts';

const index = loadReviewIndexFile(process.argv[2]!);
const search = createSearchHandler(index);
const since = createSinceHandler(index);

const server = createServer(async (req, res) => {
  const url = `http://127.0.0.1${req.url ?? '/'}`;
  const handler = req.url?.startsWith(paths.search) ? search : req.url?.startsWith(paths.since) ? since : null;
  if (!handler) return void res.writeHead(404).end();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const response = handler(new Request(url, { method: req.method, headers }));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : '');
});
