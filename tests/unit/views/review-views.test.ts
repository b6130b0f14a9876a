import { describe, expect, it } from 'vitest';
import { aggregateRating } from '../../../src/datasets/aggregate-rating.ts';
import { buildReviewsDataset } from '../../../src/datasets/reviews-dataset.ts';
import { loadContent } from '../../../src/content/load-content.ts';
import type { Review } from '../../../src/schemas/review.ts';
import { buildSiteViews, REVIEWS_PER_PAGE } from '../../../src/views/review-views.ts';
import { formatDay, formatOpeningHours, sourceLabel } from '../../../src/views/format.ts';

const real = buildReviewsDataset(loadContent('content'));

function reviews(count: number): Review[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `01JGZK3M2B8Q5WCX4T7N9R${String(count - i).padStart(4, '0')}`,
    author: `Author ${i}`,
    author_avatar_url: null,
    rating: 5,
    date: '2025-01-01',
    text: 'Fine.',
    source: 'yelp',
    source_url: null,
    owner_reply: null,
    corrected_on: null,
    verified: true,
    mentions: { technicians: ['dave-kowalski'], services: ['gutters', 'no-longer-offered'], service_areas: ['erie'] },
  }));
}

describe('site views', () => {
  const list = reviews(REVIEWS_PER_PAGE * 2 + 3);
  const views = buildSiteViews({ ...real, reviews: list, aggregate_rating: aggregateRating(list) });

  it('splits the reviews into listing pages in dataset order', () => {
    expect(views.pageCount).toBe(3);
    expect(views.listingPage(1).url).toBe('/reviews/');
    expect(views.listingPage(3).url).toBe('/reviews/page/3/');
    const ids = [1, 2, 3].flatMap((p) => views.listingPage(p).reviews.map((v) => v.review.id));
    expect(ids).toEqual(list.map((r) => r.id));
    expect(views.listingPage(3).reviews).toHaveLength(3);
  });

  it('knows for each review its listing page and its newer and older neighbours', () => {
    const first = views.review(0);
    const onPageTwo = views.review(REVIEWS_PER_PAGE);
    const last = views.review(views.reviewCount - 1);
    expect(first.newer).toBeNull();
    expect(first.older).toEqual({ url: `/reviews/${list[1]!.id}/`, author: 'Author 1' });
    expect(onPageTwo.listPage).toBe(2);
    expect(last.older).toBeNull();
    expect(last.listPage).toBe(3);
  });

  it('names mentioned technicians, services and areas, keeping an unknown id as it is', () => {
    const view = views.review(0);
    expect(view.technicians).toEqual(['Dave Kowalski']);
    expect(view.services).toEqual(['Gutter installation and repair', 'no-longer-offered']);
    expect(view.serviceAreas).toEqual(['Erie']);
    expect(view.url).toBe(`/reviews/${list[0]!.id}/`);
    expect(view.sourceLabel).toBe('Yelp');
  });

  it('has one empty listing page when there are no reviews', () => {
    const empty = buildSiteViews({ ...real, reviews: [], aggregate_rating: aggregateRating([]) });
    expect(empty.pageCount).toBe(1);
    expect(empty.listingPage(1).reviews).toEqual([]);
  });
});

describe('format', () => {
  it('formats days in UTC whatever the machine time zone', () => {
    expect(formatDay('2025-06-14')).toBe('June 14, 2025');
    expect(formatDay('2024-02-29')).toBe('February 29, 2024');
  });

  it('turns schema.org opening hours into words and keeps what it cannot read', () => {
    expect(formatOpeningHours('Mo-Fr 07:00-18:00')).toBe('Mon–Fri, 7 am – 6 pm');
    expect(formatOpeningHours('Sa 08:30-13:00')).toBe('Sat, 8:30 am – 1 pm');
    expect(formatOpeningHours('Mo,We,Fr 12:00-00:00')).toBe('Mon, Wed, Fri, 12 pm – 12 am');
    expect(formatOpeningHours('by appointment')).toBe('by appointment');
  });

  it('names review sources', () => {
    expect(sourceLabel('bbb')).toBe('BBB');
    expect(sourceLabel('google')).toBe('Google');
    expect(sourceLabel('angies_list')).toBe('Angies list');
  });
});
