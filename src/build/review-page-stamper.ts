import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { paths } from '../site.ts';
import { collectGarbage } from './collect-garbage.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import {
  endReviewPageStamping,
  expectReviewPageShell,
  REVIEW_PAGE_SHELL_ID,
  REVIEW_PAGE_SLOTS,
  reviewPageContent,
} from '../views/review-page.ts';

type Slot = (typeof REVIEW_PAGE_SLOTS)[number];

/** The shell cut at its slots: literal text, then alternately a slot and the literal text after it. */
export interface ShellTemplate {
  literals: string[];
  slots: Slot[];
}

/** Cuts a rendered shell at its slots; each slot must appear exactly once, or the shell is not what we stamp from. */
export function parseShell(html: string): ShellTemplate {
  const found = REVIEW_PAGE_SLOTS.map((slot) => {
    const at = html.indexOf(slot.inShell);
    if (at < 0 || html.indexOf(slot.inShell, at + 1) >= 0) {
      throw new Error(
        `The review page shell has its ${slot.name} slot ${at < 0 ? 'nowhere' : 'more than once'}: ` +
          'the layout must show each of title, description, canonical path, JSON-LD and main exactly once.',
      );
    }
    return { slot, at };
  }).sort((a, b) => a.at - b.at);
  const literals: string[] = [];
  let from = 0;
  for (const { slot, at } of found) {
    literals.push(html.slice(from, at));
    from = at + slot.inShell.length;
  }
  literals.push(html.slice(from));
  return { literals, slots: found.map(({ slot }) => slot) };
}

/** Pages written at once: enough to keep the file system's thread pool busy, few enough to bound memory. */
const WRITES_IN_FLIGHT = 16;

/**
 * Pages between two full garbage collections. Astro renders /reviews.json while the pages are stamped, and its
 * buffers (about 140 MB at 100k reviews) stay resident until a full collection (src/build/collect-garbage.ts).
 */
const PAGES_PER_COLLECTION = 10_000;

/**
 * Writes every review's page into distDir from the shell's HTML (src/views/review-page.ts). The pages are byte for
 * byte what Astro renders for them (tests/unit/reproducible-build.test.ts builds both ways and compares).
 */
export async function stampReviewPages(
  distDir: string,
  dataset: ReviewsDataset,
  shellHtml: string,
): Promise<{ pages: number }> {
  const template = parseShell(shellHtml);
  const count = dataset.reviews.length;
  let next = 0;
  const writer = async () => {
    while (next < count) {
      const position = next++;
      if (position > 0 && position % PAGES_PER_COLLECTION === 0) collectGarbage();
      const page = reviewPageContent(dataset, position);
      let html = template.literals[0]!;
      template.slots.forEach((slot, i) => {
        html += slot.fill(page) + template.literals[i + 1]!;
      });
      const dir = join(distDir, paths.reviewPage(dataset.reviews[position]!.id));
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'index.html'), html);
    }
  };
  await Promise.all(Array.from({ length: WRITES_IN_FLIGHT }, writer));
  return { pages: count };
}

/** A build's stamping: started with the build, finished by its done hook. */
export interface ReviewPageStamping {
  /**
   * Waits for the pages, removes the shell Astro wrote and ends stamping; fails when the shell never arrived. Gives
   * the number of pages, when the stamping ended after the build started and how long it took (ms).
   */
  finish(): Promise<{ pages: number; afterMs: number; ms: number }>;
}

/**
 * Starts a stamping build (src/views/review-page.ts): the pages are stamped into distDir once Astro has rendered
 * their shell, from the same dataset the pages are built from (its cache is shared across module copies).
 */
export function startReviewPageStamping(distDir: string): ReviewPageStamping {
  const buildStarted = performance.now();
  let arrived = false;
  const done = expectReviewPageShell().then(async (shell) => {
    arrived = true;
    const started = performance.now();
    const { pages } = await stampReviewPages(distDir, getReviewsDataset(), shell);
    const now = performance.now();
    return { pages, afterMs: now - buildStarted, ms: now - started };
  });
  done.catch(() => {}); // awaited by finish(); a build that fails before then must not see it unhandled
  return {
    async finish() {
      endReviewPageStamping();
      if (!arrived) {
        throw new Error(
          `The review page shell (/reviews/${REVIEW_PAGE_SHELL_ID}/) never reached the stamper: src/middleware.ts hands it over.`,
        );
      }
      const result = await done;
      await rm(join(distDir, 'reviews', REVIEW_PAGE_SHELL_ID), { recursive: true });
      return result;
    },
  };
}
