import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseShell, stampReviewPages } from '../../../src/build/review-page-stamper.ts';
import { getReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { REVIEW_PAGE_SHELL, REVIEW_PAGE_SLOTS, reviewPageContent } from '../../../src/views/review-page.ts';

const dataset = getReviewsDataset('content');
// A shell as the layout renders it: each slot once, in the layout's order, with markup around.
const shell =
  `<html><head><title>${REVIEW_PAGE_SLOTS[0].inShell}</title><meta name="description" content="${REVIEW_PAGE_SLOTS[1].inShell}">` +
  `<link rel="canonical" href="https://reviews.example${REVIEW_PAGE_SLOTS[2].inShell}">` +
  `<script type="application/ld+json">${REVIEW_PAGE_SLOTS[3].inShell}</script></head>` +
  `<body><main>${REVIEW_PAGE_SLOTS[4].inShell}</main></body></html>`;

describe('the review page shell', () => {
  it('is cut at its five slots, in the order they appear', () => {
    const { literals, slots } = parseShell(shell);
    expect(slots.map((slot) => slot.name)).toEqual(['title', 'description', 'canonical path', 'JSON-LD', 'main']);
    expect(literals[0]).toBe('<html><head><title>');
    expect(literals.at(-1)).toBe('</main></body></html>');
  });

  it('is refused, naming the slot, when a slot is missing or repeated', () => {
    expect(() => parseShell(shell.replace(REVIEW_PAGE_SHELL.title, 'x'))).toThrow(/title slot nowhere/);
    expect(() => parseShell(shell + REVIEW_PAGE_SHELL.mainHtml)).toThrow(/main slot more than once/);
  });
});

describe('stamping', () => {
  it("writes every review's page at its permalink, with that review's values escaped in each slot", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'stamp-'));
    try {
      const { pages } = await stampReviewPages(dist, dataset, shell);
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
});
