import { z } from 'zod';
import { HttpUrl, IsoDate, Slug } from './primitives.ts';

const Aliases = z
  .array(z.string().min(2).max(80))
  .default([])
  .describe(
    'Other ways customers write it: nicknames, misspellings, everyday words. Matched case- and accent-insensitively.',
  );

export const Technician = z.object({
  id: Slug,
  name: z.string().min(2).max(120).describe('Full name'),
  role: z.string().min(2).max(120),
  aliases: Aliases,
});

export const Service = z.object({
  id: Slug,
  label: z.string().min(2).max(120),
  description: z.string().min(10).max(600),
  aliases: Aliases,
});

export const ServiceArea = z.object({
  id: Slug,
  name: z.string().min(2).max(120),
  aliases: Aliases,
});

export const Address = z.object({
  street_address: z.string().min(1),
  locality: z.string().min(1),
  region: z.string().min(1),
  postal_code: z.string().min(1),
  country: z.string().length(2).describe('ISO 3166-1 alpha-2'),
});

export const Business = z
  .object({
    id: Slug,
    name: z.string().min(1),
    legal_name: z.string().min(1),
    description: z.string().min(1),
    url: HttpUrl,
    telephone: z.string().min(5),
    email: z.email(),
    address: Address,
    geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
    opening_hours: z.array(z.string().min(1)).describe('schema.org openingHours, e.g. "Mo-Fr 07:00-18:00"'),
    founded: IsoDate,
    licenses: z.array(z.string().min(1)),
    service_areas: z.array(ServiceArea).min(1),
    services: z.array(Service).min(1),
    technicians: z.array(Technician).min(1),
    profiles: z.array(z.object({ source: z.string().min(1), url: HttpUrl })),
  })
  .superRefine((business, ctx) => {
    for (const key of ['service_areas', 'services', 'technicians'] as const) {
      const seen = new Set<string>();
      business[key].forEach((entry, index) => {
        if (seen.has(entry.id)) {
          ctx.addIssue({ code: 'custom', path: [key, index, 'id'], message: `duplicate id "${entry.id}"` });
        }
        seen.add(entry.id);
      });
    }
  });

export type Business = z.infer<typeof Business>;
export type Technician = z.infer<typeof Technician>;
export type Service = z.infer<typeof Service>;
export type ServiceArea = z.infer<typeof ServiceArea>;
