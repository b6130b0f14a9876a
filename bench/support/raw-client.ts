/** The raw limit: the same POSTs from a bare Node client, a new TLS connection each (trusts NODE_EXTRA_CA_CERTS). */
import { request } from 'node:https';
import { forEachConcurrent } from '../../src/websub/concurrency.ts';
import { input, measure } from './child.ts';

const { callbacks, body, concurrency } = await input<{ callbacks: string[]; body: string; concurrency: number }>();
const payload = Buffer.from(body);

const post = (url: string) =>
  new Promise<void>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length },
      },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

const result = await measure(() => forEachConcurrent(callbacks, concurrency, post));
process.send!(result, () => process.exit(0));
