import type { Topic } from '../schemas/insights.ts';
import type { Business } from '../schemas/business.ts';
import { TAXONOMY } from './taxonomy.ts';
import { meanRating, pct, sentimentOf, type AnalysedReview } from './stats.ts';

/** At most this many topics. */
const MAX_TOPICS = 8;
/** Two topics whose reviews overlap this much (Jaccard) are one theme: the smaller is dropped. */
const MAX_OVERLAP = 0.5;

type Feature = Topic['features'][number];
/** More than the distinct features there can be (services, problems, two polarities per aspect). */
const PAIR_BASE = 1 << 15;

/**
 * What a review is about: services, problems and the aspects it clearly praises or criticises, each given by its key
 * ("service-roof-repair", "aspect-cleanup-positive") and a way to make the feature itself.
 */
function forEachFeature({ review, analysis }: AnalysedReview, visit: (key: string, feature: () => Feature) => void) {
  for (const id of review.mentions.services) visit(`service-${id}`, () => ({ kind: 'service', id }));
  for (const id of analysis?.problems ?? []) visit(`problem-${id}`, () => ({ kind: 'problem', id }));
  for (const a of analysis?.aspects ?? []) {
    if (a.polarity === 'neutral') continue;
    const { aspect: id, polarity } = a;
    visit(`aspect-${id}-${polarity}`, () => ({ kind: 'aspect', id, polarity }));
  }
}

/**
 * Topics are recurring pairs of themes (frequent itemsets of size two): a pair qualifies when at least
 * max(3, 3% of reviews) share it and it co-occurs more often than chance (lift > 1). Pairs are ranked by how many
 * reviews share them, then by lift; a pair whose reviews overlap a higher-ranked topic by half or more is skipped.
 */
export function findTopics(business: Business, items: readonly AnalysedReview[]): Topic[] {
  const labels = new Map<string, string>([
    ...business.services.map((s) => [`service-${s.id}`, s.label] as [string, string]),
    ...TAXONOMY.problems.map((p) => [`problem-${p.id}`, p.label] as [string, string]),
  ]);
  for (const a of TAXONOMY.aspects) {
    labels.set(`aspect-${a.id}-positive`, `${a.label} praised`);
    labels.set(`aspect-${a.id}-negative`, `${a.label} criticised`);
  }
  const featureReviews = new Map<string, { feature: Feature; indexes: number[]; id: number }>();
  const keyOf: string[] = [];
  // Each review's features as numbers, each once, in their keys' alphabetical order; a review's index is added to each
  // of its features' lists once (the list's last index tells). No feature object or list is made for a feature seen
  // before (docs/benchmarks.md, "The insights assembled faster").
  const perReview = items.map((item, index) => {
    const ids: number[] = [];
    forEachFeature(item, (k, feature) => {
      let entry = featureReviews.get(k);
      if (!entry) {
        if (keyOf.length >= PAIR_BASE) throw new Error(`More than ${PAIR_BASE} distinct topic features`);
        featureReviews.set(k, (entry = { feature: feature(), indexes: [], id: keyOf.push(k) - 1 }));
      }
      if (entry.indexes.at(-1) === index) return;
      entry.indexes.push(index);
      ids.push(entry.id);
    });
    return ids.sort((a, b) => (keyOf[a]! < keyOf[b]! ? -1 : 1));
  });
  // Pairs by number (first * PAIR_BASE + second, in the keys' alphabetical order): a string per pair and review
  // was most of this function's time at 100k reviews.
  const pairs = new Map<number, number[]>();
  perReview.forEach((ids, index) => {
    for (let i = 0; i < ids.length; i += 1) {
      for (let j = i + 1; j < ids.length; j += 1) {
        const pair = ids[i]! * PAIR_BASE + ids[j]!;
        const list = pairs.get(pair);
        if (list) list.push(index);
        else pairs.set(pair, [index]);
      }
    }
  });
  const n = items.length;
  const minSupport = Math.max(3, Math.ceil(n * 0.03));
  const candidates = [...pairs.entries()]
    .filter(([, indexes]) => indexes.length >= minSupport)
    .map(([pair, indexes]) => {
      const [a, b] = [keyOf[Math.floor(pair / PAIR_BASE)]!, keyOf[pair % PAIR_BASE]!];
      const lift =
        (indexes.length * n) / (featureReviews.get(a)!.indexes.length * featureReviews.get(b)!.indexes.length);
      return { a, b, indexes, lift };
    })
    .filter((c) => c.lift > 1)
    .sort(
      (x, y) => y.indexes.length - x.indexes.length || y.lift - x.lift || (`${x.a}|${x.b}` < `${y.a}|${y.b}` ? -1 : 1),
    );

  const chosen: typeof candidates = [];
  for (const candidate of candidates) {
    if (chosen.length >= MAX_TOPICS) break;
    const set = new Set(candidate.indexes);
    const overlaps = chosen.some((c) => {
      const shared = c.indexes.filter((i) => set.has(i)).length;
      return shared / (c.indexes.length + set.size - shared) >= MAX_OVERLAP;
    });
    if (!overlaps) chosen.push(candidate);
  }
  return chosen.map(({ a, b, indexes }) => {
    const reviews = indexes.map((i) => items[i]!);
    // Services and problems name the theme first, then what reviewers say about it.
    const order = (k: string) => (k.startsWith('service') ? 0 : k.startsWith('problem') ? 1 : 2);
    const [first, second] = [a, b].sort((x, y) => order(x) - order(y) || (x < y ? -1 : 1)) as [string, string];
    return {
      id: `${first}--${second}`,
      label: `${labels.get(first)} · ${labels.get(second)!.replace(/^./, (c) => c.toLowerCase())}`,
      features: [featureReviews.get(first)!.feature, featureReviews.get(second)!.feature],
      review_count: reviews.length,
      share_pct: pct(reviews.length, n),
      average_rating: meanRating(reviews),
      sentiment_score: sentimentOf(reviews).score,
      review_ids: reviews.map((r) => r.review.id),
    };
  });
}
