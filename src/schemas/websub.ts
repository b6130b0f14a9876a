import { z } from 'zod';

export const LEASE_DEFAULT_SECONDS = 86_400;
export const LEASE_MIN_SECONDS = 300;
export const LEASE_MAX_SECONDS = 864_000;
export const SECRET_MAX_BYTES = 199;

/** The form fields of POST /api/websub/hub, as documented in OpenAPI. The hub validates them in src/websub. */
export const HubRequestForm = z.object({
  'hub.mode': z.enum(['subscribe', 'unsubscribe', 'publish']),
  'hub.callback': z.url().optional().describe('HTTPS URL of the subscriber (subscribe, unsubscribe)'),
  'hub.topic': z.url().optional().describe('One of the three topic URLs: /feed.xml, /api/feed.json, /reviews.json'),
  'hub.lease_seconds': z.string().regex(/^\d+$/).optional()
    .describe(`Requested lease; default ${LEASE_DEFAULT_SECONDS}, clamped to [${LEASE_MIN_SECONDS}, ${LEASE_MAX_SECONDS}]`),
  'hub.secret': z.string().max(SECRET_MAX_BYTES).optional()
    .describe('Shared secret (under 200 bytes): deliveries then carry X-Hub-Signature: sha256=<HMAC of the body>'),
  'hub.url': z.url().optional().describe('publish: the topic that changed (same as hub.topic)'),
});
