import { describe, expect, inject, it } from 'vitest';
import { InsightsDataset } from '../../src/schemas/insights.ts';
import { TREND_WORDS } from '../../src/insights/temporal.ts';

const baseUrl = inject('baseUrl');

interface ServedReview {
  id: string;
  rating: number;
  date: string;
  text: string | null;
}

async function load() {
  const [insights, dataset] = await Promise.all([
    fetch(`${baseUrl}/insights.json`).then((r) => r.json()),
    fetch(`${baseUrl}/reviews.json`).then((r) => r.json()),
  ]);
  return {
    insights: insights as InsightsDataset,
    reviews: dataset.reviews as ServedReview[],
    updated: dataset.updated as string,
  };
}

describe('/insights.json', () => {
  it('is served as JSON with a strong content-hashed ETag, CORS and no WebSub Link', async () => {
    const response = await fetch(`${baseUrl}/insights.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toContain('must-revalidate');
    expect(response.headers.get('link')).toBeNull();
    expect(InsightsDataset.safeParse(await response.json()).success).toBe(true);
  });

  it('answers a matching If-None-Match with 304 and an empty body, a stale one with the body', async () => {
    const etag = (await fetch(`${baseUrl}/insights.json`, { method: 'HEAD' })).headers.get('etag')!;
    const fresh = await fetch(`${baseUrl}/insights.json`, { headers: { 'If-None-Match': etag } });
    expect(fresh.status).toBe(304);
    expect(await fresh.text()).toBe('');
    const stale = await fetch(`${baseUrl}/insights.json`, { headers: { 'If-None-Match': '"0000"' } });
    expect(stale.status).toBe(200);
    expect((await stale.text()).length).toBeGreaterThan(100);
  });

  it('analyses every review of /reviews.json, and dates itself by the dataset', async () => {
    const { insights, reviews, updated } = await load();
    expect(insights.generated_at).toBe(updated);
    expect(insights.review_count).toBe(reviews.length);
    expect(Object.keys(insights.per_review).sort()).toEqual(reviews.map((r) => r.id).sort());
    for (const r of reviews) {
      expect(insights.per_review[r.id]!.rating).toBe(r.rating);
      expect(insights.per_review[r.id]!.sentiment === null).toBe(r.text === null);
    }
  });

  it('traces every number to review ids that exist in /reviews.json', async () => {
    const { insights, reviews } = await load();
    const ids = new Set(reviews.map((r) => r.id));
    const cited = [
      ...insights.aspects.flatMap((a) => [...a.review_ids, ...a.example_review_ids]),
      ...Object.values(insights.entities)
        .flat()
        .flatMap((e) => [...e.review_ids, ...e.example_review_ids]),
      ...insights.topics.flatMap((t) => t.review_ids),
      ...insights.temporal.monthly.flatMap((m) => m.review_ids),
      ...insights.faq.flatMap((f) => f.review_ids),
      ...(insights.pull_quote ? [insights.pull_quote.review_id] : []),
    ];
    for (const id of cited) expect(ids.has(id), id).toBe(true);
    for (const a of insights.aspects) {
      expect(a.mention_count).toBe(a.review_ids.length);
      const judged = a.review_ids.map((id) => insights.per_review[id]!.aspects.find((j) => j.aspect === a.id)!);
      expect(judged.filter((j) => j.polarity === 'positive').length).toBe(a.positive_count);
      expect(judged.filter((j) => j.polarity === 'negative').length).toBe(a.negative_count);
    }
    for (const e of Object.values(insights.entities).flat()) expect(e.mention_count).toBe(e.review_ids.length);
    expect(insights.temporal.monthly.reduce((s, m) => s + m.review_count, 0)).toBe(reviews.length);
    const withText = reviews.filter((r) => r.text !== null).length;
    expect(insights.overall_sentiment.analysed_review_count).toBe(withText);
    if (insights.pull_quote) {
      expect(reviews.find((r) => r.id === insights.pull_quote!.review_id)!.text).toContain(insights.pull_quote.text);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const openapi = await (await fetch(`${baseUrl}/.well-known/openapi.json`)).json();
    const schema = openapi.components.schemas.InsightsDataset;
    expect(schema.required).toEqual(
      expect.arrayContaining([
        'aspects',
        'entities',
        'topics',
        'temporal',
        'per_review',
        'faq',
        'summary',
        'pull_quote',
      ]),
    );
  });
});

describe('/summary', () => {
  it('shows the editorial summary and the charts as build-time SVG, without client-side JavaScript', async () => {
    const [page, insights] = await Promise.all([
      fetch(`${baseUrl}/summary/`).then(async (r) => ({
        status: r.status,
        type: r.headers.get('content-type'),
        html: await r.text(),
      })),
      fetch(`${baseUrl}/insights.json`).then((r) => r.json() as Promise<InsightsDataset>),
    ]);
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    const text = page.html
      .replace(/&#39;|&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(text).toContain(insights.summary.headline);
    expect(page.html).not.toMatch(/<script/i);
    expect((page.html.match(/<svg/g) ?? []).length).toBeGreaterThanOrEqual(3);
    for (const aspect of insights.aspects) expect(text).toContain(aspect.label);
  });

  it('reads as words: the trend in words, never an enum value, and every percentage written one way', async () => {
    const [html, insights] = await Promise.all([
      fetch(`${baseUrl}/summary/`).then((r) => r.text()),
      fetch(`${baseUrl}/insights.json`).then((r) => r.json() as Promise<InsightsDataset>),
    ]);
    const text = html.replace(/<[^>]+>/g, ' ');
    expect(text).not.toMatch(/insufficient_data|_pct|\bundefined\b|NaN/);
    expect(text).toContain(TREND_WORDS[insights.temporal.trend.direction]);
    const percentages = text.match(/[<>]?(&lt;|&gt;)?[\d.,]+\s?%/g) ?? [];
    expect(percentages.length).toBeGreaterThan(5);
    for (const p of percentages) expect(p).toMatch(/^(<|>|&lt;|&gt;)?\d{1,3}%$/);
  });
});

describe('/llms.txt', () => {
  it('carries the editorial summary', async () => {
    const [llms, insights] = await Promise.all([
      fetch(`${baseUrl}/llms.txt`).then((r) => r.text()),
      fetch(`${baseUrl}/insights.json`).then((r) => r.json() as Promise<InsightsDataset>),
    ]);
    expect(llms).toContain('## Summary');
    expect(llms).toContain(insights.summary.headline);
    expect(llms).toContain(insights.summary.paragraphs[0]);
  });
});
