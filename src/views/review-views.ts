import type { Business } from '../schemas/business.ts';
import type { Review } from '../schemas/review.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { paths } from '../site.ts';
import { formatDay, sourceLabel } from './format.ts';

/** Reviews on each page of the listing (/reviews/, /reviews/page/2/, ...). */
export const REVIEWS_PER_PAGE = 20;

/** Newest reviews shown on the home page. */
export const HOME_REVIEW_COUNT = 6;

/** Everything a page shows about one review, with ids already turned into names. */
export interface ReviewView {
  review: Review;
  url: string;
  dateLabel: string;
  sourceLabel: string;
  replyDateLabel: string | null;
  /** "June 16, 2025" when an editor corrected the review, else null. */
  correctedLabel: string | null;
  technicians: string[];
  services: string[];
  serviceAreas: string[];
  /** The listing page that holds this review. */
  listPage: number;
  newer: { url: string; author: string } | null;
  older: { url: string; author: string } | null;
}

export interface ListingPage {
  page: number;
  pageCount: number;
  url: string;
  reviews: ReviewView[];
  firstIndex: number;
}

export interface SiteViews {
  business: Business;
  /** Reviews in the dataset; positions run from 0 (newest) to reviewCount - 1. */
  reviewCount: number;
  pageCount: number;
  /** The view of the review at a position, built on demand in O(1): no page holds the views of all reviews. */
  review(position: number): ReviewView;
  /** The views of the reviews at positions start .. end - 1 (clamped to the dataset). */
  slice(start: number, end: number): ReviewView[];
  listingPage(page: number): ListingPage;
}

/** Ids to names: one map per catalogue, built once, so every page looks names up in O(1). */
function nameLookup(business: Business) {
  const technicians = new Map(business.technicians.map((t) => [t.id, t.name]));
  const services = new Map(business.services.map((s) => [s.id, s.label]));
  const areas = new Map(business.service_areas.map((a) => [a.id, a.name]));
  const names = (map: Map<string, string>, ids: string[]) => ids.map((id) => map.get(id) ?? id);
  return (review: Review) => ({
    technicians: names(technicians, review.mentions.technicians),
    services: names(services, review.mentions.services),
    serviceAreas: names(areas, review.mentions.service_areas),
  });
}

export function buildSiteViews(dataset: ReviewsDataset): SiteViews {
  const lookup = nameLookup(dataset.business);
  const reviews = dataset.reviews;
  const neighbour = (index: number) => {
    const other = reviews[index];
    return other ? { url: paths.reviewPage(other.id), author: other.author } : null;
  };
  const viewAt = (index: number): ReviewView => {
    const review = reviews[index];
    if (!review) throw new RangeError(`no review at position ${index} of ${reviews.length}`);
    return {
      review,
      url: paths.reviewPage(review.id),
      dateLabel: formatDay(review.date),
      sourceLabel: sourceLabel(review.source),
      replyDateLabel: review.owner_reply ? formatDay(review.owner_reply.date) : null,
      correctedLabel: review.corrected_on ? formatDay(review.corrected_on) : null,
      ...lookup(review),
      listPage: Math.floor(index / REVIEWS_PER_PAGE) + 1,
      newer: index > 0 ? neighbour(index - 1) : null,
      older: neighbour(index + 1),
    };
  };
  const slice = (start: number, end: number) => {
    const to = Math.min(end, reviews.length);
    return Array.from({ length: Math.max(0, to - start) }, (_, i) => viewAt(start + i));
  };
  const pageCount = Math.max(1, Math.ceil(reviews.length / REVIEWS_PER_PAGE));
  return {
    business: dataset.business,
    reviewCount: reviews.length,
    pageCount,
    review: viewAt,
    slice,
    listingPage(page) {
      const firstIndex = (page - 1) * REVIEWS_PER_PAGE;
      return {
        page,
        pageCount,
        url: paths.reviewListPage(page),
        reviews: slice(firstIndex, firstIndex + REVIEWS_PER_PAGE),
        firstIndex,
      };
    },
  };
}

const cache = new WeakMap<ReviewsDataset, SiteViews>();

/** The views of a dataset, set up once per build and shared by every page. */
export function siteViews(dataset: ReviewsDataset): SiteViews {
  let views = cache.get(dataset);
  if (!views) {
    views = buildSiteViews(dataset);
    cache.set(dataset, views);
  }
  return views;
}
