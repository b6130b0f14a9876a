/**
 * STAND-IN for the shared content generator (scripts/content-generator/, another branch): deterministic synthetic
 * reviews for benchmarks and randomized tests, built from the real business.json so names, services and areas
 * resolve as in production. The lead swaps the body of `syntheticDataset` for the shared generator; keep callers on
 * that one function.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir } from '../src/content/load-content.ts';
import { createMentionResolver } from '../src/content/mentions.ts';
import { compareNewestFirst } from '../src/datasets/order.ts';
import { buildReviewsDataset } from '../src/datasets/reviews-dataset.ts';
import { Business } from '../src/schemas/business.ts';
import type { Review } from '../src/schemas/review.ts';
import type { ReviewsDataset } from '../src/schemas/reviews-dataset.ts';

/** mulberry32: small, fast, deterministic. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function ulid(time: number, random: () => number): string {
  let out = '';
  let t = time;
  for (let i = 0; i < 10; i++) {
    out = CROCKFORD[t % 32]! + out;
    t = Math.floor(t / 32);
  }
  for (let i = 0; i < 16; i++) out += CROCKFORD[Math.floor(random() * 32)]!;
  return out;
}

const OPENERS = [
  'Great experience from start to finish.', 'Could not be happier with the work.', 'Honest people and fair prices.',
  'It took a while but the result is solid.', 'Not thrilled with how this went.', 'Très bien fait, merci!',
  'We got three quotes and picked them.', 'They showed up on time every day.', 'The office never called back at first.',
  'Our neighbor recommended them after the storm.',
];
const MIDDLES = [
  '{tech} walked the roof with us and explained every step.', '{tech} and the crew were careful with the landscaping.',
  'They handled the {service} quickly and cleaned up every nail.', 'The {service} in {area} was done in two days.',
  'After the hail our {service} was urgent and they came the next morning.', 'The estimate for the {service} was clear.',
  'Crème de la crème crew, even the café down the street noticed.', 'We had a leak over the kitchen for months.',
  'The adjuster from our insurance company met {tech} on site.', 'Some shingles blew off in the wind in {area}.',
  'Our gutters were overflowing and the downspouts were crushed.', 'The skylight kept fogging up until they replaced it.',
  'Ice dams were a problem every winter before the new ridge vent.', 'The flat roof on the porch was ponding water.',
  'Communication was spotty and the schedule slipped a week.', 'They found rotten decking and fixed it at cost.',
];
const CLOSERS = [
  'Highly recommend.', 'Would hire again.', 'Five stars.', 'Good job overall.', 'Thanks {tech}!',
  'Price was fair for the quality.', 'Disappointed, but they made it right eventually.', 'Never again.',
  'Great job, great crew.', 'Ask for {tech}.',
];
const FIRST_NAMES = ['Hannah', 'Marcus', 'José', 'Priya', 'Liam', 'Chloé', 'Wei', 'Olivia', 'Noah', 'Fatima', 'Søren', 'Ava'];
const SOURCES = ['google', 'google', 'google', 'facebook', 'yelp', 'bbb', 'direct'];
const SYLLABLES = ['ka', 'lo', 'mi', 'ter', 'son', 'ber', 'ick', 'dal', 'wen', 'ro', 'vin', 'sha', 'tup', 'ez', 'nor', 'qui'];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A rare word (street, product or family name): grows the vocabulary with the corpus like real text does. */
function rareWord(random: () => number, size: number): string {
  const n = Math.floor(random() * Math.max(50, size / 4));
  let word = '';
  let rest = n;
  do {
    word += SYLLABLES[rest % SYLLABLES.length];
    rest = Math.floor(rest / SYLLABLES.length);
  } while (rest > 0);
  return word;
}

const START = Date.UTC(2012, 0, 1);
const END = Date.UTC(2025, 5, 30);
const DAY = 86_400_000;

/** `size` verified reviews of the real business, the same for the same size on every run. */
export function syntheticDataset(size: number): ReviewsDataset {
  const business = Business.parse(JSON.parse(readFileSync(join(contentDir(), 'business.json'), 'utf8')));
  const resolver = createMentionResolver(business);
  const random = prng(0x5eed ^ size);
  const techNames = business.technicians.flatMap((t) => [t.name, t.name.split(' ')[0]!, ...t.aliases]);
  const serviceNames = business.services.flatMap((s) => [s.label.toLowerCase(), ...s.aliases]);
  const areaNames = business.service_areas.map((a) => a.name);
  const fill = (template: string) =>
    template
      .replaceAll('{tech}', () => pick(random, techNames))
      .replaceAll('{service}', () => pick(random, serviceNames))
      .replaceAll('{area}', () => pick(random, areaNames));

  const reviews: Review[] = [];
  for (let i = 0; i < size; i++) {
    const time = START + Math.floor(random() * ((END - START) / DAY)) * DAY;
    const date = new Date(time).toISOString().slice(0, 10);
    const r = random();
    const rating = r < 0.6 ? 5 : r < 0.8 ? 4 : r < 0.88 ? 3 : r < 0.93 ? 2 : 1;
    let text: string | null = null;
    if (random() >= 0.05) {
      const parts = [pick(random, OPENERS)];
      const middles = 1 + Math.floor(random() * 4);
      for (let m = 0; m < middles; m++) parts.push(fill(pick(random, MIDDLES)));
      if (random() < 0.5) parts.push(`We live on ${rareWord(random, size)} Street near the ${rareWord(random, size)} school.`);
      parts.push(fill(pick(random, CLOSERS)));
      text = parts.join(' ');
    }
    const replied = random() < 0.3;
    const replyDate = new Date(Math.min(time + Math.floor(random() * 10) * DAY, END)).toISOString().slice(0, 10);
    const source = pick(random, SOURCES);
    reviews.push({
      id: ulid(time, random),
      author: `${pick(random, FIRST_NAMES)} ${String.fromCharCode(65 + Math.floor(random() * 26))}.`,
      author_avatar_url: null,
      rating,
      date,
      text,
      source,
      source_url: source === 'direct' ? null : `https://reviews.example/${source}/${i}`,
      owner_reply: replied ? { text: 'Thank you for the kind words, we appreciate you!', date: replyDate } : null,
      verified: true,
      mentions: resolver.resolve(text),
    });
  }
  reviews.sort(compareNewestFirst);
  const updated = reviews.reduce<string | null>((latest, r) => {
    const newest = r.owner_reply && r.owner_reply.date > r.date ? r.owner_reply.date : r.date;
    return latest === null || newest > latest ? newest : latest;
  }, null);
  return buildReviewsDataset({ business, reviews, updated });
}
