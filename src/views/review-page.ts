import { jsonLdScriptContent, reviewJsonLd } from '../seo/json-ld.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { escapeAttribute, escapeHtml } from '../text/html.ts';
import { paths } from '../site.ts';
import { reviewPageMainHtml } from './review-html.ts';
import { siteViews } from './review-views.ts';

/**
 * A review's own page (/reviews/{id}/, the permalink both feeds link to), as the layout's inputs plus the page's
 * markup. src/pages/reviews/[id].astro renders it through Astro; a build renders it through Astro only once, as a
 * shell whose per-review parts are marked slots, and stamps every review's page from that shell
 * (src/build/review-page-stamper.ts): Astro's per-page pipeline and garbage cost about 0.65 ms of CPU per page, which
 * at 100k reviews is over a minute of a 2-core build.
 */
export interface ReviewPageContent {
  title: string;
  description: string;
  canonicalPath: string;
  jsonLd: Record<string, unknown>;
  /** Everything inside the layout's <main>. */
  mainHtml: string;
}

export type ReviewPageProps = { position: number } | { shell: true };

/** The id of the one page Astro renders in a stamping build; the stamper reads it, then removes it. */
export const REVIEW_PAGE_SHELL_ID = '_stamp-shell';

const STAMPING = Symbol.for('reviews.review-page-stamping');
type StampingSlot = { [STAMPING]?: PromiseWithResolvers<string> };
const slot = globalThis as StampingSlot;

/**
 * Starts a stamping build: Astro will render only the shell, and the returned promise gets its HTML as soon as it is
 * rendered (src/middleware.ts hands it over), so the pages are stamped while Astro renders the rest. The state lives
 * on globalThis, since the pages run a bundled copy of this module. Outside a build (astro dev) Astro renders every
 * review page.
 */
export function expectReviewPageShell(): Promise<string> {
  const shell = Promise.withResolvers<string>();
  slot[STAMPING] = shell;
  return shell.promise;
}

/** Ends stamping (and, at the start of a build that renders every page through Astro, any left from before). */
export function endReviewPageStamping(): void {
  delete slot[STAMPING];
}

export function reviewPagesStamped(): boolean {
  return slot[STAMPING] !== undefined;
}

/** The rendered shell, from the middleware. */
export function handOverReviewPageShell(html: string): void {
  slot[STAMPING]?.resolve(html);
}

/** The review pages Astro renders: every review, or in a stamping build only the shell. */
export function reviewPagePaths(dataset: ReviewsDataset): { params: { id: string }; props: ReviewPageProps }[] {
  if (reviewPagesStamped()) return [{ params: { id: REVIEW_PAGE_SHELL_ID }, props: { shell: true } }];
  return dataset.reviews.map((review, position) => ({ params: { id: review.id }, props: { position } }));
}

export function reviewPageContent(dataset: ReviewsDataset, position: number): ReviewPageContent {
  const view = siteViews(dataset).review(position);
  const { review } = view;
  const { business } = dataset;
  const excerpt = review.text
    ? review.text.length > 150
      ? `${review.text.slice(0, 147).trimEnd()}…`
      : review.text
    : `Rated ${review.rating} out of 5 with no written review.`;
  return {
    title: `${review.rating}-star review by ${review.author} · ${business.name}`,
    description: `${review.author} rated ${business.name} ${review.rating} out of 5 on ${view.dateLabel}: ${excerpt}`,
    canonicalPath: view.url,
    jsonLd: reviewJsonLd(review, business),
    mainHtml: reviewPageMainHtml(view, business.name, paths.reviewListPage(view.listPage)),
  };
}

/**
 * The slots of the shell: what the shell page is given for each (ASCII without characters HTML escapes, so it reaches
 * the file unchanged), the text that puts in the file, and how a review's value is written in its place, escaped as
 * Astro escapes that spot (text: & < > " '; attribute values: & and "; JSON-LD: < as \u003c).
 */
const SHELL_JSON_LD = { '@context': 'stamp-slot-json-ld' };
const marker = (name: string) => `stamp-slot-${name}`;

export const REVIEW_PAGE_SLOTS = [
  { name: 'title', inShell: marker('title'), fill: (page: ReviewPageContent) => escapeHtml(page.title) },
  {
    name: 'description',
    inShell: marker('description'),
    fill: (page: ReviewPageContent) => escapeAttribute(page.description),
  },
  {
    name: 'canonical path',
    inShell: marker('canonical-path'),
    fill: (page: ReviewPageContent) => escapeAttribute(page.canonicalPath),
  },
  {
    name: 'JSON-LD',
    inShell: jsonLdScriptContent(SHELL_JSON_LD),
    fill: (page: ReviewPageContent) => jsonLdScriptContent(page.jsonLd),
  },
  { name: 'main', inShell: marker('main'), fill: (page: ReviewPageContent) => page.mainHtml },
] as const;

/** What the shell page renders: each slot's marker in place of a review's value. */
export const REVIEW_PAGE_SHELL: ReviewPageContent = {
  title: marker('title'),
  description: marker('description'),
  canonicalPath: marker('canonical-path'),
  jsonLd: SHELL_JSON_LD,
  mainHtml: marker('main'),
};
