import { z } from 'zod';
import { aggregateRating } from '../../datasets/aggregate-rating.ts';
import { Service, ServiceArea, Technician } from '../../schemas/business.ts';
import { Review } from '../../schemas/review.ts';
import { AggregateRating } from '../../schemas/reviews-dataset.ts';
import { findService, findServiceArea, findTechnician } from '../catalogue-lookup.ts';
import { EntitySentiment } from '../insights-view.ts';
import { choices, defineTool, ToolError, type ToolContext } from './define.ts';
import { renderRating, renderReviews, reviewsCount } from './render.ts';

/** Newest reviews shown with a technician, service or area. */
const RECENT = 5;

/** What every catalogue profile adds to the entry itself: the reviews that mention it and how they feel about it. */
const profileFields = {
  aggregate_rating: AggregateRating.describe('Rating over the reviews that mention it'),
  recent_reviews: z.array(Review).describe(`The ${RECENT} newest reviews that mention it`),
  sentiment: EntitySentiment.nullable().describe('Sentiment about it from the insights analysis; null while that is not available'),
};

function profile(context: ToolContext, mentioned: (r: Review) => boolean, sentiment: EntitySentiment | undefined) {
  const reviews = context.dataset.reviews.filter(mentioned);
  return { aggregate_rating: aggregateRating(reviews), recent_reviews: reviews.slice(0, RECENT), sentiment: sentiment ?? null };
}

const renderProfile = (heading: string, p: ReturnType<typeof profile>) =>
  [
    heading,
    `Mentioned in ${reviewsCount(p.aggregate_rating.review_count)}: ${renderRating(p.aggregate_rating)}`,
    p.sentiment
      ? `Sentiment: score ${p.sentiment.score}, ${p.sentiment.positive_pct}% positive over ${p.sentiment.mention_count} mentions`
      : 'Sentiment: not available yet',
    p.recent_reviews.length ? `Newest reviews:\n\n${renderReviews(p.recent_reviews)}` : '',
  ].filter(Boolean).join('\n');

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
    const technician = findTechnician(context.dataset.business, name);
    if (!technician) {
      const known = context.dataset.business.technicians.map((t) => `${t.id} (${t.name})`);
      throw new ToolError(`No technician matches "${name}". Known technicians: ${known.join(', ')}.`);
    }
    const sentiment = context.insights.entities.technicians.find((e) => e.id === technician.id);
    return { technician, ...profile(context, (r) => r.mentions.technicians.includes(technician.id), sentiment) };
  },
  render: ({ technician, ...p }) => renderProfile(`${technician.name}, ${technician.role} (id ${technician.id})`, p),
});

export const getServiceTool = defineTool({
  name: 'get_service',
  title: 'Service profile',
  description:
    'A service the business offers, by id or label (case-insensitive): its description, the rating of the reviews ' +
    'that mention it, sentiment about it, and its newest reviews. An unknown service is an error listing the services.',
  input: z.object({ service: z.string().min(1).max(120).describe('Service id or label, e.g. "roof-repair" or "Roof repair"') }),
  output: z.object({ service: Service, ...profileFields }),
  run: ({ service: name }, context) => {
    const service = findService(context.dataset.business, name);
    if (!service) {
      throw new ToolError(`No service matches "${name}". Services: ${choices(context.dataset.business.services.map((s) => s.id))}.`);
    }
    const sentiment = context.insights.entities.services.find((e) => e.id === service.id);
    return { service, ...profile(context, (r) => r.mentions.services.includes(service.id), sentiment) };
  },
  render: ({ service, ...p }) => renderProfile(`${service.label} (id ${service.id}): ${service.description}`, p),
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
    const area = findServiceArea(context.dataset.business, name);
    if (!area) {
      throw new ToolError(`No service area matches "${name}". Service areas: ${choices(context.dataset.business.service_areas.map((a) => a.id))}.`);
    }
    const sentiment = context.insights.entities.service_areas.find((e) => e.id === area.id);
    return { service_area: area, ...profile(context, (r) => r.mentions.service_areas.includes(area.id), sentiment) };
  },
  render: ({ service_area, ...p }) => renderProfile(`${service_area.name} (id ${service_area.id})`, p),
});
