import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS_FILE, syntheticDataset } from '../../scripts/content-generator/dataset.ts';
import { generateReviews } from '../../scripts/content-generator/generate.ts';
import { writeContentDir } from '../../scripts/content-generator/write.ts';
import { contentFromSource, loadContent } from '../../src/content/load-content.ts';
import { ContentError } from '../../src/content/content-error.ts';
import { buildReviewsDataset } from '../../src/datasets/reviews-dataset.ts';
import { Business } from '../../src/schemas/business.ts';
import { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';

describe("syntheticDataset (the tests' and benchmarks' generated reviews)", () => {
  it('is exactly what the build loads from the content folder the generator CLI writes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'synthetic-dataset-'));
    try {
      const business = Business.parse(JSON.parse(readFileSync(BUSINESS_FILE, 'utf8')));
      writeContentDir(dir, generateReviews({ count: 700, seed: 1, business }), BUSINESS_FILE);
      expect(syntheticDataset(700)).toEqual(buildReviewsDataset(loadContent(dir)));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is a valid reviews dataset with mentions resolved, the same for the same count and seed', () => {
    const dataset = syntheticDataset(500, 'x');
    expect(ReviewsDataset.parse(dataset)).toEqual(dataset);
    expect(dataset.reviews).toHaveLength(500);
    expect(dataset.reviews.some((r) => r.mentions.technicians.length > 0)).toBe(true);
    expect(JSON.stringify(syntheticDataset(500, 'x'))).toBe(JSON.stringify(dataset));
    expect(syntheticDataset(500, 'y').reviews[0]!.id).not.toBe(dataset.reviews[0]!.id);
  });

  it('has an open-vocabulary mode for benchmarks: the same reviews, each text with words real corpora have', () => {
    const closed = syntheticDataset(2000);
    const open = syntheticDataset(2000, 1, 'open');
    expect(JSON.stringify(syntheticDataset(2000, 1, 'open'))).toBe(JSON.stringify(open));
    const distinct = (d: ReviewsDataset) =>
      new Set(d.reviews.flatMap((r) => r.text?.toLowerCase().match(/[a-z']+/g) ?? [])).size;
    // About 1,400 distinct words in the generator's sentences; several thousand more with open vocabulary.
    expect(distinct(open)).toBeGreaterThan(distinct(closed) + 5000);
    open.reviews.forEach((review, i) => {
      const before = closed.reviews[i]!;
      expect(review.id).toBe(before.id);
      if (before.text === null) expect(review.text).toBeNull();
      else expect(review.text!.startsWith(before.text)).toBe(true);
    });
    expect(open.reviews.some((r) => /\$[\d,.]+/.test(r.text ?? ''))).toBe(true);
  });

  it('is also what the CLI writes with --vocabulary open, the content the site-build benchmark builds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'synthetic-open-'));
    try {
      const cli = new URL('../../scripts/content-generator/cli.ts', import.meta.url).pathname;
      const args = ['--count', '300', '--seed', '1', '--out', dir, '--vocabulary', 'open'];
      const run = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      expect(buildReviewsDataset(loadContent(dir))).toEqual(syntheticDataset(300, 1, 'open'));
      const refused = spawnSync(process.execPath, [cli, ...args.slice(0, -1), 'wide'], { encoding: 'utf8' });
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/--vocabulary must be closed or open: wide/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('contentFromSource (loadContent on JSON in memory)', () => {
  it('reports every problem with its file and record, in file order, as loadContent does', () => {
    const business = JSON.parse(readFileSync(BUSINESS_FILE, 'utf8'));
    let error: unknown;
    try {
      contentFromSource({
        business: { file: 'business.json', json: business },
        reviewFiles: [
          { file: 'reviews/a.json', json: { not: 'an array' } },
          { file: 'reviews/b.json', json: undefined, readError: 'cannot be read as JSON: Unexpected token' },
          { file: 'reviews/c.json', json: [{ id: 'nope' }] },
        ],
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems.slice(0, 2)).toEqual([
      { file: 'reviews/a.json', message: 'must hold a JSON array of reviews' },
      { file: 'reviews/b.json', message: 'cannot be read as JSON: Unexpected token' },
    ]);
    expect(problems.slice(2).every((p) => p.file === 'reviews/c.json' && p.record === 'record 0 (id nope)')).toBe(true);
    expect(problems.length).toBeGreaterThan(2);
  });
});
