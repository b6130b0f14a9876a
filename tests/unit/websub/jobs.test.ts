import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openEnvelope, signEnvelope, type JobEnvelope } from '../../../src/websub/jobs.ts';
import { verificationUrl } from '../../../src/websub/verify.ts';

const key = randomBytes(32);
const envelope: JobEnvelope = { job: { kind: 'publish', topics: ['atom'] }, issuedAt: 1_000_000 };

describe('jobs for the background function', () => {
  it('opens a job signed with the hub key', () => {
    const { body, signature } = signEnvelope(key, envelope);
    expect(openEnvelope(key, body, signature, 1_000_500)).toEqual(envelope);
  });

  it('refuses unsigned, wrongly signed, altered, stale or malformed jobs', () => {
    const { body, signature } = signEnvelope(key, envelope);
    expect(openEnvelope(key, body, null, 1_000_000)).toBeNull();
    expect(openEnvelope(randomBytes(32), body, signature, 1_000_000)).toBeNull();
    expect(openEnvelope(key, body.replace('atom', 'reviews'), signature, 1_000_000)).toBeNull();
    expect(openEnvelope(key, body, signature, 1_000_000 + 16 * 60_000)).toBeNull();
    const bad = signEnvelope(key, { job: { kind: 'nope' }, issuedAt: 1_000_000 } as unknown as JobEnvelope);
    expect(openEnvelope(key, bad.body, bad.signature, 1_000_000)).toBeNull();
  });
});

describe('verificationUrl', () => {
  it("keeps the callback's own query string and appends the hub parameters", () => {
    expect(verificationUrl('https://s.example/cb?a=1&b=two', { 'hub.mode': 'subscribe' }).href).toBe(
      'https://s.example/cb?a=1&b=two&hub.mode=subscribe',
    );
    expect(verificationUrl('https://s.example/cb', { 'hub.challenge': 'x y' }).href).toBe(
      'https://s.example/cb?hub.challenge=x+y',
    );
  });
});
