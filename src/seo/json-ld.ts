import type { Business } from '../schemas/business.ts';
import type { Review } from '../schemas/review.ts';
import type { AggregateRating, ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { absolute, paths, siteUrl } from '../site.ts';

/** schema.org structured data (JSON-LD) for search engines and agents reading the pages. */

type JsonLd = Record<string, unknown>;

/** Reviews embedded in the home page's structured data: the newest ones, like the page shows. */
export const JSON_LD_REVIEW_COUNT = 10;

const businessId = (base: string) => `${base}/#business`;

function postalAddress(business: Business): JsonLd {
  const { address } = business;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street_address,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postal_code,
    addressCountry: address.country,
  };
}

function rating(value: number): JsonLd {
  return { '@type': 'Rating', ratingValue: value, bestRating: 5, worstRating: 1 };
}

function aggregate(aggregateRating: AggregateRating): JsonLd {
  return {
    '@type': 'AggregateRating',
    ratingValue: aggregateRating.rating_value,
    reviewCount: aggregateRating.review_count,
    bestRating: aggregateRating.best_rating,
    worstRating: aggregateRating.worst_rating,
  };
}

/** One review as a schema.org Review, without the item it reviews (the caller adds it where needed). */
function reviewNode(review: Review, base: string): JsonLd {
  const url = absolute(paths.reviewPage(review.id), base);
  return {
    '@type': 'Review',
    '@id': url,
    url,
    author: { '@type': 'Person', name: review.author },
    datePublished: review.date,
    ...(review.text ? { reviewBody: review.text } : {}),
    reviewRating: rating(review.rating),
  };
}

/**
 * The home page's graph: the business as a schema.org RoofingContractor with its address, geo coordinates,
 * telephone, opening hours, areas served, aggregate rating and the newest reviews. A business without reviews gets
 * no aggregateRating (schema.org consumers reject a reviewCount of 0).
 */
export function businessJsonLd(dataset: ReviewsDataset, base = siteUrl(), reviewCount = JSON_LD_REVIEW_COUNT): JsonLd {
  const { business, aggregate_rating: aggregateRating } = dataset;
  return {
    '@context': 'https://schema.org',
    '@type': 'RoofingContractor',
    '@id': businessId(base),
    name: business.name,
    legalName: business.legal_name,
    description: business.description,
    url: business.url,
    mainEntityOfPage: `${base}/`,
    telephone: business.telephone,
    email: business.email,
    foundingDate: business.founded,
    address: postalAddress(business),
    geo: { '@type': 'GeoCoordinates', latitude: business.geo.latitude, longitude: business.geo.longitude },
    openingHours: business.opening_hours,
    areaServed: business.service_areas.map((area) => ({ '@type': 'City', name: area.name })),
    sameAs: business.profiles.map((profile) => profile.url),
    ...(aggregateRating.review_count > 0 ? { aggregateRating: aggregate(aggregateRating) } : {}),
    review: dataset.reviews.slice(0, reviewCount).map((review) => reviewNode(review, base)),
  };
}

/** A review page's graph: the review and the business it reviews (name, address and telephone, by reference). */
export function reviewJsonLd(review: Review, business: Business, base = siteUrl()): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...reviewNode(review, base),
    itemReviewed: {
      '@type': 'RoofingContractor',
      '@id': businessId(base),
      name: business.name,
      telephone: business.telephone,
      address: postalAddress(business),
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element. `<` is escaped so that text such as "</script>" in a
 * review can never end the element early; JSON parsers read `\u003c` back as `<`.
 */
export function jsonLdScriptContent(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
