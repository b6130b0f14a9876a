/**
 * Deterministic stand-in review generator for benchmarks (the shared content generator replaces it at merge):
 * realistic homeowner sentences drawn with a seeded PRNG, so every run analyses the same texts.
 */
import type { Business } from '../src/schemas/business.ts';
import type { Review } from '../src/schemas/review.ts';
import { createMentionResolver } from '../src/content/mentions.ts';
import { compareNewestFirst } from '../src/datasets/order.ts';

/** mulberry32: small, fast, good enough for picking sentences. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const openers = [
  'We called {company} after a {problem} last {season}.',
  'Our {house} in {area} needed a {job}.',
  'Found them through a neighbor after the {problem}.',
  '{tech} came out to look at a {problem} over the garage.',
  'We got three bids for a {job} and picked these folks.',
  'Second time using them, this time for a {job}.',
];
const praise = [
  '{tech} walked the roof with me and explained what he found.',
  'The crew arrived at seven every morning and worked hard all day.',
  'They hauled everything away and ran a magnet over the lawn.',
  'The price came in right where they said it would.',
  '{tech} spent an hour on the phone with our adjuster and got the claim approved.',
  'The new shingles look sharp and the ridge vent is nice and straight.',
  'They answered every text within minutes.',
  'Honest people who did not try to sell us anything we did not need.',
  'The whole {job} was wrapped up in two days.',
  'A year later they came by to check the flashing at no cost.',
  'Really reasonable for the quality of the work.',
  'They got us on the schedule the same week we called.',
];
const complaints = [
  'The crew was late two mornings in a row.',
  'We had to call the office several times to get an update.',
  'There were still nails in the driveway after they left.',
  'The final invoice was higher than the written estimate.',
  'It took almost a month before they could start.',
  'The skylight they installed dripped during the first heavy rain.',
  'The foreman was short with my wife when she asked a question.',
  'Nobody followed up about the warranty paperwork.',
];
const turns = ['but', 'although', 'however,', 'and'];
const closers = ['Would hire again.', 'Highly recommend.', 'Overall a decent experience.', 'Not sure I would use them again.', 'Thanks {tech}!', ''];
const fills = {
  problem: ['leak in the bathroom ceiling', 'hail storm', 'windstorm that tore off shingles', 'ice dam', 'soft spot near the chimney'],
  season: ['spring', 'summer', 'fall', 'winter'],
  house: ['ranch house', 'two-story', 'townhome', 'bungalow'],
  job: ['full roof replacement', 'leak repair', 'gutter replacement', 'skylight install', 'roof inspection'],
};

function fill(template: string, pick: <T>(xs: readonly T[]) => T, business: Business): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    if (key === 'company') return business.name;
    if (key === 'tech') return pick(business.technicians).name.split(' ')[0]!;
    if (key === 'area') return pick(business.service_areas).name;
    return pick(fills[key as keyof typeof fills]);
  });
}

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function ulid(time: number, random: () => number): string {
  let out = '';
  for (let i = 9, t = time; i >= 0; i -= 1, t = Math.floor(t / 32)) out = crockford[t % 32] + out;
  for (let i = 0; i < 16; i += 1) out += crockford[Math.floor(random() * 32)];
  return out;
}

/** `count` reviews over the last six years, newest first, with mentions resolved like the build does. */
export function syntheticReviews(count: number, business: Business, seed = 1): Review[] {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const resolver = createMentionResolver(business);
  const start = Date.UTC(2020, 0, 1);
  const span = 6 * 365 * 86_400_000;
  const reviews: Review[] = [];
  for (let i = 0; i < count; i += 1) {
    const time = start + Math.floor(random() * span);
    const happy = random() < 0.82;
    const rating = happy ? (random() < 0.8 ? 5 : 4) : 1 + Math.floor(random() * 3);
    const sentences = [fill(pick(openers), pick, business)];
    const body = 1 + Math.floor(random() * 4);
    for (let k = 0; k < body; k += 1) {
      const sentence = fill(pick(happy ? praise : complaints), pick, business);
      if (random() < 0.25) {
        const other = fill(pick(happy ? complaints : praise), pick, business);
        sentences.push(`${sentence.replace(/\.$/, ',')} ${pick(turns)} ${other[0]!.toLowerCase()}${other.slice(1)}`);
      } else sentences.push(sentence);
    }
    sentences.push(fill(pick(closers), pick, business));
    const text = random() < 0.06 ? null : sentences.filter(Boolean).join(' ');
    reviews.push({
      id: ulid(time, random),
      author: `Homeowner ${i + 1}`,
      author_avatar_url: null,
      rating,
      date: new Date(time).toISOString().slice(0, 10),
      text,
      source: 'google',
      source_url: null,
      owner_reply: null,
      verified: true,
      mentions: resolver.resolve(text),
    });
  }
  return reviews.sort(compareNewestFirst);
}
