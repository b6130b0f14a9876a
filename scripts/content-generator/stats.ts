/**
 * Loads a content folder through the site's own loader (validation + mention resolution) and prints its statistics.
 *   npx node scripts/content-generator/stats.ts [DIR]     (default: content)
 */
import { loadContent } from '../../src/content/load-content.ts';

const dir = process.argv[2] ?? 'content';
const { reviews, updated } = loadContent(dir);
const n = reviews.length;
const pct = (k: number) => `${((100 * k) / Math.max(1, n)).toFixed(1)}%`;
const withText = reviews.filter((r) => r.text !== null);
const pctText = (k: number) => `${((100 * k) / Math.max(1, withText.length)).toFixed(1)}% of texts`;
const dist = [1, 2, 3, 4, 5].map((s) => reviews.filter((r) => r.rating === s).length);
const tech = reviews.filter((r) => r.mentions.technicians.length).length;
const svc = reviews.filter((r) => r.mentions.services.length).length;
const area = reviews.filter((r) => r.mentions.service_areas.length).length;
const replies = reviews.filter((r) => r.owner_reply).length;
const sources = new Map<string, number>();
for (const r of reviews) sources.set(r.source, (sources.get(r.source) ?? 0) + 1);
const years = new Map<string, number>();
for (const r of reviews) years.set(r.date.slice(0, 4), (years.get(r.date.slice(0, 4)) ?? 0) + 1);
const months = Array(12).fill(0);
for (const r of reviews) months[Number(r.date.slice(5, 7)) - 1]++;
const count = (key: 'technicians' | 'services' | 'service_areas') => {
  const m = new Map<string, number>();
  for (const r of reviews) for (const id of r.mentions[key]) m.set(id, (m.get(id) ?? 0) + 1);
  return [...m]
    .sort((a, b) => b[1] - a[1])
    .map(([id, k]) => `${id} ${k}`)
    .join(', ');
};
const mean = reviews.reduce((s, r) => s + r.rating, 0) / Math.max(1, n);
const words = withText.map((r) => r.text!.split(/\s+/).length).sort((a, b) => a - b);
console.log(`reviews: ${n} (loadContent OK, updated ${updated}), dates ${reviews.at(-1)?.date} .. ${reviews[0]?.date}`);
console.log(`ratings: ${dist.map((k, i) => `${i + 1}★ ${k} (${pct(k)})`).join(', ')}; mean ${mean.toFixed(2)}`);
console.log(`technician mention: ${tech} (${pct(tech)}, ${pctText(tech)})`);
console.log(`service mention: ${svc} (${pct(svc)}, ${pctText(svc)})`);
console.log(`area mention: ${area} (${pct(area)}, ${pctText(area)})`);
console.log(`rating-only: ${n - withText.length} (${pct(n - withText.length)})`);
console.log(`owner replies: ${replies} (${pct(replies)})`);
console.log(
  `avatars: ${pct(reviews.filter((r) => r.author_avatar_url).length)}, source_url: ${pct(reviews.filter((r) => r.source_url).length)}`,
);
console.log(
  `sources: ${[...sources]
    .sort((a, b) => b[1] - a[1])
    .map(([s, k]) => `${s} ${k}`)
    .join(', ')}`,
);
console.log(
  `per year: ${[...years]
    .sort()
    .map(([y, k]) => `${y} ${k}`)
    .join(', ')}`,
);
console.log(`per month: ${months.join(' ')}`);
console.log(
  `words per text: min ${words[0]}, median ${words[words.length >> 1]}, p90 ${words[Math.floor(words.length * 0.9)]}, max ${words.at(-1)}`,
);
console.log(`technicians: ${count('technicians')}`);
console.log(`services: ${count('services')}`);
console.log(`areas: ${count('service_areas')}`);
