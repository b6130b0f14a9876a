import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '@netlify/blobs';
import { z } from 'zod';

/**
 * MCP sessions in Netlify Blobs, so that any function instance (cold or warm) can continue a session another one
 * started. Nothing about a session is kept in memory.
 *
 * Keys:
 *   sessions/<slot>          the record of the session whose id maps to that slot (JSON, with a hash of the id)
 *   expiry/<hour>/<id>       an empty marker per expiry hour, so a sweep finds expired sessions without listing
 *                            every live one; a refreshed session leaves a stale marker that the sweep just drops.
 *
 * Total cap: a session's id picks one of SESSION_SLOTS slots (its first 32 bits), and a new session only takes a
 * free or expired slot (a conditional write: two instances cannot take the same one). So the store never holds more
 * than SESSION_SLOTS sessions whatever the request rate; when CREATE_ATTEMPTS random slots are all live, `create`
 * answers null and the client is told to try later. Expired records are replaced where they lie, and the sweep
 * (run after every initialize, SWEEP_BATCH markers each time) removes what is left at least as fast as sessions
 * begin, so it keeps up with any request rate the function's rate limit lets through.
 *
 * Expiry is sliding: a session lives IDLE_TTL_MS after its last use. To keep reads cheap, the record is rewritten at
 * most once per REFRESH_EVERY_MS.
 */
export const IDLE_TTL_MS = 24 * 60 * 60 * 1000;
export const REFRESH_EVERY_MS = 60 * 60 * 1000;
/** Most sessions the store holds at once. */
export const SESSION_SLOTS = 100_000;
/** Random slots a new session tries before the store counts as full. */
export const CREATE_ATTEMPTS = 8;
/** Due markers one sweep visits, and listing pages it reads: bounded, and more than one initialize creates. */
export const SWEEP_BATCH = 8;
export const SWEEP_PAGES = 10;

export const SessionRecord = z.object({
  id_hash: z.string().length(64),
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

export type SessionBlobs = Pick<Store, 'get' | 'getWithMetadata' | 'setJSON' | 'set' | 'delete' | 'list'>;

const idHash = (id: string) => createHash('sha256').update(id).digest('hex');
/** The hour bucket (UTC, YYYY-MM-DDTHH) that contains `ms`. Every marker in a bucket before the current one is due. */
const hourBucket = (ms: number) => new Date(ms).toISOString().slice(0, 13);
const markerKey = (expiresMs: number, id: string) => `expiry/${hourBucket(expiresMs)}/${id}`;

export interface SessionStore {
  /** A new session's id, or null when the store is full (every slot tried holds a live session). */
  create(info: { protocolVersion: string; client: SessionRecord['client'] }): Promise<string | null>;
  /** The live session, refreshed when due; null when unknown, malformed, expired or deleted. */
  get(id: string): Promise<SessionRecord | null>;
  /** True when a live session was ended. */
  delete(id: string): Promise<boolean>;
  /** Deletes expired sessions (at most SWEEP_BATCH markers). Returns how many sessions it removed. */
  sweep(): Promise<number>;
}

export function createSessionStore(
  blobs: SessionBlobs,
  now: () => number = Date.now,
  slots = SESSION_SLOTS,
): SessionStore {
  /** The slot of a session id: its first 32 random bits, modulo the number of slots. */
  const slotKey = (id: string) => `sessions/${Buffer.from(id, 'base64url').readUInt32BE(0) % slots}`;

  /** The slot's record with its ETag, whoever it belongs to. */
  const readSlot = async (key: string) => {
    const found = await blobs.getWithMetadata(key, { type: 'json', consistency: 'strong' });
    if (!found) return null;
    const parsed = SessionRecord.safeParse(found.data);
    return { etag: found.etag, record: parsed.success ? parsed.data : null };
  };

  /** The record of session `id`, with its slot's ETag; null when the slot holds another session or none. */
  const read = async (id: string) => {
    if (!isWellFormedSessionId(id)) return null;
    const slot = await readSlot(slotKey(id));
    return slot?.record?.id_hash === idHash(id) ? { etag: slot.etag, record: slot.record } : null;
  };

  const expired = (record: SessionRecord | null) => record === null || Date.parse(record.expires_at) <= now();

  return {
    async create({ protocolVersion, client }) {
      const at = now();
      for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
        const id = randomBytes(32).toString('base64url');
        const key = slotKey(id);
        const slot = await readSlot(key);
        if (slot && !expired(slot.record)) continue;
        const record: SessionRecord = {
          id_hash: idHash(id),
          created_at: new Date(at).toISOString(),
          refreshed_at: new Date(at).toISOString(),
          expires_at: new Date(at + IDLE_TTL_MS).toISOString(),
          protocol_version: protocolVersion.slice(0, 32),
          client: client && { name: client.name.slice(0, 200), version: client.version.slice(0, 100) },
        };
        // Marker first: if the record's write fails or loses the race, an orphan marker is swept harmlessly.
        await blobs.set(markerKey(at + IDLE_TTL_MS, id), '');
        // Netlify answers reads with the entry's ETag; the local Blobs sandbox does not, and there an expired record
        // is overwritten unconditionally (two instances reclaiming one slot at once: the later one wins, and the
        // other client gets 404 and initializes again).
        const written = !slot
          ? await blobs.setJSON(key, record, { onlyIfNew: true })
          : await blobs.setJSON(key, record, slot.etag ? { onlyIfMatch: slot.etag } : {});
        if (written.modified) return id;
      }
      return null;
    },

    async get(id) {
      const found = await read(id);
      if (!found) return null;
      const { record, etag } = found;
      const at = now();
      if (expired(record)) {
        await blobs.delete(slotKey(id));
        return null;
      }
      if (at - Date.parse(record.refreshed_at) >= REFRESH_EVERY_MS) {
        const refreshed = {
          ...record,
          refreshed_at: new Date(at).toISOString(),
          expires_at: new Date(at + IDLE_TTL_MS).toISOString(),
        };
        await blobs.set(markerKey(at + IDLE_TTL_MS, id), '');
        await blobs.setJSON(slotKey(id), refreshed, etag ? { onlyIfMatch: etag } : {});
        return refreshed;
      }
      return record;
    },

    async delete(id) {
      const found = await read(id);
      if (!found) return false;
      await blobs.delete(slotKey(id));
      return !expired(found.record);
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
          const found = await read(id);
          if (found && expired(found.record)) {
            await blobs.delete(slotKey(id));
            removed++;
          }
          await blobs.delete(key);
        }
      }
      return removed;
    },
  };
}
