import { z } from 'zod';

/** A real calendar date, YYYY-MM-DD (2025-02-30 is rejected, 2024-02-29 accepted). */
export const IsoDate = z.iso.date().describe('Calendar date, YYYY-MM-DD');

/**
 * Stable identifier of a review (ULID, 26 characters of Crockford base32). A pattern rather than z.ulid(): that one
 * adds `format: "ulid"` to the JSON Schema, which is no JSON Schema format, so validators (the MCP SDK's client,
 * OpenAPI tools) warn about it on every use.
 */
export const ReviewId = z
  .string()
  .regex(z.regexes.ulid, 'must be a ULID: 26 characters of Crockford base32')
  .describe('Review id (ULID)');

/** Lower-case kebab-case id of a catalogue entry (technician, service, service area). */
export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case kebab-case, like "roof-repair"')
  .max(64);

export const HttpUrl = z.url({ protocol: /^https?$/ }).max(2048);

/**
 * Characters XML 1.0 forbids (so one of them makes /feed.xml unreadable for every reader and subscriber) or that mean
 * nothing in text: C0 controls other than tab, newline and carriage return, U+FFFE, U+FFFF and lone surrogates.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are refused.
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/u;

/** Free text an editor or an import supplies, refused when it holds a character of UNSAFE_CHARACTER. */
export function plainText(schema: z.ZodString): z.ZodString {
  return schema.superRefine((text, ctx) => {
    const found = UNSAFE_CHARACTER.exec(text);
    if (!found) return;
    const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    ctx.addIssue({
      code: 'custom',
      message: `contains the character U+${code} at position ${found.index + 1} (control characters other than tab and newline, U+FFFE, U+FFFF and lone surrogates are not allowed)`,
    });
  });
}
