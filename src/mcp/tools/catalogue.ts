import { z } from 'zod';
import { aggregateRating } from '../../datasets/aggregate-rating.ts';
import { reviewsAt } from '../../query/review-index.ts';
import { Service, ServiceArea, Technician } from '../../schemas/business.ts';
import { Review } from '../../schemas/review.ts';
import { AggregateRating } from '../../schemas/reviews-dataset.ts';
import { findService, findServiceArea, findTechnician } from '../catalogue-lookup.ts';
import { EntitySentimentView } from '../insights-view.ts';
import { choices, defineTool, ToolError, type ToolContext } from './define.ts';
import { renderRating, renderReviews, reviewsCount } from './render.ts';

/** Newest reviews shown with a technician, service or area. */
const RECENT = 5;

/**
 * What every catalogue profile adds to the entry itself: the reviews that mention it, and from /insights.json how
 * they feel about it (sentiment, the aspects judged most in them, the strongest examples).
 */
const profileFields = {
  aggregate_rating: AggregateRating.describe('Rating over the reviews that mention it'),
  recent_reviews: z.array(Review).describe(`The ${RECENT} newest reviews that mention it`),
  ...EntitySentimentView.shape,
};

type Group = 'technicians' | 'services' | 'service_areas';

const columnOf = { technicians: 'technicians', services: 'services', service_areas: 'serviceAreas' } as const;

function profile(context: ToolContext, group: Group, id: string) {
  const { index } = context;
  const positions = index[columnOf[group]].postings.get(id) ?? new Uint32Array(0);
  const reviews = Array.from(positions, (p) => ({ rating: index.ratings[p]!, date: index.dates[p]! }));
  const insight = context.insights().entities[group].find((e) => e.id === id);
  // The build analyses every catalogue entry; a missing one means the two bundled files come from different builds.
  if (!insight) throw new Error(`The insights have no entry for ${group} "${id}"`);
  return {
    aggregate_rating: aggregateRating(reviews),
    recent_reviews: reviewsAt(index, positions.subarray(0, RECENT)),
    ...EntitySentimentView.parse(insight),
  };
}

function renderProfile(heading: string, p: ReturnType<typeof profile>, context: ToolContext): string {
  const labels = new Map(context.insights().aspects.map((a) => [a.id, a.label]));
  const s = p.sentiment;
  return [
    heading,
    `Mentioned in ${reviewsCount(p.aggregate_rating.review_count)}: ${renderRating(p.aggregate_rating)}`,
    `Sentiment: score ${s.score} (${s.positive_count} positive / ${s.neutral_count} neutral / ${s.negative_count} negative)`,
    p.top_aspects.length
      ? `Aspects judged most: ${p.top_aspects.map((a) => `${labels.get(a.id) ?? a.id} (${a.mention_count}, score ${a.score})`).join(', ')}`
      : '',
    p.example_review_ids.length ? `Strongest examples: ${p.example_review_ids.join(', ')}` : '',
    p.recent_reviews.length ? `Newest reviews:\n\n${renderReviews(p.recent_reviews)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export const getTechnicianTool = defineTool({
  name: 'get_technician',
  title: 'Technician profile',
  description:
    'A technician by id, full name, first name or alias (case-insensitive): role, the rating of the reviews that ' +
    'mention them, sentiment about them, and their newest reviews. For all their reviews use search_reviews with ' +
    'mentions_technician. An unknown name is an error listing the technicians.',
  input: z.object({ technician: z.string().min(1).max(120).describe('Technician id, full name, first name or alias') }),
  output: z.object({ technician: Technician, ...profileFields }),
  run: ({ technician: name }, context) => {
    const technician = findTechnician(context.index.business, name);
    if (!technician) {
      const known = context.index.business.technicians.map((t) => `${t.id} (${t.name})`);
      throw new ToolError(`No technician matches "${name}". Known technicians: ${known.join(', ')}.`);
    }
    return { technician, ...profile(context, 'technicians', technician.id) };
  },
  render: ({ technician, ...p }, context) =>
    renderProfile(`${technician.name}, ${technician.role} (id ${technician.id})`, p, context),
});

export const getServiceTool = defineTool({
  name: 'get_service',
  title: 'Service profile',
  description:
    'A service the business offers, by id or label (case-insensitive): its description, the rating of the reviews ' +
    'that mention it, sentiment about it, and its newest reviews. An unknown service is an error listing the services.',
  input: z.object({
    service: z.string().min(1).max(120).describe('Service id or label, e.g. "roof-repair" or "Roof repair"'),
  }),
  output: z.object({ service: Service, ...profileFields }),
  run: ({ service: name }, context) => {
    const service = findService(context.index.business, name);
    if (!service) {
      throw new ToolError(
        `No service matches "${name}". Services: ${choices(context.index.business.services.map((s) => s.id))}.`,
      );
    }
    return { service, ...profile(context, 'services', service.id) };
  },
  render: ({ service, ...p }, context) =>
    renderProfile(`${service.label} (id ${service.id}): ${service.description}`, p, context),
});

export const getServiceAreaTool = defineTool({
  name: 'get_service_area',
  title: 'Service area profile',
  description:
    'A town or neighbourhood the business serves, by id, name or alias (case-insensitive): the rating of the reviews ' +
    'from there, sentiment, and the newest of them. An unknown area is an error listing the service areas.',
  input: z.object({ service_area: z.string().min(1).max(120).describe('Service area id, name or alias') }),
  output: z.object({ service_area: ServiceArea, ...profileFields }),
  run: ({ service_area: name }, context) => {
    const area = findServiceArea(context.index.business, name);
    if (!area) {
      throw new ToolError(
        `No service area matches "${name}". Service areas: ${choices(context.index.business.service_areas.map((a) => a.id))}.`,
      );
    }
    return { service_area: area, ...profile(context, 'service_areas', area.id) };
  },
  render: ({ service_area, ...p }, context) =>
    renderProfile(`${service_area.name} (id ${service_area.id})`, p, context),
});
