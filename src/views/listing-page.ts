import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { formatRating, plural } from './format.ts';
import { listingPageMainHtml, pageNoteOf } from './listing-html.ts';
import { pagesStamped, SHELL_ID, type StampedPageContent } from './page-shells.ts';
import { siteViews } from './review-views.ts';

/**
 * A listing page (/reviews/ is page 1, /reviews/page/N/ the others) as the layout's inputs plus the page's markup.
 * src/components/StampedPage.astro renders it through Astro; a build renders pages 2..N only once, as a shell (the
 * layout's slots, LAYOUT_SHELL), and stamps them from it like the review pages (src/views/page-shells.ts).
 */
export type ListingPageProps = { page: number } | { shell: true };

/** The listing pages after the first that Astro renders: every one, or in a stamping build only the shell. */
export function listingPagePaths(dataset: ReviewsDataset): { params: { page: string }; props: ListingPageProps }[] {
  if (pagesStamped()) return [{ params: { page: SHELL_ID }, props: { shell: true } }];
  return Array.from({ length: Math.max(0, siteViews(dataset).pageCount - 1) }, (_, i) => ({
    params: { page: String(i + 2) },
    props: { page: i + 2 },
  }));
}

export function listingPageContent(dataset: ReviewsDataset, page: number): StampedPageContent {
  const listing = siteViews(dataset).listingPage(page);
  const { business, aggregate_rating: rating } = dataset;
  const pageNote = pageNoteOf(listing);
  return {
    title: `Customer reviews${pageNote} · ${business.name}`,
    description:
      `Verified customer reviews of ${business.name}${pageNote}, newest first` +
      (rating.review_count > 0
        ? `: rated ${formatRating(rating.rating_value)} out of 5 by ${plural(rating.review_count, 'customer')}.`
        : '.'),
    canonicalPath: listing.url,
    mainHtml: listingPageMainHtml(listing, business.name, rating),
  };
}
