import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Business } from '../../src/schemas/business.ts';
import { ReviewInput } from '../../src/schemas/review.ts';
import { loadContent } from '../../src/content/load-content.ts';
import { createMentionResolver } from '../../src/content/mentions.ts';
import { generateReviews, type GeneratedReview } from '../../scripts/content-generator/generate.ts';
import { SERVICE_PHRASES } from '../../scripts/content-generator/bank.ts';
import { compile, expand } from '../../scripts/content-generator/template.ts';
import { Rng } from '../../scripts/content-generator/random.ts';
import { serializeByYear, writeContentDir } from '../../scripts/content-generator/write.ts';

const businessPath = join(import.meta.dirname, '..', '..', 'content', 'business.json');
const business = Business.parse(JSON.parse(readFileSync(businessPath, 'utf8')));
const FROM = '2020-03-01';
const TO = '2026-11-15';
const gen = (count: number, seed: number | string = 42) =>
  generateReviews({ count, seed, startDate: FROM, endDate: TO, business });

const FIELD_ORDER = [
  'id',
  'author',
  'author_avatar_url',
  'rating',
  'date',
  'text',
  'source',
  'source_url',
  'owner_reply',
];
const sample = gen(1000);
const fiveK = gen(5000, 2024);

describe('content generator', () => {
  it('gives identical output for the same seed', () => {
    const a = gen(400, 7);
    const b = gen(400, 7);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect([...serializeByYear(a)]).toEqual([...serializeByYear(b)]);
  });

  it('gives different output for different seeds', () => {
    const a = gen(200, 1);
    const b = gen(200, 2);
    expect(a.map((r) => r.id)).not.toEqual(b.map((r) => r.id));
    expect(a.map((r) => r.text)).not.toEqual(b.map((r) => r.text));
  });

  it('honours the count', () => {
    expect(gen(0)).toHaveLength(0);
    expect(gen(1)).toHaveLength(1);
    expect(gen(777)).toHaveLength(777);
  });

  it('writes records that pass ReviewInput, in schema field order', () => {
    for (const review of sample) {
      const parsed = ReviewInput.safeParse(review);
      if (!parsed.success) throw new Error(`${review.id}: ${parsed.error.message}`);
      const keys = Object.keys(review);
      expect(keys.slice(0, FIELD_ORDER.length)).toEqual(FIELD_ORDER);
      expect(
        keys.length === FIELD_ORDER.length || (keys.length === FIELD_ORDER.length + 1 && keys.at(-1) === 'tags'),
      ).toBe(true);
    }
  });

  it('makes unique ULIDs whose time is the review date', () => {
    const ids = new Set(sample.map((r) => r.id));
    expect(ids.size).toBe(sample.length);
    expect(new Set(fiveK.map((r) => r.id)).size).toBe(5000);
    for (const r of sample) {
      expect(r.id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
      let ms = 0;
      for (const c of r.id.slice(0, 10)) ms = ms * 32 + '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(c);
      expect(new Date(ms).toISOString().slice(0, 10)).toBe(r.date);
    }
  });

  it('keeps dates within the range and replies 0-10 days after, never after the end', () => {
    for (const r of sample) {
      expect(r.date >= FROM && r.date <= TO).toBe(true);
      if (r.owner_reply) {
        expect(r.owner_reply.date >= r.date && r.owner_reply.date <= TO).toBe(true);
        const lag = (Date.parse(r.owner_reply.date) - Date.parse(r.date)) / 86_400_000;
        expect(lag).toBeLessThanOrEqual(10);
      }
    }
    const narrow = generateReviews({ count: 300, seed: 5, startDate: '2024-02-28', endDate: '2024-03-02', business });
    expect(narrow.every((r) => r.date >= '2024-02-28' && r.date <= '2024-03-02')).toBe(true);
    expect(narrow.every((r) => !r.owner_reply || r.owner_reply.date <= '2024-03-02')).toBe(true);
    // Oldest first.
    expect(sample.map((r) => r.date + r.id)).toEqual(sample.map((r) => r.date + r.id).sort());
  });

  it('has the rating mix of a good local roofer (5k reviews)', () => {
    const reviews = fiveK;
    const share = (k: number) => reviews.filter((r) => r.rating === k).length / reviews.length;
    expect(share(5)).toBeGreaterThan(0.69);
    expect(share(5)).toBeLessThan(0.75);
    expect(Math.abs(share(4) - 0.13)).toBeLessThan(0.02);
    expect(Math.abs(share(3) - 0.05)).toBeLessThan(0.015);
    expect(Math.abs(share(2) - 0.04)).toBeLessThan(0.015);
    expect(Math.abs(share(1) - 0.06)).toBeLessThan(0.015);
    const ratingOnly = reviews.filter((r) => r.text === null).length / reviews.length;
    expect(Math.abs(ratingOnly - 0.08)).toBeLessThan(0.015);
    const replies = reviews.filter((r) => r.owner_reply).length / reviews.length;
    expect(Math.abs(replies - 0.35)).toBeLessThan(0.03);
  });

  it('writes clean text: no template syntax, sentences end with punctuation, mood agrees with rating', () => {
    for (const r of sample) {
      for (const text of [r.text, r.owner_reply?.text]) {
        if (text === null || text === undefined) continue;
        expect(text).not.toMatch(/[{}[\]|]|\bI're\b|\bI were\b| {2}|\.\.|undefined|null/);
      }
      if (r.text) expect(r.text).toMatch(/[.!?]$/);
      if (r.owner_reply) expect(r.owner_reply.text).toMatch(/([.!?]|\n\n(- |Best, ).*)$/);
      if (!r.text) continue;
      if (r.rating === 5) expect(r.text).not.toMatch(/\b(Avoid|Never again|Stay away|Do not hire|Disappointed)\b/i);
      if (r.rating <= 2)
        expect(r.text).not.toMatch(/Highly recommend|Can't recommend them enough|Couldn't be happier/i);
    }
  });

  it('uses service phrases that the site resolves to that service', () => {
    const resolver = createMentionResolver(business);
    const rng = new Rng(1);
    for (const [id, phrases] of Object.entries(SERVICE_PHRASES)) {
      for (const source of [...phrases.noun, ...phrases.done, ...phrases.do]) {
        const text = expand(compile(source), rng, () => 'the kitchen');
        expect(resolver.resolve(text).services, `${id}: "${text}"`).toContain(id);
      }
    }
  });

  it('writes a folder that loadContent accepts, with realistic mention shares', () => {
    const dir = mkdtempSync(join(tmpdir(), 'content-generator-'));
    try {
      const reviews = gen(600, 20090401);
      const first = writeContentDir(dir, reviews, businessPath);
      expect(first.businessWritten).toBe(true);
      expect(readFileSync(join(dir, 'business.json'))).toEqual(readFileSync(businessPath));
      const bytes = readdirSync(join(dir, 'reviews')).map((f) => readFileSync(join(dir, 'reviews', f), 'utf8'));
      expect(bytes.every((b) => b.endsWith(']\n') && b.startsWith('[\n  {\n    "id": '))).toBe(true);

      const content = loadContent(dir);
      expect(content.reviews).toHaveLength(600);
      const texts = content.reviews.filter((r) => r.text);
      const share = (f: (r: (typeof texts)[number]) => boolean) => texts.filter(f).length / texts.length;
      expect(share((r) => r.mentions.services.length > 0)).toBeGreaterThan(0.72);
      const techShare = share((r) => r.mentions.technicians.length > 0);
      expect(techShare).toBeGreaterThan(0.4);
      expect(techShare).toBeLessThan(0.7);
      const areaShare = share((r) => r.mentions.service_areas.length > 0);
      expect(areaShare).toBeGreaterThan(0.1);
      expect(areaShare).toBeLessThan(0.35);
      // Tagged reviews name the technician only by role; the tag resolves to that technician.
      for (const r of reviews.filter((x: GeneratedReview) => x.tags)) {
        const loaded = content.reviews.find((x) => x.id === r.id)!;
        for (const t of r.tags!.technicians ?? []) expect(loaded.mentions.technicians).toContain(t);
      }

      // A second run is byte-identical and leaves business.json alone; stale year files go.
      const mtime = statSync(join(dir, 'business.json')).mtimeMs;
      copyFileSync(join(dir, 'reviews', '2020.json'), join(dir, 'reviews', '2019.json'));
      const second = writeContentDir(dir, reviews, businessPath);
      expect(second.businessWritten).toBe(false);
      expect(second.removed.map((p) => p.slice(-9))).toEqual(['2019.json']);
      expect(statSync(join(dir, 'business.json')).mtimeMs).toBe(mtime);
      expect(readdirSync(join(dir, 'reviews')).map((f) => readFileSync(join(dir, 'reviews', f), 'utf8'))).toEqual(
        bytes,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
