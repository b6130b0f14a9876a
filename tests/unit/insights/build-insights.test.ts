import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../../src/content/load-content.ts';
import { ContentError } from '../../../src/content/content-error.ts';
import { buildReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { compareNewestFirst } from '../../../src/datasets/order.ts';
import { buildInsights } from '../../../src/insights/build-insights.ts';
import { loadEditorialSummary } from '../../../src/insights/editorial.ts';
import { createMentionResolver } from '../../../src/content/mentions.ts';
import { InsightsDataset } from '../../../src/schemas/insights.ts';
import type { Review } from '../../../src/schemas/review.ts';

const { business } = loadContent();
const resolver = createMentionResolver(business);
const summary = {
  headline: 'A test headline for the insights',
  paragraphs: ['A paragraph long enough to pass the editorial schema check.'],
  author: 'Test Editor',
  reviewed_on: '2025-01-01',
};

const texts: Array<[number, string | null]> = [
  [
    5,
    'Dave and his crew replaced our roof after the hail in Boulder. The cleanup was spotless and they were always on time.',
  ],
  [5, 'Kim handled the insurance claim and the adjuster for us. Great communication from start to finish.'],
  [2, 'Tobi fixed the leak but nobody called me back for two weeks, and the final bill was higher than the estimate.'],
  [4, 'Good price and solid work on our gutters in Longmont, although they showed up late twice.'],
  [1, 'The roof started leaking again after the first storm and they refused to honor the warranty.'],
  [5, null],
  [5, 'Jake was very knowledgeable and explained every option. Fast, tidy and fairly priced.'],
  [3, 'The work is fine, but scheduling was a headache and the crew left nails in the driveway.'],
];
// Two years of reviews, one every 20 days, ratings rising over time so the trend has a direction.
function review(index: number): Review {
  const [rating, text] = texts[index % texts.length]!;
  const date = new Date(Date.UTC(2023, 0, 5) + index * 20 * 86_400_000).toISOString().slice(0, 10);
  const id = `01HX${String(index).padStart(22, '0')}`;
  return {
    id,
    author: `Reviewer ${index}`,
    author_avatar_url: null,
    rating: index >= 24 ? Math.max(rating, 4) : rating,
    date,
    text,
    source: 'google',
    source_url: null,
    owner_reply: null,
    corrected_on: null,
    verified: true,
    mentions: resolver.resolve(text),
  };
}
const reviews = Array.from({ length: 40 }, (_, i) => review(i)).sort(compareNewestFirst);
const dataset = buildReviewsDataset({ business, reviews, updated: reviews[0]!.date });
const insights = buildInsights(dataset, summary);
const ids = new Set(reviews.map((r) => r.id));

describe('buildInsights', () => {
  it('matches the published schema and is byte-identical on every build, dated by the data, not the clock', () => {
    expect(InsightsDataset.safeParse(insights).success).toBe(true);
    expect(JSON.stringify(buildInsights(dataset, summary))).toBe(JSON.stringify(insights));
    expect(insights.generated_at).toBe(dataset.updated);
    expect(insights.review_count).toBe(40);
    expect(insights.date_range).toEqual({ earliest: reviews.at(-1)!.date, latest: reviews[0]!.date });
  });

  it('analyses every review in per_review, rating-only reviews without sentiment', () => {
    expect(Object.keys(insights.per_review).sort()).toEqual([...ids].sort());
    for (const r of reviews) {
      const entry = insights.per_review[r.id]!;
      expect(entry.rating).toBe(r.rating);
      expect(entry.sentiment === null).toBe(r.text === null);
      expect(entry.entities.technicians).toEqual(r.mentions.technicians);
    }
  });

  it('counts aspects from per_review, so each number traces to review ids', () => {
    for (const aspect of insights.aspects) {
      const judged = Object.entries(insights.per_review).flatMap(([id, e]) =>
        e.aspects.filter((a) => a.aspect === aspect.id).map((a) => ({ id, ...a })),
      );
      expect(aspect.mention_count, aspect.id).toBe(judged.length);
      expect(aspect.review_ids.sort()).toEqual(judged.map((j) => j.id).sort());
      expect(aspect.positive_count + aspect.neutral_count + aspect.negative_count).toBe(aspect.mention_count);
      expect(aspect.negative_count).toBe(judged.filter((j) => j.polarity === 'negative').length);
      for (const id of aspect.example_review_ids) expect(aspect.review_ids).toContain(id);
    }
    const cleanup = insights.aspects.find((a) => a.id === 'cleanup')!;
    expect(cleanup.positive_count).toBeGreaterThan(0);
    expect(cleanup.negative_count).toBeGreaterThan(0);
  });

  it("shows as examples each aspect's strongest judgments: by score's size, then newest, then highest id", () => {
    const dateOf = new Map(reviews.map((r) => [r.id, r.date]));
    for (const aspect of insights.aspects) {
      const expected = Object.entries(insights.per_review)
        .flatMap(([id, e]) => e.aspects.filter((a) => a.aspect === aspect.id).map((a) => ({ id, score: a.score })))
        .sort(
          (a, b) =>
            Math.abs(b.score) - Math.abs(a.score) ||
            dateOf.get(b.id)!.localeCompare(dateOf.get(a.id)!) ||
            b.id.localeCompare(a.id),
        )
        .slice(0, 3)
        .map((j) => j.id);
      expect(aspect.example_review_ids, aspect.id).toEqual(expected);
    }
    expect(insights.aspects.filter((a) => a.example_review_ids.length === 3).length).toBeGreaterThan(3);
  });

  it('summarises technicians, services, problems and areas from the reviews that mention them', () => {
    const dave = insights.entities.technicians.find((t) => t.id === 'dave-kowalski')!;
    const mentioning = reviews.filter((r) => r.mentions.technicians.includes('dave-kowalski'));
    expect(dave.mention_count).toBe(mentioning.length);
    expect(dave.review_ids).toEqual(mentioning.map((r) => r.id));
    expect(dave.average_rating).toBe(
      Math.round((mentioning.reduce((s, r) => s + r.rating, 0) / mentioning.length) * 100) / 100,
    );
    const leaks = insights.entities.problems.find((p) => p.id === 'leaks')!;
    expect(leaks.review_ids).toEqual(
      reviews.filter((r) => insights.per_review[r.id]!.entities.problems.includes('leaks')).map((r) => r.id),
    );
    expect(leaks.mention_count).toBeGreaterThan(0);
    expect(insights.entities.service_areas.find((a) => a.id === 'longmont')!.mention_count).toBe(5);
  });

  it('builds a monthly series without gaps whose counts add up, and a trend by its stated rule', () => {
    const { monthly, trend } = insights.temporal;
    expect(monthly.reduce((s, m) => s + m.review_count, 0)).toBe(40);
    for (const m of monthly)
      for (const id of m.review_ids) expect(insights.per_review[id]!.date.slice(0, 7)).toBe(m.month);
    const months = monthly.map((m) => m.month);
    expect(months).toEqual([...months].sort());
    expect(new Set(months).size).toBe(months.length);
    expect(trend.recent.to).toBe(insights.date_range.latest!.slice(0, 7));
    expect(trend.recent.review_count + trend.previous.review_count).toBeLessThanOrEqual(40);
    expect(trend.rating_change).toBeGreaterThan(0.1);
    expect(trend.direction).toBe('improving');
  });

  it('finds topics whose reviews all share both themes', () => {
    expect(insights.topics.length).toBeGreaterThan(0);
    for (const topic of insights.topics) {
      expect(topic.review_count).toBe(topic.review_ids.length);
      for (const id of topic.review_ids) {
        const entry = insights.per_review[id]!;
        for (const f of topic.features) {
          const has =
            f.kind === 'aspect'
              ? entry.aspects.some((a) => a.aspect === f.id && a.polarity === f.polarity)
              : f.kind === 'service'
                ? entry.entities.services.includes(f.id)
                : entry.entities.problems.includes(f.id);
          expect(has, `${topic.id} ${id}`).toBe(true);
        }
      }
    }
  });

  it('answers at least 8 homeowner questions, each grounded in existing reviews', () => {
    expect(insights.faq.length).toBeGreaterThanOrEqual(8);
    for (const entry of insights.faq) {
      expect(entry.answer.length).toBeGreaterThan(20);
      for (const id of entry.review_ids) expect(ids.has(id)).toBe(true);
    }
    expect(insights.faq.find((f) => f.id === 'insurance-claims')!.review_ids.length).toBeGreaterThan(0);
  });

  it('quotes whole sentences of the grounding reviews in FAQ answers, never a clause fragment', () => {
    const texts = reviews.map((r) => r.text ?? '');
    const quotes = insights.faq.flatMap((f) =>
      [...f.answer.matchAll(/“([^”]+)”/g)].map((m) => m[1]!.replace(/…$/, '')),
    );
    expect(quotes.length).toBeGreaterThan(3);
    for (const q of quotes) {
      expect(q, q).not.toMatch(/^(and|but|or|so|because)\b/i);
      const source = texts.find((t) => t.includes(q));
      expect(source, q).toBeDefined();
      // The quote starts where a sentence of the review starts.
      const at = source!.indexOf(q);
      expect(at === 0 || /[.!?]["”')]?\s+$/.test(source!.slice(0, at)), q).toBe(true);
    }
  });

  it('writes every percentage of the FAQ the one way the site does (whole percent)', () => {
    for (const f of insights.faq)
      for (const p of f.answer.match(/[<>]?[\d.]+%/g) ?? []) expect(p).toMatch(/^([<>]?\d{1,3})%$/);
  });

  it('picks a pull quote from the text of a top-rated review', () => {
    const quote = insights.pull_quote!;
    const source = reviews.find((r) => r.id === quote.review_id)!;
    expect(source.text).toContain(quote.text);
    expect(quote.rating).toBe(5);
    expect(quote.rule).toMatch(/most positive sentence/);
  });
});

describe('editorial summary', () => {
  it('is validated at build: a problem names the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'editorial-'));
    try {
      mkdirSync(join(dir, 'insights'));
      writeFileSync(join(dir, 'insights', 'summary.json'), JSON.stringify({ ...summary, paragraphs: [] }));
      expect(() => loadEditorialSummary(dir)).toThrow(ContentError);
      expect(() => loadEditorialSummary(dir)).toThrow(/summary\.json.*paragraphs/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('of the real content is valid', () => {
    expect(loadEditorialSummary().paragraphs.length).toBeGreaterThan(0);
  });
});
