import { randomBytes } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { z } from 'zod';

/**
 * MCP sessions in Netlify Blobs, so that any function instance (cold or warm) can continue a session another one
 * started. Nothing about a session is kept in memory.
 *
 * Keys:
 *   sessions/<id>            the session record (JSON)
 *   expiry/<hour>/<id>       an empty marker per expiry hour, so a sweep finds expired sessions without listing
 *                            every live one; a refreshed session leaves a stale marker that the sweep just drops.
 *
 * Expiry is sliding: a session lives IDLE_TTL_MS after its last use. To keep reads cheap, the record is rewritten at
 * most once per REFRESH_EVERY_MS. Correctness never depends on an atomic write: each session has its own key.
 */
export const IDLE_TTL_MS = 24 * 60 * 60 * 1000;
export const REFRESH_EVERY_MS = 60 * 60 * 1000;
/** Upper bounds on what one sweep visits (due markers, listing pages), so a sweep's cost stays bounded. */
export const SWEEP_BATCH = 500;
export const SWEEP_PAGES = 10;

export const SessionRecord = z.object({
  created_at: z.iso.datetime(),
  refreshed_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  protocol_version: z.string().max(32),
  client: z.object({ name: z.string().max(200), version: z.string().max(100) }).nullable(),
});
export type SessionRecord = z.infer<typeof SessionRecord>;

/** 256 random bits, base64url: 43 visible ASCII characters, as the transport specification asks. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedSessionId = (id: string) => SESSION_ID.test(id);

export type SessionBlobs = Pick<Store, 'get' | 'setJSON' | 'set' | 'delete' | 'list'>;

const sessionKey = (id: string) => `sessions/${id}`;
/** The hour bucket (UTC, YYYY-MM-DDTHH) that contains `ms`. Every marker in a bucket before the current one is due. */
const hourBucket = (ms: number) => new Date(ms).toISOString().slice(0, 13);
const markerKey = (expiresMs: number, id: string) => `expiry/${hourBucket(expiresMs)}/${id}`;

export interface SessionStore {
  create(info: { protocolVersion: string; client: SessionRecord['client'] }): Promise<string>;
  /** The live session, refreshed when due; null when unknown, malformed, expired or deleted. */
  get(id: string): Promise<SessionRecord | null>;
  /** True when a live session was ended. */
  delete(id: string): Promise<boolean>;
  /** Deletes expired sessions (at most SWEEP_BATCH markers). Returns how many sessions it removed. */
  sweep(): Promise<number>;
}

export function createSessionStore(blobs: SessionBlobs, now: () => number = Date.now): SessionStore {
  // Marker first: if the second write fails, an orphan marker is swept harmlessly; a record without one would not be.
  const write = async (id: string, record: SessionRecord) => {
    await blobs.set(markerKey(Date.parse(record.expires_at), id), '');
    await blobs.setJSON(sessionKey(id), record);
  };

  const read = async (id: string): Promise<SessionRecord | null> => {
    if (!isWellFormedSessionId(id)) return null;
    const raw = await blobs.get(sessionKey(id), { type: 'json', consistency: 'strong' });
    const parsed = SessionRecord.safeParse(raw);
    return parsed.success ? parsed.data : null;
  };

  return {
    async create({ protocolVersion, client }) {
      const id = randomBytes(32).toString('base64url');
      const at = now();
      await write(id, {
        created_at: new Date(at).toISOString(),
        refreshed_at: new Date(at).toISOString(),
        expires_at: new Date(at + IDLE_TTL_MS).toISOString(),
        protocol_version: protocolVersion.slice(0, 32),
        client: client && { name: client.name.slice(0, 200), version: client.version.slice(0, 100) },
      });
      return id;
    },

    async get(id) {
      const record = await read(id);
      if (!record) return null;
      const at = now();
      if (Date.parse(record.expires_at) <= at) {
        await blobs.delete(sessionKey(id));
        return null;
      }
      if (at - Date.parse(record.refreshed_at) >= REFRESH_EVERY_MS) {
        const refreshed = { ...record, refreshed_at: new Date(at).toISOString(), expires_at: new Date(at + IDLE_TTL_MS).toISOString() };
        await write(id, refreshed);
        return refreshed;
      }
      return record;
    },

    async delete(id) {
      const record = await read(id);
      if (!record) return false;
      await blobs.delete(sessionKey(id));
      return Date.parse(record.expires_at) > now();
    },

    async sweep() {
      // Every marker is listed and filtered here rather than listed by prefix: the local Blobs sandbox ignores
      // `prefix` and `directories`. Netlify lists keys in lexical order, so the oldest expiry hours come first.
      const current = hourBucket(now());
      let visited = 0;
      let removed = 0;
      let pages = 0;
      for await (const page of blobs.list({ paginate: true })) {
        if (pages++ >= SWEEP_PAGES) break;
        for (const { key } of page.blobs) {
          const marker = /^expiry\/([^/]+)\/([^/]+)$/.exec(key);
          if (!marker || marker[1]! >= current) continue;
          if (visited++ >= SWEEP_BATCH) return removed;
          const id = marker[2]!;
          const record = await read(id);
          if (record && Date.parse(record.expires_at) <= now()) {
            await blobs.delete(sessionKey(id));
            removed++;
          }
          await blobs.delete(key);
        }
      }
      return removed;
    },
  };
}
