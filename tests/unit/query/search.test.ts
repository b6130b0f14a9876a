import { describe, expect, it, vi } from 'vitest';
import { syntheticDataset } from '../../../scripts/content-generator/dataset.ts';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeReviewIndexFile } from '../../../src/build/function-data-files.ts';
import { loadReviewIndexFile, parseReviewIndex, serializeReviewIndex } from '../../../src/query/compact-index.ts';
import { buildReviewIndex, reviewsSince, searchReviews } from '../../../src/query/search.ts';
import type { ReviewsDataset } from '../../../src/schemas/reviews-dataset.ts';
import { SearchParams, SINCE_DEFAULT_LIMIT, SinceQuery, type SearchParamsInput } from '../../../src/schemas/search.ts';
import { PAGE_BYTES } from '../../../src/query/page-budget.ts';
import { fold } from '../../../src/text/normalize.ts';
import { referenceSearch } from '../../support/reference-search.ts';

const real = getReviewsDataset();
const synthetic = syntheticDataset(3000);
const realIndex = buildReviewIndex(real);
const syntheticIndex = buildReviewIndex(synthetic);

const search = (dataset: ReviewsDataset, input: SearchParamsInput) =>
  searchReviews(dataset === real ? realIndex : syntheticIndex, SearchParams.parse(input));
const keyOf = (r: { date: string; id: string }) => `${r.date} ${r.id}`;

/** Deterministic pseudo-random numbers, so a failure reproduces. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

/** Query strings cut from the texts themselves: whole words, parts of words, spans across punctuation, and misses. */
function queriesFrom(dataset: ReviewsDataset, count: number, seed: number): string[] {
  const random = prng(seed);
  const texts = dataset.reviews.map((r) => r.text).filter((t): t is string => t !== null);
  const queries = ['zzzqqq', 'hail storm!', '!', '. ', 'the ', ' roof', 'é', 'MARÍA', 'maria', 'creme', 'CAFÉ'];
  for (let i = 0; queries.length < count && texts.length; i++) {
    const text = texts[Math.floor(random() * texts.length)]!;
    const start = Math.floor(random() * text.length);
    const length = 1 + Math.floor(random() * (i % 3 === 0 ? 25 : 8));
    let piece = text.slice(start, start + length);
    if (i % 5 === 0) piece = piece.toUpperCase();
    if (i % 7 === 0) piece = piece.normalize('NFD');
    if (/\S/.test(piece)) queries.push(piece);
  }
  return queries;
}

describe.each([
  ['the real content', real],
  ['3000 synthetic reviews', synthetic],
])('searchReviews on %s', (_name, dataset) => {
  const technicians = dataset.business.technicians;
  const services = dataset.business.services;
  const dates = dataset.reviews.map((r) => r.date);
  const middle = dates[Math.floor(dates.length / 2)] ?? '2025-01-01';

  it('with no filter returns the newest `limit` reviews, counting all, in dataset order', () => {
    const result = search(dataset, {});
    expect(result.matched).toBe(dataset.reviews.length);
    expect(result.limit).toBe(20);
    expect(result.returned).toBe(Math.min(20, dataset.reviews.length));
    expect(result.reviews).toEqual(dataset.reviews.slice(0, 20));
  });

  it('returns full review records, the same objects as in the dataset', () => {
    for (const review of search(dataset, { limit: 100 }).reviews) {
      expect(dataset.reviews).toContain(review);
    }
  });

  it('orders every result newest first (date desc, then id desc)', () => {
    for (const input of [
      { limit: 100 },
      { query: 'e', limit: 100 },
      { min_rating: 3, limit: 100 },
      { mentions_service: services[0]!.id, limit: 100 },
    ]) {
      const keys = search(dataset, input).reviews.map(keyOf);
      expect(keys).toEqual([...keys].sort().reverse());
    }
  });

  it('caps `returned` at limit while `matched` counts every hit', () => {
    for (const limit of [1, 2, 7, 100]) {
      const result = search(dataset, { limit });
      expect(result.returned).toBe(Math.min(limit, dataset.reviews.length));
      expect(result.matched).toBe(dataset.reviews.length);
      expect(result.reviews).toEqual(dataset.reviews.slice(0, limit));
    }
  });

  it('rating is exact and min_rating inclusive', () => {
    for (const stars of [1, 2, 3, 4, 5]) {
      const exact = search(dataset, { rating: stars, limit: 100 });
      expect(exact.matched).toBe(dataset.reviews.filter((r) => r.rating === stars).length);
      expect(exact.reviews.every((r) => r.rating === stars)).toBe(true);
      const atLeast = search(dataset, { min_rating: stars - 0.5 < 1 ? 1 : stars - 0.5 });
      expect(atLeast.matched).toBe(dataset.reviews.filter((r) => r.rating >= Math.max(1, stars - 0.5)).length);
    }
  });

  it('since and until are inclusive calendar bounds', () => {
    const result = search(dataset, { since: middle, until: middle, limit: 100 });
    expect(result.matched).toBe(dates.filter((d) => d === middle).length);
    expect(result.matched).toBeGreaterThan(0);
    expect(search(dataset, { since: middle }).matched).toBe(dates.filter((d) => d >= middle).length);
    expect(search(dataset, { until: middle }).matched).toBe(dates.filter((d) => d <= middle).length);
    expect(search(dataset, { since: '2999-01-01' }).matched).toBe(0);
    expect(search(dataset, { until: '1999-01-01' }).matched).toBe(0);
  });

  it('matches technicians by id, full name, first name or alias, ignoring case and accents', () => {
    for (const technician of technicians) {
      const expected = dataset.reviews.filter((r) => r.mentions.technicians.includes(technician.id)).length;
      const names = [technician.id, technician.name, technician.name.split(' ')[0]!, ...technician.aliases];
      for (const name of [...names, technician.name.toUpperCase(), fold(technician.name), `  ${technician.name} `]) {
        const result = search(dataset, { mentions_technician: name });
        // A shared alias may name two technicians; then the result is the union.
        expect(result.matched, name).toBeGreaterThanOrEqual(expected);
        expect(result.reviews.every((r) => r.mentions.technicians.length > 0)).toBe(true);
      }
      expect(search(dataset, { mentions_technician: technician.id }).matched).toBe(expected);
    }
    expect(search(dataset, { mentions_technician: 'Nobody Atall' })).toEqual({
      matched: 0,
      returned: 0,
      limit: 20,
      reviews: [],
    });
  });

  it('matches services by id or label, case-insensitively; an unknown service matches nothing', () => {
    for (const service of services) {
      const expected = dataset.reviews.filter((r) => r.mentions.services.includes(service.id)).length;
      for (const name of [service.id, service.label, service.label.toUpperCase(), service.id.toUpperCase()]) {
        expect(search(dataset, { mentions_service: name }).matched, name).toBe(expected);
      }
    }
    expect(search(dataset, { mentions_service: 'chimney sweeping' }).matched).toBe(0);
  });

  it('query is a case- and accent-insensitive substring of the text', () => {
    const withText = dataset.reviews.find((r) => r.text !== null && r.text.length > 12)!;
    const piece = withText.text!.slice(3, 12);
    for (const variant of [piece, piece.toUpperCase(), piece.normalize('NFD'), fold(piece)]) {
      const result = search(dataset, { query: variant, limit: 100 });
      expect(result.matched).toBe(
        dataset.reviews.filter((r) => r.text !== null && fold(r.text).includes(fold(piece))).length,
      );
      expect(result.matched).toBeGreaterThan(0);
    }
    // Rating-only reviews (no text) never match a query.
    expect(search(dataset, { query: '.', limit: 100 }).reviews.every((r) => r.text !== null)).toBe(true);
  });

  it('combines every filter with AND', () => {
    const technician = technicians.find((t) => dataset.reviews.some((r) => r.mentions.technicians.includes(t.id)))!.id;
    const service = services.find((sv) => dataset.reviews.some((r) => r.mentions.services.includes(sv.id)))!.id;
    const since = dates.at(-1)!;
    const until = dates[0]!;
    const result = search(dataset, {
      min_rating: 4,
      since,
      until,
      query: 'e',
      mentions_technician: technician,
      mentions_service: service,
      limit: 100,
    });
    const expected = dataset.reviews.filter(
      (r) =>
        r.rating >= 4 &&
        r.date >= since &&
        r.date <= until &&
        fold(r.text ?? '').includes('e') &&
        r.mentions.technicians.includes(technician) &&
        r.mentions.services.includes(service),
    );
    expect(result.matched).toBe(expected.length);
    expect(result.reviews).toEqual(expected.slice(0, 100));
    // Each filter alone matches more than all of them together (on the synthetic set, where all are selective).
    if (dataset === synthetic) {
      for (const single of [
        { min_rating: 4 },
        { query: 'e' },
        { mentions_technician: technician },
        { mentions_service: service },
      ]) {
        expect(search(dataset, single).matched).toBeGreaterThan(result.matched);
      }
    }
  });

  it('agrees with a plain linear scan on generated queries and filter combinations', () => {
    const random = prng(7);
    const queries = queriesFrom(dataset, dataset === real ? 150 : 400, 11);
    const names = [
      ...technicians.flatMap((t) => [t.id, t.name, ...t.aliases]),
      ...services.map((s) => s.label),
      'nobody',
    ];
    let withHits = 0;
    for (const [i, query] of queries.entries()) {
      // Every fourth search has no text, so filters also combine without the text index.
      const input: Record<string, unknown> =
        i % 4 === 3 ? { limit: 1 + Math.floor(random() * 100) } : { query, limit: 1 + Math.floor(random() * 100) };
      if (random() < 0.3) input.rating = 1 + Math.floor(random() * 5);
      if (random() < 0.4) input.min_rating = 1 + Math.floor(random() * 8) / 2;
      if (random() < 0.3) input.since = dates[Math.floor(random() * dates.length)];
      if (random() < 0.3) input.until = dates[Math.floor(random() * dates.length)];
      if (random() < 0.2) input.mentions_technician = names[Math.floor(random() * technicians.length)];
      if (random() < 0.2) input.mentions_service = services[Math.floor(random() * services.length)]!.id;
      if (input.since && input.until && String(input.since) > String(input.until))
        [input.since, input.until] = [input.until, input.since];
      const params = SearchParams.parse(input);
      const result = searchReviews(dataset === real ? realIndex : syntheticIndex, params);
      expect(result, JSON.stringify(params)).toEqual(referenceSearch(dataset, params));
      if (result.matched > 0) withHits++;
    }
    // Most generated queries hit something, so the agreement is not only on empty results.
    expect(withHits).toBeGreaterThan(queries.length / 3);
  });
});

describe('the compact form the functions bundle', () => {
  it('round-trips to an index that answers exactly as the one built in memory', () => {
    const loaded = parseReviewIndex(serializeReviewIndex(syntheticIndex));
    expect(loaded.contentHash).toBe(syntheticIndex.contentHash);
    for (const query of queriesFrom(synthetic, 60, 3)) {
      const params = SearchParams.parse({ query, limit: 50 });
      expect(searchReviews(loaded, params)).toEqual(searchReviews(syntheticIndex, params));
    }
    expect(reviewsSince(loaded, SinceQuery.parse({ since: '2020-01-01', limit: 500 }))).toEqual(
      reviewsSince(syntheticIndex, SinceQuery.parse({ since: '2020-01-01', limit: 500 })),
    );
  });

  it('gives back every review as the same JSON text /reviews.json holds, though ids, dates and ratings are columns', () => {
    const loaded = parseReviewIndex(serializeReviewIndex(syntheticIndex));
    const replied = synthetic.reviews.filter((r) => r.owner_reply !== null);
    expect(replied.length).toBeGreaterThan(0);
    expect(synthetic.reviews.some((r) => r.text === null)).toBe(true);
    synthetic.reviews.forEach((review, position) => {
      // The text alone (what phrase checks read) first, then the whole review.
      expect(loaded.reviewText(position)).toBe(review.text);
      expect(JSON.stringify(loaded.review(position))).toBe(JSON.stringify(review));
      // What a page counts against PAGE_BYTES.
      expect(loaded.reviewBytes(position)).toBe(Buffer.byteLength(JSON.stringify(review)));
    });
  });

  it('is byte-identical when rebuilt from the same content', () => {
    expect(
      serializeReviewIndex(buildReviewIndex(syntheticDataset(3000))).equals(serializeReviewIndex(syntheticIndex)),
    ).toBe(true);
  });

  it('carries the content hash of /reviews.json and changes when a review changes', () => {
    const edited = {
      ...synthetic,
      reviews: synthetic.reviews.map((r, i) => (i === 5 ? { ...r, rating: r.rating === 5 ? 4 : 5 } : r)),
    };
    expect(buildReviewIndex(edited).contentHash).not.toBe(syntheticIndex.contentHash);
    expect(syntheticIndex.contentHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses to write an id or a date its fixed-width columns cannot hold', () => {
    const withId = (id: string) => ({
      ...synthetic,
      reviews: synthetic.reviews.map((r, i) => (i === 3 ? { ...r, id } : r)),
    });
    expect(() => serializeReviewIndex(buildReviewIndex(withId('01ARZ3NDEKTSV4RRFFQ69G5FA')))).toThrow(
      /id "01ARZ3NDEKTSV4RRFFQ69G5FA" is not 26 ASCII characters/,
    );
    expect(() => serializeReviewIndex(buildReviewIndex(withId('01ARZ3NDEKTSV4RRFFQ69G5FAÉ')))).toThrow(/not 26 ASCII/);
  });

  it('rejects a file that is not a review index, and a cut-off one, naming the section', () => {
    expect(() => parseReviewIndex(Buffer.from('{"format":2}'))).toThrow(/not a format 6 review index/);
    const file = serializeReviewIndex(syntheticIndex);
    expect(() => parseReviewIndex(file.subarray(0, file.length - 100))).toThrow(/section [\w.]+ runs past the end/);
    const dir = mkdtempSync(join(tmpdir(), 'review-index-'));
    try {
      writeFileSync(join(dir, 'cut.bin'), file.subarray(0, file.length - 100));
      writeFileSync(join(dir, 'short.bin'), file.subarray(0, 5));
      const openFiles = () => readdirSync('/proc/self/fd').length;
      const before = openFiles();
      expect(() => loadReviewIndexFile(join(dir, 'cut.bin'))).toThrow(/section reviews\.json runs past the end/);
      expect(() => loadReviewIndexFile(join(dir, 'short.bin'))).toThrow(/not a format 6 review index/);
      // A file that fails to load is not left open.
      expect(openFiles()).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("loaded from the build's file, answers as in memory, and goes on reading the file it loaded after a rebuild", async () => {
    const root = pathToFileURL(`${mkdtempSync(join(tmpdir(), 'review-index-'))}/`);
    try {
      const served = { contentHash: syntheticIndex.contentHash, bytes: syntheticIndex.datasetBytes };
      const { path } = await writeReviewIndexFile(root, served, synthetic);
      const loaded = loadReviewIndexFile(path);
      const params = SearchParams.parse({ query: 'roof', limit: 50 });
      expect(searchReviews(loaded, params)).toEqual(searchReviews(syntheticIndex, params));
      // Its id column is read when a query first needs all of it: a cursor, an id looked up.
      const page = SinceQuery.parse({ since: '2024-01-01', limit: 30 });
      const first = reviewsSince(loaded, page);
      const second = { ...page, cursor: first.next_cursor! };
      expect(reviewsSince(loaded, second)).toEqual(reviewsSince(syntheticIndex, second));
      const oldest = synthetic.reviews.at(-1)!.id;
      expect(loaded.positionOf(oldest)).toBe(syntheticIndex.positionOf(oldest));
      expect(loaded.positionOf(oldest)).toBe(synthetic.reviews.length - 1);
      // The editors publish again while an instance (a `netlify dev` function) still holds the old file open.
      const next = syntheticDataset(2000, 7);
      await writeReviewIndexFile(root, served, next);
      expect(loadReviewIndexFile(path).review(0)).toEqual(next.reviews[0]);
      // The pairs of words are read at the first phrase query: from the file it loaded, though that came later.
      const phrase = SearchParams.parse({ query: 'great job', limit: 50 });
      expect(searchReviews(loaded, phrase).reviews.length).toBeGreaterThan(0);
      expect(searchReviews(loaded, phrase)).toEqual(searchReviews(syntheticIndex, phrase));
      // Texts read backwards (each outside the window the last read took), then every review forwards.
      for (let position = synthetic.reviews.length - 1; position >= 0; position--) {
        expect(loaded.reviewText(position)).toBe(synthetic.reviews[position]!.text);
      }
      synthetic.reviews.forEach((review, position) => expect(loaded.review(position)).toEqual(review));
    } finally {
      rmSync(fileURLToPath(root), { recursive: true, force: true });
    }
  });

  it('parses a review only when a query returns it: an instance never holds every review as objects', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const loaded = parseReviewIndex(serializeReviewIndex(syntheticIndex));
      const atLoad = parse.mock.calls.length;
      expect(atLoad).toBeLessThanOrEqual(2);
      const result = searchReviews(loaded, SearchParams.parse({ rating: 5, limit: 5 }));
      expect(result.returned).toBe(5);
      expect(parse.mock.calls.length - atLoad).toBeLessThanOrEqual(5);
    } finally {
      parse.mockRestore();
    }
  });

  it('keeps no review that a phrase was only checked against (the folded text is kept, not the review)', () => {
    const loaded = parseReviewIndex(serializeReviewIndex(syntheticIndex));
    // A phrase whose candidates are each checked against their text: most reviews here.
    const result = searchReviews(loaded, SearchParams.parse({ query: 'e. ', limit: 1 }));
    const checked = loaded.foldedTexts.flatMap((folded, position) => (folded === undefined ? [] : [position]));
    expect(checked.length).toBeGreaterThan(synthetic.reviews.length / 4);
    expect(result.returned).toBe(1);
    const parse = vi.spyOn(JSON, 'parse');
    try {
      // Each checked review not returned is parsed again when read: it was not kept.
      const notReturned = checked.filter((position) => loaded.ids[position] !== result.reviews[0]!.id).slice(0, 50);
      for (const position of notReturned) loaded.review(position);
      expect(parse.mock.calls.length).toBe(notReturned.length);
      for (const position of notReturned) loaded.review(position);
      expect(parse.mock.calls.length).toBe(notReturned.length);
    } finally {
      parse.mockRestore();
    }
  });
});

describe('reviewsSince', () => {
  const dates = synthetic.reviews.map((r) => r.date);
  const since = (input: { since: string; limit?: number; cursor?: string }) =>
    reviewsSince(syntheticIndex, SinceQuery.parse(input));

  it('returns the reviews on or after the date, newest first, a page of at most limit, with the date echoed', () => {
    const day = dates[100]!;
    const result = since({ since: day });
    expect(result.since).toBe(day);
    expect(result.matched).toBe(dates.filter((d) => d >= day).length);
    expect(result.limit).toBe(SINCE_DEFAULT_LIMIT);
    expect(result.returned).toBe(SINCE_DEFAULT_LIMIT);
    expect(result.reviews).toEqual(synthetic.reviews.filter((r) => r.date >= day).slice(0, SINCE_DEFAULT_LIMIT));
    expect(result.next_cursor).toBe(`${result.reviews.at(-1)!.date}.${result.reviews.at(-1)!.id}`);
  });

  it('pages through every review since the date with next_cursor, each exactly once, in order', () => {
    const day = dates[1200]!;
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = since({ since: day, limit: 77, ...(cursor ? { cursor } : {}) });
      expect(page.returned).toBe(page.reviews.length);
      seen.push(...page.reviews.map((r) => r.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(synthetic.reviews.filter((r) => r.date >= day).map((r) => r.id));
  });

  it('continues after the review a cursor names even when that review is gone (a new deploy in between)', () => {
    const first = since({ since: '1990-01-01', limit: 10 });
    const gone = first.reviews.at(-1)!;
    const without = buildReviewIndex({ ...synthetic, reviews: synthetic.reviews.filter((r) => r.id !== gone.id) });
    const next = reviewsSince(without, SinceQuery.parse({ since: '1990-01-01', limit: 5, cursor: first.next_cursor! }));
    expect(next.reviews).toEqual(synthetic.reviews.slice(10, 15));
  });

  it('stops a page before PAGE_BYTES of reviews, whatever limit asks, and continues from there', () => {
    const long = {
      ...synthetic,
      reviews: synthetic.reviews.slice(0, 600).map((r) => ({ ...r, text: 'é'.repeat(20_000) })),
    };
    const index = buildReviewIndex(long);
    const page = reviewsSince(index, SinceQuery.parse({ since: '1990-01-01', limit: 500 }));
    expect(page.returned).toBeLessThan(500);
    expect(Buffer.byteLength(JSON.stringify(page.reviews))).toBeLessThanOrEqual(PAGE_BYTES + 1000);
    const next = reviewsSince(index, SinceQuery.parse({ since: '1990-01-01', limit: 500, cursor: page.next_cursor! }));
    expect(next.reviews[0]).toEqual(long.reviews[page.returned]);
    const searched = searchReviews(index, SearchParams.parse({ limit: 100 }));
    expect(Buffer.byteLength(JSON.stringify(searched.reviews))).toBeLessThanOrEqual(PAGE_BYTES + 1000);
    expect(searched.returned).toBe(searched.reviews.length);
  });

  it('gives everything for a date before the first review and nothing for a future date', () => {
    expect(since({ since: '1990-01-01' }).matched).toBe(synthetic.reviews.length);
    expect(since({ since: '2999-12-31' })).toEqual({
      since: '2999-12-31',
      matched: 0,
      returned: 0,
      limit: SINCE_DEFAULT_LIMIT,
      next_cursor: null,
      reviews: [],
    });
  });
});
