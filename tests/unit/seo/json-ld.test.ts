import { describe, expect, it } from 'vitest';
import { buildReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { loadContent } from '../../../src/content/load-content.ts';
import type { Review } from '../../../src/schemas/review.ts';
import type { ReviewsDataset } from '../../../src/schemas/reviews-dataset.ts';
import { aggregateRating } from '../../../src/datasets/aggregate-rating.ts';
import { businessJsonLd, jsonLdScriptContent, reviewJsonLd } from '../../../src/seo/json-ld.ts';

const BASE = 'https://reviews.example';
const real = buildReviewsDataset(loadContent('content'));

function review(overrides: Partial<Review>): Review {
  return {
    id: '01JGZK3M2B8Q5WCX4T7N9RDF00',
    author: 'Pat',
    author_avatar_url: null,
    rating: 4,
    date: '2025-01-01',
    text: 'Good work.',
    source: 'google',
    source_url: null,
    owner_reply: null,
    corrected_on: null,
    verified: true,
    mentions: { technicians: [], services: [], service_areas: [] },
    ...overrides,
  };
}

function datasetOf(reviews: Review[]): ReviewsDataset {
  return { ...real, reviews, aggregate_rating: aggregateRating(reviews) };
}

describe('businessJsonLd', () => {
  const graph = businessJsonLd(real, BASE) as Record<string, any>;

  it('describes the business as a schema.org RoofingContractor with address, geo and telephone', () => {
    const { business } = real;
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@type']).toBe('RoofingContractor');
    expect(graph.name).toBe(business.name);
    expect(graph.telephone).toBe(business.telephone);
    expect(graph.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: business.address.street_address,
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postal_code,
      addressCountry: business.address.country,
    });
    expect(graph.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    });
    expect(graph.openingHours).toEqual(business.opening_hours);
    expect(graph.areaServed.map((a: { name: string }) => a.name)).toEqual(business.service_areas.map((a) => a.name));
  });

  it('carries the aggregate rating of the dataset', () => {
    expect(graph.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: real.aggregate_rating.rating_value,
      reviewCount: real.aggregate_rating.review_count,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('lists the newest reviews, each with author, date, rating and a link to its page', () => {
    const reviews = Array.from({ length: 15 }, (_, i) =>
      review({
        id: `01JGZK3M2B8Q5WCX4T7N9RDF${String(i).padStart(2, '0')}`,
        rating: (i % 5) + 1,
        author: `Author ${i}`,
      }),
    );
    const many = businessJsonLd(datasetOf(reviews), BASE, 10) as Record<string, any>;
    expect(many.review).toHaveLength(10);
    expect(many.review.map((r: { url: string }) => r.url)).toEqual(
      reviews.slice(0, 10).map((r) => `${BASE}/reviews/${r.id}/`),
    );
    expect(many.review[3]).toEqual({
      '@type': 'Review',
      '@id': `${BASE}/reviews/${reviews[3]!.id}/`,
      url: `${BASE}/reviews/${reviews[3]!.id}/`,
      author: { '@type': 'Person', name: 'Author 3' },
      datePublished: '2025-01-01',
      reviewBody: 'Good work.',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it('gives a rating-only review no reviewBody', () => {
    const graphOf = businessJsonLd(datasetOf([review({ text: null })]), BASE) as Record<string, any>;
    expect(graphOf.review[0]).not.toHaveProperty('reviewBody');
  });

  it('leaves out aggregateRating when there are no reviews (a reviewCount of 0 is invalid for consumers)', () => {
    const empty = businessJsonLd(datasetOf([]), BASE) as Record<string, any>;
    expect(empty).not.toHaveProperty('aggregateRating');
    expect(empty.review).toEqual([]);
  });
});

describe('reviewJsonLd', () => {
  it('is a Review of the business, with the business name, address and telephone', () => {
    const graph = reviewJsonLd(review({ rating: 2 }), real.business, BASE) as Record<string, any>;
    expect(graph['@type']).toBe('Review');
    expect(graph.reviewRating.ratingValue).toBe(2);
    expect(graph.itemReviewed).toMatchObject({
      '@type': 'RoofingContractor',
      '@id': `${BASE}/#business`,
      name: real.business.name,
      telephone: real.business.telephone,
      address: { streetAddress: real.business.address.street_address },
    });
  });
});

describe('jsonLdScriptContent', () => {
  it('cannot be broken out of by review text, and parses back to the same data', () => {
    const data = businessJsonLd(
      datasetOf([review({ text: 'Great </script><script>alert(1)</script> <!-- job' })]),
      BASE,
    );
    const content = jsonLdScriptContent(data);
    expect(content).not.toMatch(/<\/script/i);
    expect(content).not.toContain('<!--');
    expect(JSON.parse(content)).toEqual(data);
  });
});
