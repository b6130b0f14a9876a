import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '@netlify/blobs';
import {
  createSessionStore,
  IDLE_TTL_MS,
  REFRESH_EVERY_MS,
  isWellFormedSessionId,
} from '../../../src/mcp/session-store.ts';
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
    const ids = (await Promise.all([a.create(info), a.create(info)])).map((id) => id!);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids.every(isWellFormedSessionId)).toBe(true);
    const b = createSessionStore(blobs, now);
    expect(await b.get(ids[0]!)).toMatchObject({
      protocol_version: '2025-11-25',
      client: { name: 'test', version: '1' },
    });
  });

  it('knows nothing of unknown or malformed ids', async () => {
    const store = createSessionStore(blobs, now);
    expect(await store.get('x'.repeat(43))).toBeNull();
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.delete('nope')).toBe(false);
  });

  it('ends a deleted session', async () => {
    const store = createSessionStore(blobs, now);
    const id = (await store.create(info))!;
    expect(await store.delete(id)).toBe(true);
    expect(await store.get(id)).toBeNull();
    expect(await store.delete(id)).toBe(false);
  });

  it('expires an idle session, and use keeps a session alive', async () => {
    const store = createSessionStore(blobs, now);
    const idle = (await store.create(info))!;
    const used = (await store.create(info))!;
    for (let elapsed = 0; elapsed < IDLE_TTL_MS + 2 * REFRESH_EVERY_MS; elapsed += REFRESH_EVERY_MS) {
      clock += REFRESH_EVERY_MS;
      expect(await store.get(used)).not.toBeNull();
    }
    expect(await store.get(idle)).toBeNull();
  });

  it('sweeps expired sessions and keeps live ones', async () => {
    const store = createSessionStore(blobs, now);
    const expired = (await store.create(info))!;
    clock += IDLE_TTL_MS / 2;
    const live = (await store.create(info))!;
    clock += IDLE_TTL_MS / 2 + 2 * REFRESH_EVERY_MS;
    const records = async () => (await blobs.list()).blobs.filter((b) => b.key.startsWith('sessions/')).length;
    expect(await records()).toBe(2);
    expect(await store.sweep()).toBe(1);
    expect(await records()).toBe(1);
    expect(await store.get(live)).not.toBeNull();
    const { blobs: left } = await blobs.list({ prefix: 'expiry/' });
    expect(left.some((b) => b.key.endsWith(expired))).toBe(false);
  });

  it('holds at most its number of slots: a full store refuses new sessions until one expires', async () => {
    const store = createSessionStore(blobs, now, 4);
    const ids: string[] = [];
    for (let i = 0; i < 40 && ids.length < 4; i++) {
      const id = await store.create(info);
      if (id) ids.push(id);
    }
    expect(ids).toHaveLength(4);
    expect(await store.create(info)).toBeNull();
    expect((await blobs.list()).blobs.filter((b) => b.key.startsWith('sessions/'))).toHaveLength(4);
    for (const id of ids) expect(await store.get(id)).not.toBeNull();
    // An expired session's slot is taken over by a new one; the old id is then unknown, not someone else's session.
    clock += IDLE_TTL_MS + 1;
    const fresh = await store.create(info);
    expect(fresh).not.toBeNull();
    expect(await store.get(fresh!)).not.toBeNull();
    for (const id of ids) expect(await store.get(id)).toBeNull();
  });

  it('sweeps on every initialize as many markers as it creates, so expired sessions never pile up', async () => {
    const store = createSessionStore(blobs, now);
    for (let i = 0; i < 6; i++) await store.create(info);
    clock += IDLE_TTL_MS + 2 * REFRESH_EVERY_MS;
    // Each round: one new session (one marker), one sweep; the backlog of six shrinks every round.
    for (let round = 0; round < 3; round++) {
      await store.create(info);
      await store.sweep();
    }
    const markers = (await blobs.list()).blobs.filter((b) => b.key.startsWith('expiry/'));
    expect(markers).toHaveLength(3);
    expect((await blobs.list()).blobs.filter((b) => b.key.startsWith('sessions/'))).toHaveLength(3);
  });
});
