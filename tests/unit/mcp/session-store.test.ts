import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '@netlify/blobs';
import { createSessionStore, IDLE_TTL_MS, REFRESH_EVERY_MS, isWellFormedSessionId } from '../../../src/mcp/session-store.ts';
import { startBlobsSandbox, type BlobsSandbox } from '../../support/blobs-sandbox.ts';

let sandbox: BlobsSandbox;
let blobs: Store;
let clock = Date.parse('2025-07-01T12:00:00Z');
const now = () => clock;
const info = { protocolVersion: '2025-11-25', client: { name: 'test', version: '1' } };

beforeAll(async () => {
  sandbox = await startBlobsSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => {
  blobs = sandbox.store(`sessions-${Math.random().toString(36).slice(2)}`);
  clock = Date.parse('2025-07-01T12:00:00Z');
});

describe('session store', () => {
  it('creates unguessable, well-formed ids that another store instance over the same Blobs can read', async () => {
    const a = createSessionStore(blobs, now);
    const ids = await Promise.all([a.create(info), a.create(info)]);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids.every(isWellFormedSessionId)).toBe(true);
    const b = createSessionStore(blobs, now);
    expect(await b.get(ids[0])).toMatchObject({ protocol_version: '2025-11-25', client: { name: 'test', version: '1' } });
  });

  it('knows nothing of unknown or malformed ids', async () => {
    const store = createSessionStore(blobs, now);
    expect(await store.get('x'.repeat(43))).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.delete('nope')).toBe(false);
  });

  it('ends a deleted session', async () => {
    const store = createSessionStore(blobs, now);
    const id = await store.create(info);
    expect(await store.delete(id)).toBe(true);
    expect(await store.get(id)).toBeNull();
    expect(await store.delete(id)).toBe(false);
  });

  it('expires an idle session, and use keeps a session alive', async () => {
    const store = createSessionStore(blobs, now);
    const idle = await store.create(info);
    const used = await store.create(info);
    for (let elapsed = 0; elapsed < IDLE_TTL_MS + 2 * REFRESH_EVERY_MS; elapsed += REFRESH_EVERY_MS) {
      clock += REFRESH_EVERY_MS;
      expect(await store.get(used)).not.toBeNull();
    }
    expect(await store.get(idle)).toBeNull();
  });

  it('sweeps expired sessions and keeps live ones', async () => {
    const store = createSessionStore(blobs, now);
    const expired = await store.create(info);
    clock += IDLE_TTL_MS / 2;
    const live = await store.create(info);
    clock += IDLE_TTL_MS / 2 + 2 * REFRESH_EVERY_MS;
    expect(await store.sweep()).toBe(1);
    expect(await blobs.get(`sessions/${expired}`)).toBeNull();
    expect(await store.get(live)).not.toBeNull();
    const { blobs: left } = await blobs.list({ prefix: 'expiry/' });
    expect(left.some((b) => b.key.endsWith(expired))).toBe(false);
  });
});
