import { jsonLdScriptContent, reviewJsonLd } from '../seo/json-ld.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { paths } from '../site.ts';
import {
  LAYOUT_SHELL,
  LAYOUT_SLOTS,
  pagesStamped,
  SHELL_ID,
  type PageSlot,
  type StampedPageContent,
} from './page-shells.ts';
import { reviewPageMainHtml } from './review-html.ts';
import { siteViews } from './review-views.ts';

/**
 * A review's own page (/reviews/{id}/, the permalink both feeds link to), as the layout's inputs plus the page's
 * markup. src/pages/reviews/[id].astro renders it through Astro; a build renders it through Astro only once, as a
 * shell whose per-review parts are marked slots, and stamps every review's page from that shell
 * (src/build/page-stamper.ts): Astro's per-page pipeline and garbage cost about 0.65 ms of CPU per page, which
 * at 100k reviews is over a minute of a 2-core build.
 */
export interface ReviewPageContent extends StampedPageContent {
  jsonLd: Record<string, unknown>;
}

export type ReviewPageProps = { position: number } | { shell: true };

/** The review pages Astro renders: every review, or in a stamping build only the shell. */
export function reviewPagePaths(dataset: ReviewsDataset): { params: { id: string }; props: ReviewPageProps }[] {
  if (pagesStamped()) return [{ params: { id: SHELL_ID }, props: { shell: true } }];
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

/** The shell's JSON-LD: ASCII that JSON-LD's escaping leaves as it is. */
const SHELL_JSON_LD = { '@context': 'stamp-slot-json-ld' };

/** The slots of the review page shell: the layout's, and the JSON-LD (escaped as Astro does there: < as \u003c). */
export const REVIEW_PAGE_SLOTS: readonly PageSlot<ReviewPageContent>[] = [
  ...LAYOUT_SLOTS,
  { name: 'JSON-LD', inShell: jsonLdScriptContent(SHELL_JSON_LD), fill: (page) => jsonLdScriptContent(page.jsonLd) },
];

/** What the shell page renders: each slot's marker in place of a review's value. */
export const REVIEW_PAGE_SHELL: ReviewPageContent = { ...LAYOUT_SHELL, jsonLd: SHELL_JSON_LD };
