import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { JsonFeed } from '../../src/schemas/json-feed.ts';
import type { Review } from '../../src/schemas/review.ts';
import type { ReviewsDataset } from '../../src/schemas/reviews-dataset.ts';
import { launchBrowser, type Browser } from '../support/browser.ts';
import { expectMatchesOpenApi } from '../support/openapi-validator.ts';

/** The human pages, driven in a real Chromium against the real `netlify dev` of the e2e suite. */

const baseUrl = inject('baseUrl');
const PER_PAGE = 20;
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let dataset: ReviewsDataset;

beforeAll(async () => {
  browser = await launchBrowser();
  dataset = (await expectMatchesOpenApi(await fetch(`${baseUrl}/reviews.json`), '/reviews.json')) as ReviewsDataset;
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a page and fails on any console error or uncaught exception in it. */
async function open(path: string, viewport?: { width: number; height: number }) {
  const visited = await browser.visit(baseUrl + path, viewport);
  expect(visited.response?.status(), `status of ${path}`).toBe(200);
  await expectNoErrors(visited.page, visited.errors);
  return visited.page;
}

async function expectNoErrors(page: Page, errors: string[]) {
  await page.waitForLoadState('load');
  expect(errors, `console or page errors on ${page.url()}`).toEqual([]);
}

// innerText, as a reader sees it: paragraphs stay apart (textContent would glue "Hi there,It was").
const text = async (page: Page, selector: string) =>
  (await page.locator(selector).first().innerText())?.replace(/\s+/g, ' ').trim();

async function jsonLd(page: Page): Promise<Record<string, any>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block));
}

/** Landmarks, one h1, headings in order, a working skip link, named links and images, language and description. */
async function expectAccessibleBasics(page: Page) {
  const facts = await page.evaluate(() => {
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    const unnamedLinks = [...document.querySelectorAll('a')]
      .filter((a) => !(a.textContent?.trim() || a.getAttribute('aria-label')))
      .map((a) => a.outerHTML);
    const imagesWithoutAlt = [...document.querySelectorAll('img')]
      .filter((img) => !img.hasAttribute('alt'))
      .map((i) => i.outerHTML);
    const skip = document.querySelector('a.skip-link')?.getAttribute('href') ?? null;
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
      h1Count: document.querySelectorAll('h1').length,
      headings,
      mains: document.querySelectorAll('main').length,
      header: document.querySelectorAll('body > header').length,
      footer: document.querySelectorAll('body > footer').length,
      skipTarget: skip && document.querySelector(skip) ? skip : null,
      unnamedLinks,
      imagesWithoutAlt,
    };
  });
  expect(facts.lang).toBe('en');
  expect(facts.title.length).toBeGreaterThan(5);
  expect(facts.description.length).toBeGreaterThan(20);
  expect(facts.h1Count).toBe(1);
  expect(facts.headings[0]).toBe(1);
  facts.headings.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading ${i} (h${level}) after h${facts.headings[i - 1]}`).toBeLessThanOrEqual(
        facts.headings[i - 1]! + 1,
      );
  });
  expect([facts.mains, facts.header, facts.footer]).toEqual([1, 1, 1]);
  expect(facts.skipTarget).toBe('#main');
  expect(facts.unnamedLinks).toEqual([]);
  expect(facts.imagesWithoutAlt).toEqual([]);
}

async function expectFeedAlternates(page: Page) {
  const alternates = await page
    .locator('link[rel="alternate"]')
    .evaluateAll((links) => links.map((l) => ({ type: l.getAttribute('type'), href: (l as HTMLLinkElement).href })));
  expect(alternates).toEqual(
    expect.arrayContaining([
      { type: 'application/atom+xml', href: `${baseUrl}/feed.xml` },
      { type: 'application/feed+json', href: `${baseUrl}/api/feed.json` },
    ]),
  );
}

async function canonical(page: Page) {
  return page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
}

const reviewIdsOn = (page: Page) =>
  page
    .locator('article.review-card .review-author a')
    .evaluateAll((links) =>
      links.map(
        (a) => /\/reviews\/([0-9A-Z]{26})\/$/.exec((a as HTMLAnchorElement).href)?.[1] ?? (a as HTMLAnchorElement).href,
      ),
    );

describe('home page', () => {
  it('shows the business, its aggregate rating with a histogram and the newest reviews', async () => {
    const page = await open('/');
    const { business, aggregate_rating: rating } = dataset;
    expect(await text(page, 'h1')).toBe(business.name);
    expect(await page.title()).toContain(business.name);
    expect(await page.locator('.hero').textContent()).toContain(business.telephone);

    expect(await text(page, '.rating-value')).toBe(rating.rating_value.toFixed(1));
    expect(await page.locator('.rating-card .stars').getAttribute('aria-label')).toBe(
      `Rated ${rating.rating_value.toFixed(1)} out of 5`,
    );
    const rows = await page
      .locator('.histogram-row')
      .evaluateAll((items) => items.map((li) => li.textContent!.replace(/\s+/g, ' ').trim()));
    expect(rows).toHaveLength(5);
    for (const [index, stars] of [5, 4, 3, 2, 1].entries()) {
      const count = rating.distribution[String(stars) as '1'];
      const share = rating.review_count ? Math.round((count / rating.review_count) * 100) : 0;
      expect(rows[index]).toBe(
        `${stars} ${stars === 1 ? 'star' : 'stars'} ${count} ${count === 1 ? 'review' : 'reviews'}, ${share}%`,
      );
    }

    expect(await reviewIdsOn(page)).toEqual(dataset.reviews.slice(0, 6).map((r) => r.id));
    await expectFeedAlternates(page);
    expect(await canonical(page)).toEqual([`${baseUrl}/`]);
    await expectAccessibleBasics(page);
  });

  it('carries schema.org JSON-LD: a RoofingContractor whose AggregateRating matches /reviews.json', async () => {
    const page = await open('/');
    const [graph, ...others] = await jsonLd(page);
    expect(others).toEqual([]);
    const { business, aggregate_rating: rating } = dataset;
    expect(graph).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RoofingContractor',
      name: business.name,
      telephone: business.telephone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: business.address.street_address,
        postalCode: business.address.postal_code,
      },
      geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.rating_value,
        reviewCount: rating.review_count,
        bestRating: 5,
        worstRating: 1,
      },
    });
    const newest = dataset.reviews.slice(0, 10);
    expect(
      graph!.review.map((r: { url: string; reviewRating: { ratingValue: number } }) => [
        r.url,
        r.reviewRating.ratingValue,
      ]),
    ).toEqual(newest.map((r) => [`${baseUrl}/reviews/${r.id}/`, r.rating]));
  });
});

describe('review listing', () => {
  it(`holds every review newest first, ${PER_PAGE} to a page, and pagination reaches every page`, async () => {
    const pageCount = Math.max(1, Math.ceil(dataset.reviews.length / PER_PAGE));
    const { page, response, errors } = await browser.visit(`${baseUrl}/reviews/`);
    expect(response?.status()).toBe(200);
    const seen: string[] = [];
    for (let number = 1; ; number++) {
      const path = new URL(page.url()).pathname;
      expect(path).toBe(number === 1 ? '/reviews/' : `/reviews/page/${number}/`);
      expect(await canonical(page)).toEqual([baseUrl + path]);
      const ids = await reviewIdsOn(page);
      expect(ids).toEqual(dataset.reviews.slice((number - 1) * PER_PAGE, number * PER_PAGE).map((r) => r.id));
      seen.push(...ids);
      if (pageCount > 1) {
        expect(await text(page, '.pagination [aria-current="page"]')).toBe(`Page ${number}`);
        expect(await page.locator('.page-numbers a').last().getAttribute('href')).toBe(`/reviews/page/${pageCount}/`);
      } else {
        expect(await page.locator('.pagination').count()).toBe(0);
      }
      // Checked on the first and the last page; the pages between are the same template.
      if (number === 1 || number === pageCount) {
        await expectFeedAlternates(page);
        await expectAccessibleBasics(page);
      }
      const next = page.locator('.pagination a[rel="next"]');
      if (!(await next.count())) break;
      const answer = await page.goto(new URL((await next.getAttribute('href'))!, baseUrl).href);
      expect(answer?.status()).toBe(200);
    }
    expect(seen).toEqual(dataset.reviews.map((r) => r.id));
    await expectNoErrors(page, errors);
  });
});

describe('review page', () => {
  const pick = (predicate: (r: Review) => boolean) => dataset.reviews.find(predicate);

  it('shows the review with its rating as text, its reply and a way back to its listing page', async () => {
    const samples = [
      dataset.reviews[0],
      pick((r) => r.owner_reply !== null),
      pick((r) => r.text === null),
      dataset.reviews.at(-1),
    ].filter((r, i, all): r is Review => r !== undefined && all.indexOf(r) === i);
    expect(samples.length).toBeGreaterThan(0);
    for (const review of samples) {
      const index = dataset.reviews.indexOf(review);
      const page = await open(`/reviews/${review.id}/`);
      expect(await text(page, 'h1')).toBe(`Review by ${review.author}`);
      expect(await page.locator('.review-full-head .stars').getAttribute('aria-label')).toBe(
        `Rated ${review.rating} out of 5`,
      );
      expect(await page.locator('.review-full time').first().getAttribute('datetime')).toBe(review.date);
      const body = (await text(page, '.review-full .review-text'))!;
      if (review.text) expect(body).toBe(review.text.replace(/\s+/g, ' ').trim());
      else expect(body).toBe(`Rated ${review.rating} out of 5 with no written review.`);
      if (review.owner_reply)
        expect(await text(page, '.owner-reply-text')).toBe(review.owner_reply.text.replace(/\s+/g, ' ').trim());
      else expect(await page.locator('.owner-reply').count()).toBe(0);

      const listPage = Math.floor(index / PER_PAGE) + 1;
      const back = page.locator('.breadcrumbs a').nth(1);
      expect(await back.getAttribute('href')).toBe(listPage === 1 ? '/reviews/' : `/reviews/page/${listPage}/`);
      const newer = page.locator('.review-steps a[rel="prev"]');
      expect(await newer.count()).toBe(index > 0 ? 1 : 0);
      if (index > 0) expect(await newer.getAttribute('href')).toBe(`/reviews/${dataset.reviews[index - 1]!.id}/`);

      const [graph] = await jsonLd(page);
      expect(graph).toMatchObject({
        '@type': 'Review',
        url: `${baseUrl}/reviews/${review.id}/`,
        author: { name: review.author },
        datePublished: review.date,
        reviewRating: { ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        itemReviewed: { '@type': 'RoofingContractor', name: dataset.business.name },
      });
      expect(await canonical(page)).toEqual([`${baseUrl}/reviews/${review.id}/`]);
      await expectFeedAlternates(page);
      await expectAccessibleBasics(page);
      await page.close();
    }
  });

  it('is the permalink every item of both feeds links to', async () => {
    const feed = (await expectMatchesOpenApi(await fetch(`${baseUrl}/api/feed.json`), '/api/feed.json')) as JsonFeed;
    const atom = await (await fetch(`${baseUrl}/feed.xml`)).text();
    const atomLinks = [...atom.matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((m) => m[1]);
    expect(atomLinks).toEqual(feed.items.map((item) => item.url));
    for (const item of feed.items) {
      expect(item.url).toBe(`${baseUrl}/reviews/${item.id}/`);
      const response = await fetch(item.url);
      expect(response.status, item.url).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="${item.url}">`);
    }
  });
});

describe('developers page', () => {
  it('documents every endpoint with curl examples for this site, MCP and WebSub how-tos and the OpenAPI link', async () => {
    const page = await open('/developers/');
    const body = (await page.locator('main').textContent())!;
    for (const path of [
      '/reviews.json',
      '/insights.json',
      '/api/feed.json',
      '/feed.xml',
      '/api/reviews/search',
      '/api/reviews/since/{date}',
      '/mcp',
      '/api/websub/hub',
      '/.well-known/openapi.json',
      '/llms.txt',
    ]) {
      expect(await page.locator('.endpoints-table code', { hasText: path }).count(), path).toBeGreaterThan(0);
    }
    const examples = await page.locator('pre code').allTextContents();
    for (const path of [
      '/reviews.json',
      '/api/feed.json',
      '/api/reviews/search',
      '/api/reviews/since/',
      '/mcp',
      '/api/websub/hub',
    ]) {
      expect(
        examples.some((code) => code.includes('curl') && code.includes(baseUrl + path)),
        `curl example for ${path}`,
      ).toBe(true);
    }
    expect(examples.some((code) => code.includes('If-None-Match'))).toBe(true);
    for (const fact of [
      'Mcp-Session-Id',
      'tools/call',
      'get_business',
      'search_reviews',
      'hub.challenge',
      'X-Hub-Signature',
      '86,400',
      '300–864,000',
      '202 Accepted',
      '410 Gone',
    ]) {
      expect(body, fact).toContain(fact);
    }
    expect(await page.locator(`a[href="/.well-known/openapi.json"]`).count()).toBeGreaterThan(0);
    const brokenAnchors = await page.evaluate(() =>
      [...document.querySelectorAll('a[href^="#"]')]
        .map((a) => a.getAttribute('href')!)
        .filter((href) => !document.getElementById(href.slice(1))),
    );
    expect(brokenAnchors).toEqual([]);
    await expectFeedAlternates(page);
    await expectAccessibleBasics(page);
  });
});

describe('404 page', () => {
  it('answers unknown paths with status 404 and a page that leads back', async () => {
    const visited = await browser.visit(`${baseUrl}/no-such-page/at-all`);
    expect(visited.response?.status()).toBe(404);
    // The only error Chromium reports is the 404 of the document itself.
    expect(visited.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    expect(await text(visited.page, 'h1')).toBe('Page not found');
    expect(await canonical(visited.page)).toEqual([]);
    expect(await visited.page.locator('main a[href="/"]').count()).toBe(1);
    await expectAccessibleBasics(visited.page);
  });
});

describe('small screens', () => {
  it('fit a phone without sideways scrolling', async () => {
    for (const path of ['/', '/reviews/', `/reviews/${dataset.reviews[0]!.id}/`, '/developers/', '/summary/']) {
      const page = await open(path, PHONE);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} is wider than the phone by ${overflow}px`).toBeLessThanOrEqual(0);
      await page.close();
    }
  });
});

describe('links', () => {
  it('every same-origin link on the pages resolves', async () => {
    const starts = [
      '/',
      '/reviews/',
      `/reviews/${dataset.reviews.at(-1)!.id}/`,
      '/developers/',
      '/summary/',
      '/no-such-page',
    ];
    const links = new Set<string>();
    for (const path of starts) {
      const { page } = await browser.visit(baseUrl + path);
      const hrefs = await page
        .locator('a[href], link[href]')
        .evaluateAll((elements) => elements.map((e) => (e as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        url.hash = '';
        // Other origins are not ours to check; a link to the page itself is an in-page anchor (the skip link).
        if (url.origin !== baseUrl || url.pathname === new URL(baseUrl + path).pathname) continue;
        links.add(url.href);
      }
      await page.close();
    }
    expect(links.size).toBeGreaterThan(10);
    const broken: string[] = [];
    for (const link of links) {
      const response = await fetch(link);
      await response.arrayBuffer();
      if (response.status >= 400) broken.push(`${response.status} ${link}`);
    }
    expect(broken).toEqual([]);
  });
});
