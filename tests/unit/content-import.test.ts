import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCsvReviews } from '../../src/content/import/csv.ts';
import { originalText, readGoogleReviews } from '../../src/content/import/google.ts';
import { importReviews } from '../../src/content/import/import-reviews.ts';
import { loadContent } from '../../src/content/load-content.ts';
import { contentDirs } from '../support/content-dir.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(ROOT, 'tests/fixtures/import');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const TODAY = '2026-04-01';

const dirs = contentDirs();
afterEach(() => dirs.removeAll());

const existing = {
  id: '01JGZK3M2B8Q5WCX4T7N9RDF6A',
  author: 'Hannah P.',
  rating: 5,
  date: '2025-06-14',
  text: 'Rusty replaced our roof.',
  source: 'google',
};
/** A content folder with one hand-written review in 2025.json. */
const content = () => dirs.make({ '2025.json': `${JSON.stringify([existing], null, 2)}\n` });

/** Every review file's bytes, to show what an import wrote and did not. */
function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(join(dir, 'reviews')).sort();
  return Object.fromEntries(files.map((f) => [f, readFileSync(join(dir, 'reviews', f), 'utf8')]));
}

const importGoogle = (dir: string, json: string) => importReviews(dir, readGoogleReviews(json, 'google.json'), TODAY);
const importCsv = (dir: string, csv: string) => importReviews(dir, readCsvReviews(csv, 'reviews.csv'), TODAY);

/** The time part of a ULID as the UTC day it encodes. */
function ulidDay(id: string): string {
  const time = [...id.slice(0, 10)].reduce((t, c) => t * 32 + '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(c), 0);
  return new Date(time).toISOString().slice(0, 10);
}

describe('Google import', () => {
  it('adds the reviews with ULIDs dated by the review, the original language kept, and the build accepts them', () => {
    const dir = content();
    const summary = importGoogle(dir, fixture('google-reviews.json'));
    expect(summary).toMatchObject({ added: 3, corrected: 0, unchanged: 0, refused: 0, problems: [] });
    const reviews = loadContent(dir).reviews.filter((r) => r.date >= '2026-01-01');
    expect(reviews.map((r) => [r.author, r.rating, r.date, ulidDay(r.id)])).toEqual([
      ['Maria Gonzalez', 5, '2026-03-02', '2026-03-02'],
      ['Jürgen W.', 4, '2026-02-20', '2026-02-20'],
      // 23:59:59 at UTC-5 is the next day in UTC: dates are UTC days.
      ['A Google user', 3, '2026-02-12', '2026-02-12'],
    ]);
    expect(reviews[0]).toMatchObject({
      author_avatar_url: 'https://lh3.googleusercontent.com/a/maria',
      source: 'google',
      owner_reply: { text: 'Thank you Maria, it was a pleasure!', date: '2026-03-04' },
      corrected_on: null,
    });
    expect(reviews[1]!.text).toBe('Sehr gute Arbeit an der Dachrinne, etwas spät.');
    expect(reviews[2]!.text).toBeNull();
  });

  it('keeps the original of a translated comment, whichever comes first', () => {
    expect(originalText('(Translated by Google) Great\n\n(Original)\nGenial')).toBe('Genial');
    expect(originalText('Genial\n\n(Translated by Google)\nGreat')).toBe('Genial');
    expect(originalText('Plain English.')).toBe('Plain English.');
  });

  it('changes nothing when the same file is imported again: byte-identical content', () => {
    const dir = content();
    importGoogle(dir, fixture('google-reviews.json'));
    const before = snapshot(dir);
    const again = importGoogle(dir, fixture('google-reviews.json'));
    expect(again).toMatchObject({ added: 0, corrected: 0, unchanged: 3, refused: 0, written: [] });
    expect(snapshot(dir)).toEqual(before);
  });

  it('turns a change at the source into a correction of the same id, dated by the source', () => {
    const dir = content();
    importGoogle(dir, fixture('google-reviews.json'));
    const [maria] = loadContent(dir).reviews;
    const changed = JSON.parse(fixture('google-reviews.json'));
    changed.reviews[0].comment = 'Rusty and the crew replaced our roof in two days. One nail was left; they came back.';
    changed.reviews[0].starRating = 'FOUR';
    changed.reviews[0].updateTime = '2026-03-10T08:00:00Z';
    const summary = importGoogle(dir, JSON.stringify(changed));
    expect(summary).toMatchObject({ added: 0, corrected: 1, unchanged: 2, refused: 0 });
    const after = loadContent(dir).reviews.find((r) => r.id === maria!.id)!;
    expect(after).toMatchObject({ rating: 4, corrected_on: '2026-03-10', text: changed.reviews[0].comment });
    expect(loadContent(dir).reviews).toHaveLength(4);
  });

  it('refuses the whole file when a record is bad, naming record and field, and writes nothing', () => {
    const dir = content();
    const before = snapshot(dir);
    const summary = importGoogle(dir, fixture('google-bad.json'));
    expect(summary.refused).toBe(3);
    expect(summary.written).toEqual([]);
    expect(summary.problems.map((p) => `${p.record} ${p.field}: ${p.message}`)).toEqual([
      'record 0 (reviewId Bad1) starRating: must be ONE, TWO, THREE, FOUR or FIVE (got "SIX")',
      'record 1 (reviewId Bad2) createTime: is missing',
      'record 2 (reviewId Bad3) createTime: is not a valid timestamp like 2025-06-14T15:04:05Z (got "2026-02-30T10:00:00Z")',
    ]);
    expect(snapshot(dir)).toEqual(before);
    expect(importGoogle(dir, '{"reviews": [').problems[0]!.message).toMatch(/cannot be read as JSON/);
    expect(importGoogle(dir, '{"averageRating": 4}').problems[0]!.message).toMatch(/must hold a "reviews" array/);
  });

  it('refuses an import whose result the build would refuse (a control character), saying where it came from', () => {
    const dir = content();
    const bad = [
      {
        reviewId: 'X1',
        reviewer: { displayName: 'Zed' },
        starRating: 'FIVE',
        comment: 'Nice\u0001',
        createTime: '2026-01-02T10:00:00Z',
      },
    ];
    const summary = importGoogle(dir, JSON.stringify(bad));
    expect(summary.refused).toBe(1);
    expect(summary.problems[0]).toMatchObject({
      field: 'text',
      message: expect.stringMatching(/U\+0001.*\(imported from google\.json, record 0 \(reviewId X1\)\)/),
    });
    expect(readdirSync(join(dir, 'reviews'))).toEqual(['2025.json']);
  });
});

describe('CSV import', () => {
  it('reads RFC 4180 quoting (commas, doubled quotes, newlines in fields) and replies, and re-imports to the same bytes', () => {
    const dir = content();
    expect(importCsv(dir, fixture('reviews.csv'))).toMatchObject({ added: 3, corrected: 0, unchanged: 0, refused: 0 });
    const reviews = loadContent(dir).reviews.filter((r) => r.date >= '2026-01-01');
    expect(reviews.map((r) => [r.author, r.text])).toEqual([
      ['Lee Park', null],
      ["O'Brien, Pat", 'First paragraph.\n\nSecond paragraph after a blank line.'],
      ['Dana Fox', 'New roof, new gutters, and a crew that said "see you" and meant it.'],
    ]);
    expect(reviews[1]!.owner_reply).toEqual({ text: 'Thanks, Pat!', date: '2026-01-22' });
    expect(reviews[2]!.source_url).toBe('https://www.yelp.com/biz/summit-ridge?hrid=abc123');
    for (const r of reviews) expect(ulidDay(r.id)).toBe(r.date);

    const before = snapshot(dir);
    expect(importCsv(dir, fixture('reviews.csv'))).toMatchObject({ added: 0, unchanged: 3, written: [] });
    expect(snapshot(dir)).toEqual(before);
  });

  it('corrects a review whose text changed, on the day of the import unless corrected_on is given', () => {
    const dir = content();
    importCsv(dir, fixture('reviews.csv'));
    const edited = fixture('reviews.csv').replace(
      'Lee Park,3,2026-01-25,,bbb,,,',
      'Lee Park,2,2026-01-25,Leaked again.,bbb,,,',
    );
    expect(importCsv(dir, edited)).toMatchObject({ added: 0, corrected: 1, unchanged: 2 });
    expect(loadContent(dir).reviews.find((r) => r.author === 'Lee Park')).toMatchObject({
      rating: 2,
      text: 'Leaked again.',
      corrected_on: TODAY,
    });
  });

  it('refuses ratings outside 1-5, missing and impossible dates by line and field, and writes nothing', () => {
    const dir = content();
    const before = snapshot(dir);
    const summary = importCsv(dir, fixture('reviews-bad.csv'));
    expect(summary.refused).toBe(3);
    expect(summary.problems.map((p) => `${p.record} ${p.field}: ${p.message}`)).toEqual([
      'line 2 rating: must be a whole number from 1 to 5 (got "0")',
      'line 3 date: is missing',
      'line 4 date: is not a real day as YYYY-MM-DD (got "2026-02-30")',
    ]);
    expect(snapshot(dir)).toEqual(before);
  });

  it('refuses a malformed file and unknown or missing columns', () => {
    const dir = content();
    expect(importCsv(dir, fixture('reviews-malformed.csv')).problems[0]!.message).toMatch(/Quote Not Closed.*line 2/);
    expect(importCsv(dir, 'author,stars,date,text,source,source_url\n').problems[0]!.message).toMatch(
      /unknown column "stars"; missing column "rating"/,
    );
    expect(
      importCsv(dir, 'author,rating,date,text,source,source_url\nA,5,2026-01-01,x,yelp,,extra\n').problems[0]!.message,
    ).toMatch(/columns length is 6, got 7 on line 2/);
  });
});

describe('npm run import', () => {
  const run = (dir: string, ...args: string[]) =>
    spawnSync('node_modules/.bin/node', ['scripts/import.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: dir },
      encoding: 'utf8',
    });

  it('prints the summary and exits 0, or lists the problems and exits 1 having written nothing', () => {
    const dir = content();
    const ok = run(dir, 'csv', join(FIXTURES, 'reviews.csv'));
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(
      /^Imported: added 3, corrected 0, unchanged 0, refused 0; wrote .*reviews\/2026\.json\.$/m,
    );
    const before = snapshot(dir);
    const bad = run(dir, 'google', join(FIXTURES, 'google-bad.json'));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Import refused, nothing written \(added 1, corrected 0, unchanged 0, refused 3\)/);
    expect(bad.stderr).toMatch(/google-bad\.json, record 0 \(reviewId Bad1\), field "starRating"/);
    expect(snapshot(dir)).toEqual(before);
    expect(run(dir, 'yelp', 'x').status).toBe(2);
  });
});

describe('npm run review', () => {
  const review = (dir: string, ...args: string[]) =>
    spawnSync('node_modules/.bin/node', ['scripts/review.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: dir },
      encoding: 'utf8',
    });

  it('adds, corrects, replies to and removes one review, with an id made for it', () => {
    const dir = content();
    const add = [
      'add',
      '--author',
      'Bo Lind',
      '--rating',
      '4',
      '--date',
      '2026-03-02',
      '--source',
      'yelp',
      '--text',
      'Quick, tidy, fair.',
    ];
    const added = review(dir, ...add);
    expect(added.status, added.stderr).toBe(0);
    const id = /Added review ([0-9A-Z]{26})\./.exec(added.stdout)![1]!;
    expect(ulidDay(id)).toBe('2026-03-02');
    const before = snapshot(dir);
    expect(review(dir, ...add).stdout).toMatch(/is already there: nothing written/);
    expect(snapshot(dir)).toEqual(before);

    expect(
      review(dir, 'correct', id, '--text', 'Quick, tidy, fair. Came back for a loose shingle.', '--on', '2026-03-09')
        .status,
    ).toBe(0);
    expect(review(dir, 'reply', id, '--text', 'Thanks Bo!', '--date', '2026-03-10').status).toBe(0);
    expect(loadContent(dir).reviews.find((r) => r.id === id)).toMatchObject({
      text: 'Quick, tidy, fair. Came back for a loose shingle.',
      corrected_on: '2026-03-09',
      owner_reply: { text: 'Thanks Bo!', date: '2026-03-10' },
    });
    expect(review(dir, 'remove', id).status).toBe(0);
    expect(loadContent(dir).reviews.map((r) => r.id)).toEqual([existing.id]);
  });

  it('refuses a bad change by record and field and writes nothing', () => {
    const dir = content();
    const before = snapshot(dir);
    const badRating = review(dir, 'correct', existing.id, '--rating', '6');
    expect(badRating.status).toBe(1);
    expect(badRating.stderr).toMatch(
      /Nothing written:\n.*2025\.json, record 0 \(id 01JGZK3M2B8Q5WCX4T7N9RDF6A\), field "rating": Too big/,
    );
    const badDate = review(dir, 'add', '--author', 'X', '--rating', '5', '--date', '2026-02-30', '--source', 'yelp');
    expect(badDate.stderr).toMatch(/field "date": is not a real day as YYYY-MM-DD \(got "2026-02-30"\)/);
    expect(review(dir, 'reply', existing.id, '--text', 'Too early', '--date', '2025-06-01').stderr).toMatch(
      /field "owner_reply.date": reply dated before the review/,
    );
    expect(review(dir, 'remove', '01JGZK3M2B8Q5WCX4T7N9RDF6Z').stderr).toMatch(
      /review 01JGZK3M2B8Q5WCX4T7N9RDF6Z, field "id": no review has this id/,
    );
    expect(review(dir, 'add', '--author', 'X').status).toBe(2);
    expect(snapshot(dir)).toEqual(before);
  });
});
