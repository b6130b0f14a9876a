import { z } from 'zod';
import { Business } from '../../schemas/business.ts';
import { IsoDate } from '../../schemas/primitives.ts';
import { AggregateRating } from '../../schemas/reviews-dataset.ts';
import { defineTool } from './define.ts';
import { renderRating } from './render.ts';

export const getBusinessTool = defineTool({
  name: 'get_business',
  title: 'Business details',
  description:
    'The business the reviews are about: name, contact, address, opening hours, licenses, the services it offers, ' +
    'its technicians and service areas (with the ids other tools take), and its aggregate rating.',
  input: z.object({}),
  output: z.object({
    business: Business,
    aggregate_rating: AggregateRating,
    updated: IsoDate.nullable().describe('Date of the newest change to the reviews'),
  }),
  run: (_args, { index }) => ({
    business: index.business,
    aggregate_rating: index.aggregate_rating,
    updated: index.updated,
  }),
  render: ({ business: b, aggregate_rating }) =>
    [
      `${b.name} (${b.legal_name}) — ${b.description}`,
      `${b.address.street_address}, ${b.address.locality}, ${b.address.region} ${b.address.postal_code} · ${b.telephone} · ${b.email} · ${b.url}`,
      `Hours: ${b.opening_hours.join('; ')}`,
      `Rating: ${renderRating(aggregate_rating)}`,
      `Services: ${b.services.map((s) => `${s.label} (${s.id})`).join(', ')}`,
      `Technicians: ${b.technicians.map((t) => `${t.name}, ${t.role} (${t.id})`).join('; ')}`,
      `Service areas: ${b.service_areas.map((a) => `${a.name} (${a.id})`).join(', ')}`,
    ].join('\n'),
});
