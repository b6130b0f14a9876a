import type { AggregateRating } from '../schemas/reviews-dataset.ts';
import { paths } from '../site.ts';
import { escapeHtml } from '../text/html.ts';
import { formatRating, plural } from './format.ts';
import { pageWindow } from './pagination.ts';
import { reviewCardHtml, starRatingHtml } from './review-html.ts';
import type { ListingPage } from './review-views.ts';

/**
 * The markup of a listing page (/reviews/ and /reviews/page/N/) inside the layout, as HTML strings: the one
 * implementation behind src/components/StampedPage.astro and the listing pages the build stamps without Astro
 * (src/build/page-stamper.ts).
 */

/** " (page 2 of 40)" when there is more than one page. */
export const pageNoteOf = (listing: ListingPage) =>
  listing.pageCount > 1 ? ` (page ${listing.page} of ${listing.pageCount})` : '';

/** Previous / numbered / next links between the listing pages; the current page is marked for assistive technology. */
export function paginationHtml(page: number, pageCount: number): string {
  if (pageCount <= 1) return '';
  const link = (to: number, rest: string) => `<a href="${escapeHtml(paths.reviewListPage(to))}"${rest}>`;
  const newer =
    page > 1
      ? `${link(page - 1, ' class="page-step" rel="prev"')}← Newer<span class="visually-hidden"> reviews</span></a>`
      : '<span class="page-step is-disabled" aria-hidden="true">← Newer</span>';
  const older =
    page < pageCount
      ? `${link(page + 1, ' class="page-step" rel="next"')}Older<span class="visually-hidden"> reviews</span> →</a>`
      : '<span class="page-step is-disabled" aria-hidden="true">Older →</span>';
  const items = pageWindow(page, pageCount)
    .map((item) =>
      item === 'gap'
        ? '<li class="page-gap" aria-hidden="true">…</li>'
        : `<li>${link(item, item === page ? ' aria-current="page"' : '')}` +
          `<span class="visually-hidden">Page </span>${item}</a></li>`,
    )
    .join('');
  return `<nav class="pagination" aria-label="Review pages">${newer}<ol class="page-numbers">${items}</ol>${older}</nav>`;
}

/** One listing page inside the layout: breadcrumbs, the rating, which reviews it shows, their cards, the pages. */
export function listingPageMainHtml(listing: ListingPage, businessName: string, rating: AggregateRating): string {
  const first = listing.firstIndex + 1;
  const last = listing.firstIndex + listing.reviews.length;
  const pageNote = pageNoteOf(listing);
  const summary =
    rating.review_count > 0
      ? `<p class="page-summary">${starRatingHtml(rating.rating_value)}<span><strong>` +
        `${formatRating(rating.rating_value)}</strong> out of 5 from ${escapeHtml(plural(rating.review_count, 'verified review'))}` +
        '</span></p>'
      : '';
  const range =
    listing.reviews.length > 0
      ? `<p class="page-range">Showing reviews ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')}, ` +
        `newest first${pageNote ? `; page ${listing.page} of ${listing.pageCount}` : ''}.</p>`
      : '';
  const reviews =
    listing.reviews.length > 0
      ? `<div class="review-list">${listing.reviews.map((view) => reviewCardHtml(view, businessName, 2)).join('')}</div>`
      : '<p>No reviews have been published yet.</p>';
  return (
    '<div class="container section narrow">\n' +
    '<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li>' +
    `<li><a href="${escapeHtml(listing.url)}" aria-current="page">Reviews</a></li></ol></nav>\n` +
    `<header class="page-head"><h1>Customer reviews</h1>${summary}${range}</header>\n` +
    `${reviews}\n${paginationHtml(listing.page, listing.pageCount)}\n` +
    '</div>'
  );
}
