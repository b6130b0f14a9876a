import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JOB_SIGNATURE_HEADER, signEnvelope } from '../../../src/websub/jobs.ts';
import { handleWorkerRequest, MAX_JOB_BYTES } from '../../../src/websub/worker.ts';
import { startTestHub } from '../../support/hub-harness.ts';

let hub: Awaited<ReturnType<typeof startTestHub>>;
let storeOpened = 0;
const context = () => {
  storeOpened += 1;
  return hub.ctx;
};
const quiet = () => {};

beforeEach(async () => {
  hub = await startTestHub();
  storeOpened = 0;
});
afterEach(() => hub.stop());

const request = (body: string, headers: Record<string, string> = {}) =>
  new Request('https://hub.example/.netlify/functions/websub-worker-background', { method: 'POST', body, headers });

describe('background worker', () => {
  it('refuses a request without a signature, or with a malformed one, before opening the store', async () => {
    const job = JSON.stringify({ job: { kind: 'sweep' }, issuedAt: Date.now() });
    expect(await handleWorkerRequest(request(job), context, context, quiet)).toBe('refused');
    expect(
      await handleWorkerRequest(request(job, { [JOB_SIGNATURE_HEADER]: 'sha256=nothex' }), context, context, quiet),
    ).toBe('refused');
    expect(
      await handleWorkerRequest(
        request('x'.repeat(MAX_JOB_BYTES + 1), { [JOB_SIGNATURE_HEADER]: `sha256=${'0'.repeat(64)}` }),
        context,
        context,
        quiet,
      ),
    ).toBe('refused');
    expect(storeOpened).toBe(0);
  });

  it('refuses a well-formed signature made without the hub key, and runs a signed job', async () => {
    const envelope = { job: { kind: 'sweep' as const }, issuedAt: Date.now() };
    const forged = signEnvelope(Buffer.from('not the hub key'), envelope);
    expect(
      await handleWorkerRequest(
        request(forged.body, { [JOB_SIGNATURE_HEADER]: forged.signature }),
        context,
        context,
        quiet,
      ),
    ).toBe('refused');
    const signed = signEnvelope(await hub.ctx.store.dispatchKey(), envelope);
    expect(
      await handleWorkerRequest(
        request(signed.body, { [JOB_SIGNATURE_HEADER]: signed.signature }),
        context,
        context,
        quiet,
      ),
    ).toBe('ran');
  });
});
