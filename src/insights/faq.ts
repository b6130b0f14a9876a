import type { AspectSummary, FaqEntry } from '../schemas/insights.ts';
import type { Business } from '../schemas/business.ts';
import { formatPercent } from '../views/format.ts';
import type { Review } from '../schemas/review.ts';
import type { Judged } from './aggregate-aspects.ts';
import { sentenceOf } from './sentence-of.ts';
import { pct, strongestIds, Strongest, type AnalysedReview } from './stats.ts';
import type { aggregateEntities } from './aggregate-entities.ts';

type Entities = ReturnType<typeof aggregateEntities>;

interface FaqInput {
  business: Business;
  items: readonly AnalysedReview[];
  /** Every judgment by aspect, in review order (judgmentsByAspect). */
  judgments: ReadonlyMap<string, readonly Judged[]>;
  aspects: AspectSummary[];
  entities: Entities;
}

/** Reviews grounding an answer: up to this many, strongest judgment first. */
const GROUNDING = 5;

const verdict = (positivePct: number) =>
  positivePct >= 80
    ? 'Yes'
    : positivePct >= 60
      ? 'Mostly'
      : positivePct >= 40
        ? 'Opinions are mixed'
        : 'Not according to most reviewers';
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/**
 * A quoted sentence closing the answer's sentence; a very long one is cut at a word, its opening kept, so the quote
 * never starts mid-clause.
 */
const quote = (sentence: string) => {
  if (sentence.length <= 200) return `“${sentence}”${/[.!?…]$/.test(sentence) ? '' : '.'}`;
  const cut = sentence.slice(0, 197);
  return `“${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).trimEnd()}…”`;
};

/** Which technician reviewers name most in some reviews (each review counted once). */
function mostNamedTechnician(input: FaqInput, reviews: readonly Review[]): string | undefined {
  const named = new Map<string, number>();
  for (const review of reviews) {
    for (const id of new Set(review.mentions.technicians)) named.set(id, (named.get(id) ?? 0) + 1);
  }
  const counts = input.entities.technicians
    .map((t) => ({ name: t.name, n: named.get(t.id) ?? 0 }))
    .filter((t) => t.n >= 2)
    .sort((a, b) => b.n - a.n);
  return counts[0]?.name;
}

/** The judgments of some aspects in review order (then the analysis' order), as one list. */
function judgmentsOf(input: FaqInput, aspectIds: readonly string[]): readonly Judged[] {
  const lists = aspectIds.map((id) => input.judgments.get(id) ?? []);
  return lists.length === 1 ? lists[0]! : lists.flat().sort((a, b) => a.order - b.order);
}

function aspectAnswer(input: FaqInput, aspectIds: string[], subject: string): { answer: string; review_ids: string[] } {
  // One pass over the judgments of these aspects (judgmentsByAspect), with no list per polarity: reading
  // every review per question, and copying every judgment into a new object, were most of the FAQ's time
  // (docs/benchmarks.md, "The insights assembled faster").
  const strongest = new Strongest(GROUNDING);
  const reviews: Review[] = [];
  const reviewIds = new Set<string>();
  const positive = new Set<string>();
  const negative = new Set<string>();
  // The strongest positive and negative judgment; the first in review order among equals.
  let best: Judged | undefined;
  let worst: Judged | undefined;
  for (const judged of judgmentsOf(input, aspectIds)) {
    const { review, judgment } = judged;
    strongest.add(review.id, review.date, judgment.score);
    if (!reviewIds.has(review.id)) {
      reviewIds.add(review.id);
      reviews.push(review);
    }
    if (judgment.polarity === 'positive') {
      positive.add(review.id);
      if (!best || judgment.score > best.judgment.score) best = judged;
    } else if (judgment.polarity === 'negative') {
      negative.add(review.id);
      if (!worst || judgment.score < worst.judgment.score) worst = judged;
    }
  }
  if (!reviewIds.size) return { answer: `No review mentions ${subject} yet.`, review_ids: [] };
  const share = pct(positive.size, reviewIds.size);
  const technician = mostNamedTechnician(input, reviews);
  const quoted = (q: Judged) => quote(sentenceOf(q.analysis, q.judgment.phrase));
  const parts = [
    `${verdict(share)}: ${plural(reviewIds.size, 'review')} talk about ${subject}, and ${formatPercent(share)} of them are positive` +
      (negative.size ? ` (${negative.size} negative).` : '.'),
    best ? `One reviewer wrote ${quoted(best)}` : '',
    worst ? `The main complaint: ${quoted(worst)}` : '',
    technician ? `${technician} is the name reviewers mention most in these reviews.` : '',
  ];
  const grounding = [best, worst].filter((q) => q !== undefined).map((q) => q.review.id);
  for (const id of strongest.ids()) if (!grounding.includes(id)) grounding.push(id);
  return { answer: parts.filter(Boolean).join(' '), review_ids: grounding.slice(0, GROUNDING) };
}

function emergencyAnswer(input: FaqInput): { answer: string; review_ids: string[] } {
  const urgent = input.items.filter((i) => i.analysis?.emergency);
  if (!urgent.length) return { answer: 'No review describes an emergency call yet.', review_ids: [] };
  const positive = urgent.filter((i) => i.analysis!.sentiment.polarity === 'positive').length;
  const share = pct(positive, urgent.length);
  return {
    answer:
      `${verdict(share)}: ${plural(urgent.length, 'review')} describe urgent, same-day or after-hours help ` +
      `(tarping, storm calls), and ${formatPercent(share)} of them are positive overall.`,
    review_ids: strongestIds(
      urgent.map(({ review, analysis }) => ({ id: review.id, date: review.date, score: analysis!.sentiment.score })),
      GROUNDING,
    ),
  };
}

function technicianAnswer(input: FaqInput): { answer: string; review_ids: string[] } {
  const named = input.entities.technicians.filter((t) => t.mention_count > 0);
  if (!named.length) return { answer: 'Reviews do not name anyone on the team yet.', review_ids: [] };
  const list = named
    .slice(0, 4)
    .map(
      (t) =>
        `${t.name} (${t.role.toLowerCase()}, ${plural(t.mention_count, 'review')}` +
        `${t.average_rating !== null ? `, ${t.average_rating.toFixed(2)} stars on average` : ''})`,
    );
  return {
    answer: `The people reviewers name most are ${list.join(', ')}.`,
    review_ids: [...new Set(named.slice(0, 4).flatMap((t) => t.example_review_ids.slice(0, 1)))],
  };
}

function areaAnswer(input: FaqInput): { answer: string; review_ids: string[] } {
  const named = input.entities.service_areas.filter((a) => a.mention_count > 0);
  const all = input.business.service_areas.map((a) => a.name).join(', ');
  return {
    answer:
      `${input.business.name} lists ${all} as its service areas.` +
      (named.length
        ? ` Reviews come most often from ${named
            .slice(0, 3)
            .map((a) => `${a.name} (${plural(a.mention_count, 'review')})`)
            .join(', ')}.`
        : ''),
    review_ids: [...new Set(named.slice(0, 3).flatMap((a) => a.example_review_ids.slice(0, 1)))],
  };
}

/** Questions homeowners ask before hiring a roofer, each answered from the analysis with the reviews behind it. */
export function buildFaq(input: FaqInput): FaqEntry[] {
  const entries: Array<[string, string, { answer: string; review_ids: string[] }]> = [
    [
      'insurance-claims',
      'Do they help with insurance claims?',
      aspectAnswer(input, ['insurance-help'], 'help with insurance claims'),
    ],
    [
      'timeline',
      'How long does a job take, and how soon can they start?',
      aspectAnswer(input, ['project-duration', 'scheduling'], 'how long jobs take and how soon they start'),
    ],
    ['cleanup', 'Do they clean up after the job?', aspectAnswer(input, ['cleanup'], 'the cleanup')],
    ['pricing', 'Are their prices fair?', aspectAnswer(input, ['pricing-value'], 'price and value')],
    [
      'estimate-accuracy',
      'Does the final bill match the estimate?',
      aspectAnswer(input, ['estimate-accuracy'], 'the estimate and the final bill'),
    ],
    [
      'warranty',
      'Do they stand behind their work after the job?',
      aspectAnswer(input, ['warranty-follow-up'], 'warranty and follow-up'),
    ],
    ['emergency-repairs', 'Can they help in an emergency, like a leak during a storm?', emergencyAnswer(input)],
    ['punctuality', 'Do the crews show up on time?', aspectAnswer(input, ['punctuality'], 'punctuality')],
    [
      'communication',
      'Do they keep you informed during the project?',
      aspectAnswer(input, ['communication'], 'communication'),
    ],
    ['workmanship', 'Is the work itself good?', aspectAnswer(input, ['workmanship'], 'the quality of the work')],
    ['technicians', 'Who will I be working with?', technicianAnswer(input)],
    ['service-areas', 'Do they work in my area?', areaAnswer(input)],
  ];
  return entries.map(([id, question, { answer, review_ids }]) => ({ id, question, answer, review_ids }));
}
