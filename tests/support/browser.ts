import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';

/** Debian's Chromium (scripts/ensure-test-tools.sh installs it); Playwright's own browser download cannot run offline. */
export const CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  /** Opens a page at a URL and records what went wrong in it (console errors, uncaught exceptions). */
  visit(url: string, viewport?: { width: number; height: number }): Promise<VisitedPage>;
  close(): Promise<void>;
}

export interface VisitedPage {
  page: Page;
  response: Response | null;
  /** Console messages of type error and uncaught page errors, in order. */
  errors: string[];
}

/** A real headless Chromium with a fresh profile in a temporary directory, removed on close. */
export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'reviews-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
  });
  return {
    context,
    async visit(url, viewport = { width: 1280, height: 900 }) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      const response = await page.goto(url, { waitUntil: 'load' });
      return { page, response, errors };
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
