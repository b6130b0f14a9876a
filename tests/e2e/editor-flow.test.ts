import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Browser } from '../support/browser.ts';
import { startHubSite, type HubSite } from '../support/hub-site.ts';

/**
 * The content editor's path from the README, in a copy of the project: `npm start` (build + netlify dev), edit
 * content/, `npm run publish:local`, then look at the pages in a real Chromium.
 */
let site: HubSite;
let browser: Browser;

beforeAll(async () => {
  site = await startHubSite();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

function npmRun(...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', ...args], {
    cwd: site.dir,
    env: { ...process.env, SITE_URL: site.baseUrl },
    encoding: 'utf8',
  });
  expect(result.status, `npm run ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Styled as the build meant: every stylesheet link loaded with rules, and the site's layout applied. */
async function expectStyled(page: Page) {
  const facts = await page.evaluate(() => ({
    links: document.querySelectorAll('link[rel="stylesheet"]').length,
    rules: [...document.styleSheets].map((sheet) => sheet.cssRules.length),
    containerWidth: getComputedStyle(document.querySelector('.container')!).maxWidth,
    bodyMargin: getComputedStyle(document.body).marginTop,
  }));
  expect(facts.links, `stylesheets on ${page.url()}`).toBeGreaterThan(0);
  expect(
    facts.rules.every((count) => count > 0),
    `rules per stylesheet: ${facts.rules}`,
  ).toBe(true);
  expect(facts.containerWidth).not.toBe('none');
  expect(facts.bodyMargin).toBe('0px');
}

async function visit(path: string) {
  const visited = await browser.visit(site.baseUrl + path);
  expect(visited.response?.status(), path).toBe(200);
  expect(visited.errors).toEqual([]);
  return visited.page;
}

const reviewsFile = (year: string) => join(site.dir, 'content/reviews', `${year}.json`);
const readReviews = (year: string) => JSON.parse(readFileSync(reviewsFile(year), 'utf8')) as Record<string, any>[];

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('the editor flow', () => {
  it('publishes an edit: styled pages before and after, the corrected review and the added one shown', async () => {
    await expectStyled(await visit('/'));
    const before = (await (await fetch(`${site.baseUrl}/reviews.json`)).json()) as {
      reviews: { id: string; date: string }[];
    };
    const newest = before.reviews[0]!;
    const year = newest.date.slice(0, 4);

    // Correct the newest review by hand, as the README shows (same id, corrected_on) ...
    const records = readReviews(year);
    const corrected = records.find((r) => r.id === newest.id)!;
    const correctedOn = nextDay(newest.date);
    corrected.text = 'Corrected by the editor: the crew came back and sealed the flashing too.';
    corrected.corrected_on = correctedOn;
    writeFileSync(reviewsFile(year), JSON.stringify(records, null, 2) + '\n');
    // ... and add one with the review command, which makes its id.
    const addedOut = npmRun(
      'review',
      '--',
      'add',
      '--author',
      'Editor Test',
      '--rating',
      '4',
      '--date',
      correctedOn,
      '--source',
      'direct',
      '--text',
      'Added by the editor flow test.',
    );
    const added = { id: /Added review ([0-9A-Z]{26})/.exec(addedOut)![1]! };

    const published = npmRun('publish:local');
    expect(published).toMatch(/Published \/feed\.xml, \/api\/feed\.json, \/reviews\.json/);

    const home = await visit('/');
    await expectStyled(home);
    const firstCards = await home.locator('article.review-card .review-author').allInnerTexts();
    expect(firstCards[0]).toBe('Editor Test');

    const page = await visit(`/reviews/${newest.id}/`);
    await expectStyled(page);
    expect(await page.locator('.review-text').innerText()).toBe(corrected.text);
    expect(await page.locator('.review-meta .corrected time').getAttribute('datetime')).toBe(correctedOn);
    expect(await page.locator('.review-meta').innerText()).toMatch(/corrected on \w+ \d{1,2}, \d{4}/);

    await expectStyled(await visit(`/reviews/${added.id}/`));

    // Feed readers see the correction on the entry itself.
    const feed = (await (await fetch(`${site.baseUrl}/api/feed.json`)).json()) as {
      items: { id: string; date_modified?: string }[];
    };
    expect(feed.items.find((item) => item.id === newest.id)?.date_modified).toBe(`${correctedOn}T00:00:00.000Z`);
    const atom = await (await fetch(`${site.baseUrl}/feed.xml`)).text();
    expect(atom).toContain(`<id>${site.baseUrl}/reviews/${newest.id}/</id>`);
    expect(atom.split('<entry>').find((entry) => entry.includes(`/reviews/${newest.id}/</id>`))).toContain(
      `<updated>${correctedOn}T00:00:00.000Z</updated>`,
    );
  });
});
