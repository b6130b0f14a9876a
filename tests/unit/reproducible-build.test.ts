import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { ArtifactHeaders } from '../../src/build/artifact-headers.ts';
import { contentEtag } from '../../src/http/content-hash.ts';
import { loadReviewIndexFile, REVIEW_INDEX_FILE } from '../../src/query/compact-index.ts';
import { REVIEWS_PER_PAGE } from '../../src/views/review-views.ts';
import { buildSite } from '../support/netlify-dev.ts';
import { copyProject } from '../support/project-copy.ts';

const project = copyProject('reviews-repro-');
afterAll(() => project.remove());

// One more review whose every field needs escaping where a review page shows it (title, description, JSON-LD, body),
// corrected by an editor, with a reply and a source link: the stamped page must still equal Astro's.
const newest = join(project.dir, 'content/reviews/2026.json');
const reviews = JSON.parse(readFileSync(newest, 'utf8')) as Record<string, unknown>[];
reviews.push({
  id: '01MZZZZZZZZZZZZZZZZZZZZZZZ',
  author: `Zoë "Z" O'Neil <Jr> & Co`,
  rating: 2,
  date: '2026-11-20',
  text: `They said "48 hours" & took 9 days. </script><b>Not</b> 'great'.\n\nSecond paragraph.`,
  source: 'google',
  source_url: 'https://example.com/review?a=1&b="2"',
  owner_reply: { text: 'Sorry & thank you <3', date: '2026-11-21' },
  corrected_on: '2026-11-22',
});
writeFileSync(newest, JSON.stringify(reviews, null, 2));

const build = (env: Record<string, string> = {}) => buildSite('https://reviews.example', env, project.dir);

function digests(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

it('building the same content twice gives byte-identical files, so identical ETags', () => {
  build();
  expect(existsSync(join(project.dir, '.cache/analyses.v8'))).toBe(true);
  renameSync(join(project.dir, 'dist'), join(project.dir, 'dist-first'));
  // Without the analysis cache the first build wrote: the second analyses every review again, in another process.
  build({ ANALYSIS_CACHE: 'off' });
  const first = digests(join(project.dir, 'dist-first'));
  const second = digests(join(project.dir, 'dist'));
  expect(Object.keys(first)).toContain('reviews.json');
  expect(Object.keys(first)).toContain('_headers');
  expect(second).toEqual(first);

  // The big datasets' ETags are taken as the build writes them, not read back from the files: each must still be that
  // of the file served, and the functions' index must name the /reviews.json that was written.
  const dist = join(project.dir, 'dist');
  const rules = JSON.parse(readFileSync(join(dist, '_artifact-headers.json'), 'utf8')) as ArtifactHeaders[];
  expect(rules.map((rule) => rule.path)).toEqual(expect.arrayContaining(['/reviews.json', '/insights.json']));
  for (const { path, headers } of rules) expect(headers.ETag, path).toBe(contentEtag(readFileSync(join(dist, path))));
  const index = loadReviewIndexFile(join(project.dir, REVIEW_INDEX_FILE));
  const served = readFileSync(join(dist, 'reviews.json'));
  expect(`"${index.contentHash}"`).toBe(contentEtag(served));
  expect(index.datasetBytes).toBe(served.length);
}, 180_000);

it('the review and listing pages the build stamps from their shells are byte for byte the pages Astro renders for each', () => {
  // With the analysis cache the first build wrote: every other file must be the same too.
  build({ REVIEW_PAGES: 'astro' });
  const stamped = digests(join(project.dir, 'dist-first'));
  const rendered = digests(join(project.dir, 'dist'));
  const reviewPages = Object.keys(rendered).filter((path) => /^reviews\/[0-9A-Z]{26}\/index\.html$/.test(path));
  expect(reviewPages).toContain('reviews/01MZZZZZZZZZZZZZZZZZZZZZZZ/index.html');
  const dataset = JSON.parse(readFileSync(join(project.dir, 'dist/reviews.json'), 'utf8')) as { reviews: unknown[] };
  expect(reviewPages).toHaveLength(dataset.reviews.length);
  const listingPages = Object.keys(rendered).filter((path) => /^reviews\/page\/\d+\/index\.html$/.test(path));
  expect(listingPages).toHaveLength(Math.ceil(dataset.reviews.length / REVIEWS_PER_PAGE) - 1);
  expect(listingPages.length).toBeGreaterThan(2);
  expect(stamped).toEqual(rendered);
}, 180_000);
