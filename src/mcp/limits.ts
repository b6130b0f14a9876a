/**
 * How big one MCP HTTP response may get. Netlify buffers a synchronous function's response and fails one over 6 MB
 * (its functions overview, "Default deployment options"); an answer must fit well below that with its JSON-RPC
 * envelope and event-stream framing. Every tool result (text and structuredContent together) and every resource read
 * is measured against ANSWER_BYTES; a batch (allowed only for protocol versions before 2025-06-18) shares it.
 */
export const NETLIFY_RESPONSE_LIMIT_BYTES = 6_000_000;
export const ANSWER_BYTES = 5_000_000;
/** Most messages in one batch of the older protocol versions. */
export const MAX_BATCH_MESSAGES = 10;
/** The first protocol version without JSON-RPC batching. Versions are dates, so they compare as strings. */
export const NO_BATCH_SINCE_VERSION = '2025-06-18';
