import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_PAGES, parseShell, REVIEW_PAGES, stampPages } from '../../../src/build/page-stamper.ts';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { listingPageContent } from '../../../src/views/listing-page.ts';
import { LAYOUT_SLOTS } from '../../../src/views/page-shells.ts';
import { REVIEW_PAGE_SHELL, REVIEW_PAGE_SLOTS, reviewPageContent } from '../../../src/views/review-page.ts';
import { siteViews } from '../../../src/views/review-views.ts';

const dataset = getReviewsDataset('content');
const marker = (name: string) => REVIEW_PAGE_SLOTS.find((slot) => slot.name === name)!.inShell;
// Shells as the layout renders them: each slot once, in the layout's order, with markup around.
const layoutShell = (head = '') =>
  `<html><head><title>${marker('title')}</title><meta name="description" content="${marker('description')}">` +
  `<link rel="canonical" href="https://reviews.example${marker('canonical path')}">${head}</head>` +
  `<body><main>${marker('main')}</main></body></html>`;
const shell = layoutShell(`<script type="application/ld+json">${marker('JSON-LD')}</script>`);

describe('the review page shell', () => {
  it('is cut at its five slots, in the order they appear', () => {
    const { literals, slots } = parseShell(shell, REVIEW_PAGE_SLOTS);
    expect(slots.map((slot) => slot.name)).toEqual(['title', 'description', 'canonical path', 'JSON-LD', 'main']);
    expect(literals[0]).toBe('<html><head><title>');
    expect(literals.at(-1)).toBe('</main></body></html>');
  });

  it('is refused, naming the slot, when a slot is missing or repeated', () => {
    expect(() => parseShell(shell.replace(REVIEW_PAGE_SHELL.title, 'x'), REVIEW_PAGE_SLOTS)).toThrow(
      /title slot nowhere/,
    );
    expect(() => parseShell(shell + REVIEW_PAGE_SHELL.mainHtml, REVIEW_PAGE_SLOTS)).toThrow(/main slot more than once/);
  });
});

describe('stamping', () => {
  it("writes every review's page at its permalink, with that review's values escaped in each slot", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'stamp-'));
    try {
      const { pages } = await stampPages(dist, REVIEW_PAGES, dataset, shell);
      expect(pages).toBe(dataset.reviews.length);
      expect(readdirSync(join(dist, 'reviews'))).toHaveLength(dataset.reviews.length);
      const position = dataset.reviews.findIndex((r) => r.author.includes("'") || r.text?.includes('"'));
      expect(position).toBeGreaterThanOrEqual(0);
      const review = dataset.reviews[position]!;
      const page = reviewPageContent(dataset, position);
      const html = readFileSync(join(dist, 'reviews', review.id, 'index.html'), 'utf8');
      expect(html).toContain(`<link rel="canonical" href="https://reviews.example/reviews/${review.id}/">`);
      expect(html).toContain(page.mainHtml);
      // Text escapes quotes and apostrophes; an attribute value only & and the double quote.
      expect(html).toContain(`<title>${page.title.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}</title>`);
      expect(html).not.toContain('stamp-slot');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('writes every listing page after the first at its own path, each with its reviews and its page number', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'stamp-'));
    try {
      const { pageCount } = siteViews(dataset);
      expect(pageCount).toBeGreaterThan(2);
      const { pages } = await stampPages(dist, LISTING_PAGES, dataset, layoutShell());
      expect(pages).toBe(pageCount - 1);
      // Page 1 is /reviews/ itself, which Astro renders.
      expect(readdirSync(join(dist, 'reviews', 'page')).sort()).toEqual(
        Array.from({ length: pageCount - 1 }, (_, i) => String(i + 2)).sort(),
      );
      const page = listingPageContent(dataset, pageCount);
      const html = readFileSync(join(dist, 'reviews', 'page', String(pageCount), 'index.html'), 'utf8');
      expect(html).toContain(`<link rel="canonical" href="https://reviews.example/reviews/page/${pageCount}/">`);
      expect(html).toContain(`(page ${pageCount} of ${pageCount})`);
      expect(html).toContain(page.mainHtml);
      expect(parseShell(layoutShell(), LAYOUT_SLOTS).slots).toHaveLength(4);
      expect(html).not.toContain('stamp-slot');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
