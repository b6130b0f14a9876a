import { z } from 'zod';

/** A real calendar date, YYYY-MM-DD (2025-02-30 is rejected, 2024-02-29 accepted). */
export const IsoDate = z.iso.date().describe('Calendar date, YYYY-MM-DD');

/** Stable identifier of a review (ULID, 26 characters of Crockford base32). */
export const ReviewId = z.ulid().describe('Review id (ULID)');

/** Lower-case kebab-case id of a catalogue entry (technician, service, service area). */
export const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case kebab-case, like "roof-repair"')
  .max(64);

export const HttpUrl = z.url({ protocol: /^https?$/ }).max(2048);
