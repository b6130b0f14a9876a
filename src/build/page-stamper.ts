import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { join } from 'node:path';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { paths } from '../site.ts';
import { getReviewsDataset } from '../datasets/reviews-dataset.ts';
import { listingPageContent } from '../views/listing-page.ts';
import {
  endPageStamping,
  expectPageShells,
  LAYOUT_SLOTS,
  SHELL_PATHS,
  STAMPED_KINDS,
  type PageSlot,
  type StampedKind,
} from '../views/page-shells.ts';
import { REVIEW_PAGE_SLOTS, reviewPageContent } from '../views/review-page.ts';
import { siteViews } from '../views/review-views.ts';

/** The shell cut at its slots: literal text, then alternately a slot and the literal text after it. */
export interface ShellTemplate<C> {
  literals: string[];
  slots: PageSlot<C>[];
}

/** Cuts a rendered shell at its slots; each slot must appear exactly once, or the shell is not what we stamp from. */
export function parseShell<C>(html: string, slots: readonly PageSlot<C>[]): ShellTemplate<C> {
  const found = slots
    .map((slot) => {
      const at = html.indexOf(slot.inShell);
      if (at < 0 || html.indexOf(slot.inShell, at + 1) >= 0) {
        throw new Error(
          `The page shell has its ${slot.name} slot ${at < 0 ? 'nowhere' : 'more than once'}: ` +
            `the layout must show each of ${slots.map((s) => s.name).join(', ')} exactly once.`,
        );
      }
      return { slot, at };
    })
    .sort((a, b) => a.at - b.at);
  const literals: string[] = [];
  let from = 0;
  for (const { slot, at } of found) {
    literals.push(html.slice(from, at));
    from = at + slot.inShell.length;
  }
  literals.push(html.slice(from));
  return { literals, slots: found.map(({ slot }) => slot) };
}

/** A kind of page stamped from a shell: how many there are, each one's content and where it goes. */
export interface StampedPages<C> {
  kind: StampedKind;
  slots: readonly PageSlot<C>[];
  count(dataset: ReviewsDataset): number;
  content(dataset: ReviewsDataset, position: number): C;
  path(dataset: ReviewsDataset, position: number): string;
}

export const REVIEW_PAGES: StampedPages<ReturnType<typeof reviewPageContent>> = {
  kind: 'review',
  slots: REVIEW_PAGE_SLOTS,
  count: (dataset) => dataset.reviews.length,
  content: reviewPageContent,
  path: (dataset, position) => paths.reviewPage(dataset.reviews[position]!.id),
};

/** Listing pages 2..N (page 1, /reviews/, Astro renders). */
export const LISTING_PAGES: StampedPages<ReturnType<typeof listingPageContent>> = {
  kind: 'listing',
  slots: LAYOUT_SLOTS,
  count: (dataset) => siteViews(dataset).pageCount - 1,
  content: (dataset, position) => listingPageContent(dataset, position + 2),
  path: (_, position) => paths.reviewListPage(position + 2),
};

/**
 * Pages written between two turns of the event loop, so that Astro's rendering and the workers' messages go on. The
 * pages are written synchronously, one after another, by this thread: written from the file system's thread pool (16
 * in flight, four threads creating entries in one folder at once) the same 105,000 files took 1.3 to 3.4 times the
 * CPU time, most of it in the kernel (docs/benchmarks.md, "Pages written one after another").
 */
const PAGES_PER_TURN = 100;

/**
 * Writes every page of a kind into distDir from its shell's HTML. The pages are byte for byte what Astro renders for
 * them (tests/unit/reproducible-build.test.ts builds both ways and compares).
 */
export async function stampPages<C>(
  distDir: string,
  pages: StampedPages<C>,
  dataset: ReviewsDataset,
  shellHtml: string,
): Promise<{ pages: number }> {
  const template = parseShell(shellHtml, pages.slots);
  const count = pages.count(dataset);
  for (let position = 0; position < count; position += 1) {
    if (position > 0 && position % PAGES_PER_TURN === 0) await nextTurn();
    const page = pages.content(dataset, position);
    let html = template.literals[0]!;
    template.slots.forEach((slot, i) => {
      html += slot.fill(page) + template.literals[i + 1]!;
    });
    const dir = join(distDir, pages.path(dataset, position));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), html);
  }
  return { pages: count };
}

/** A build's stamping: started with the build, finished by its done hook. */
export interface PageStamping {
  /**
   * Waits for the pages, removes the shells Astro wrote and ends stamping; fails when a shell never arrived. Gives
   * the number of pages of each kind, when the last page was written after the build started and how long the
   * stamping took from the first shell's arrival (ms).
   */
  finish(): Promise<{ pages: Record<StampedKind, number>; afterMs: number; ms: number }>;
}

/**
 * Starts a stamping build (src/views/page-shells.ts): the pages of each kind are stamped into distDir once Astro has
 * rendered their shell, from the same dataset the pages are built from (its cache is shared across module copies).
 */
export function startPageStamping(distDir: string): PageStamping {
  const buildStarted = performance.now();
  const shells = expectPageShells();
  const arrived = new Set<StampedKind>();
  let started = Infinity;
  let ended = 0;
  const stamp = <C>(pages: StampedPages<C>) =>
    shells[pages.kind].then(async (shell) => {
      arrived.add(pages.kind);
      started = Math.min(started, performance.now());
      const stamped = await stampPages(distDir, pages, getReviewsDataset(), shell);
      ended = Math.max(ended, performance.now());
      return stamped;
    });
  const done = Promise.all([stamp(REVIEW_PAGES), stamp(LISTING_PAGES)]);
  done.catch(() => {}); // awaited by finish(); a build that fails before then must not see it unhandled
  return {
    async finish() {
      endPageStamping();
      const missing = STAMPED_KINDS.filter((kind) => !arrived.has(kind));
      if (missing.length) {
        throw new Error(
          `The page shell ${missing.map((kind) => SHELL_PATHS[kind]).join(' and ')} never reached the stamper: ` +
            'src/middleware.ts hands it over.',
        );
      }
      const [reviews, listings] = await done;
      for (const kind of STAMPED_KINDS) await rm(join(distDir, SHELL_PATHS[kind]), { recursive: true });
      return {
        pages: { review: reviews.pages, listing: listings.pages },
        afterMs: ended - buildStarted,
        ms: ended - started,
      };
    },
  };
}
