import { FUNCTION_LIMITS, LIMIT_HEADROOM } from '../build/function-limits.ts';

/**
 * How big one MCP HTTP response may get. Netlify buffers a synchronous function's response and fails one over 6 MB
 * (its functions overview, "Default deployment options"); every response stays 20 % under that (issue 12's headroom
 * for every platform limit), with room for the JSON-RPC envelope and event-stream framing around the answer. Every
 * tool result (text and structuredContent together) and every resource read is measured against ANSWER_BYTES as it
 * travels, texts as JSON strings (answerBytesOf); a batch (allowed only for protocol versions before 2025-06-18)
 * shares it.
 */
/** The most one response may use of Netlify's buffered limit: 20 % under it. */
export const RESPONSE_BUDGET_BYTES = Math.floor(FUNCTION_LIMITS.bufferedPayloadBytes * (1 - LIMIT_HEADROOM));
/** Kept for the JSON-RPC envelope and event-stream framing (a few hundred bytes per message, at most 10 messages). */
const ENVELOPE_BYTES = 10_000;
export const ANSWER_BYTES = RESPONSE_BUDGET_BYTES - ENVELOPE_BYTES;
/**
 * What a text takes in an answer: it travels as a JSON string, so each quote, backslash and control character
 * takes two bytes or more (the published /insights.json grows by about 12 %).
 */
export const answerBytesOf = (text: string) => Buffer.byteLength(JSON.stringify(text));
/** Most messages in one batch of the older protocol versions. */
export const MAX_BATCH_MESSAGES = 10;
/** The first protocol version without JSON-RPC batching. Versions are dates, so they compare as strings. */
export const NO_BATCH_SINCE_VERSION = '2025-06-18';
