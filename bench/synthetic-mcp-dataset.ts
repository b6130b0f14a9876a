import { readFileSync } from 'node:fs';
import { aggregateRating } from '../src/datasets/aggregate-rating.ts';
import { compareNewestFirst } from '../src/datasets/order.ts';
import { Business } from '../src/schemas/business.ts';
import type { Review } from '../src/schemas/review.ts';
import type { ReviewsDataset } from '../src/schemas/reviews-dataset.ts';

/**
 * STAND-IN until the shared synthetic-review generator lands: `size` valid reviews of the real business, generated
 * deterministically (seeded PRNG, no wall clock), so the MCP benchmark runs at 10k reviews.
 */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PHRASES = [
  'The crew showed up on time and cleaned up every nail.', 'They fixed the leak over the kitchen after the storm.',
  'Communication was slow and I had to call twice.', 'Fair price, and the insurance claim went smoothly.',
  'New gutters look great and drain properly now.', 'The inspection report was thorough, with photos.',
  'Skylight no longer fogs up. Very professional.', 'Scheduling took weeks but the work itself was excellent.',
];

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ulid(ms: number, random: () => number): string {
  let time = '';
  for (let i = 0, n = ms; i < 10; i++, n = Math.floor(n / 32)) time = CROCKFORD[n % 32] + time;
  let rest = '';
  for (let i = 0; i < 16; i++) rest += CROCKFORD[Math.floor(random() * 32)];
  return time + rest;
}

export function syntheticDataset(size: number, seed = 42): ReviewsDataset {
  const business = Business.parse(JSON.parse(readFileSync('content/business.json', 'utf8')));
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const start = Date.parse('2015-01-01T00:00:00Z');
  const span = Date.parse('2025-07-01T00:00:00Z') - start;
  const reviews: Review[] = Array.from({ length: size }, (_, i) => {
    const ms = start + Math.floor(random() * span);
    const technician = pick(business.technicians);
    const service = pick(business.services);
    const area = pick(business.service_areas);
    const rating = 1 + Math.floor(random() ** 0.5 * 5);
    return {
      id: ulid(ms, random),
      author: `Customer ${i + 1}`,
      author_avatar_url: null,
      rating,
      date: new Date(ms).toISOString().slice(0, 10),
      text: random() < 0.05 ? null : `${technician.name.split(' ')[0]} did our ${service.label.toLowerCase()} in ${area.name}. ${pick(PHRASES)} ${pick(PHRASES)}`,
      source: pick(['google', 'facebook', 'yelp', 'bbb', 'direct']),
      source_url: null,
      owner_reply: null,
      verified: true,
      mentions: { technicians: [technician.id], services: [service.id], service_areas: [area.id] },
    };
  });
  reviews.sort(compareNewestFirst);
  return { business, aggregate_rating: aggregateRating(reviews), updated: reviews[0]?.date ?? null, reviews };
}
