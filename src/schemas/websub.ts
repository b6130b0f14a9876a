import { z } from 'zod';

export const LEASE_DEFAULT_SECONDS = 86_400;
export const LEASE_MIN_SECONDS = 300;
export const LEASE_MAX_SECONDS = 864_000;
export const SECRET_MAX_BYTES = 199;
export const CALLBACK_MAX_LENGTH = 2048;
/** Largest hub request body read; a longer one gets 413. */
export const HUB_BODY_MAX_BYTES = 8192;

const byteLength = (s: string) => new TextEncoder().encode(s).length;

/**
 * The form fields of POST /api/websub/hub. The hub validates requests with this schema (src/websub/request.ts) and
 * the OpenAPI document is derived from it. Unknown fields are ignored (a loose object); a field given twice is an
 * error, except hub.topic / hub.url with hub.mode=publish, which may name several topics.
 */
export const HubRequestForm = z.looseObject({
  'hub.mode': z.enum(['subscribe', 'unsubscribe', 'publish'], { error: 'must be subscribe, unsubscribe or publish' }),
  'hub.callback': z
    .url({ protocol: /^https$/, error: 'must be an absolute HTTPS URL' })
    .max(CALLBACK_MAX_LENGTH, { error: `must be at most ${CALLBACK_MAX_LENGTH} characters` })
    .optional()
    .describe('HTTPS URL of the subscriber (subscribe, unsubscribe); its host must resolve to public addresses only'),
  'hub.topic': z
    .url({ error: 'must be an absolute URL' })
    .optional()
    .describe('One of the three topic URLs: /feed.xml, /api/feed.json, /reviews.json'),
  'hub.lease_seconds': z
    .string()
    .regex(/^\d{1,12}$/, { error: 'must be a whole number of seconds' })
    .optional()
    .describe(
      `Requested lease; default ${LEASE_DEFAULT_SECONDS}, clamped to [${LEASE_MIN_SECONDS}, ${LEASE_MAX_SECONDS}]`,
    ),
  'hub.secret': z
    .string()
    .refine((s) => byteLength(s) <= SECRET_MAX_BYTES, { error: `must be shorter than ${SECRET_MAX_BYTES + 1} bytes` })
    .refine((s) => s.length > 0, { error: 'must not be empty' })
    .optional()
    .describe('Shared secret (under 200 bytes): deliveries then carry X-Hub-Signature: sha256=<HMAC of the body>'),
  'hub.url': z
    .url({ error: 'must be an absolute URL' })
    .optional()
    .describe('publish: the topic that changed (same as hub.topic)'),
});
export type HubRequestForm = z.infer<typeof HubRequestForm>;

export const clampLease = (requested: number | undefined) =>
  Math.min(LEASE_MAX_SECONDS, Math.max(LEASE_MIN_SECONDS, requested ?? LEASE_DEFAULT_SECONDS));
