import type { JsonFeed } from '../schemas/json-feed.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { absolute, paths, siteUrl } from '../site.ts';
import { dayToInstant, entryUpdated, feedReviews, feedText, feedTitle, feedTitleOf } from './feed-entries.ts';

export function buildJsonFeed(dataset: ReviewsDataset, base = siteUrl()): JsonFeed {
  const { business } = dataset;
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitleOf(dataset),
    home_page_url: `${base}/`,
    feed_url: absolute(paths.jsonFeed, base),
    description: `Verified customer reviews of ${business.name}, newest first.`,
    language: 'en-US',
    authors: [{ name: business.name, url: business.url }],
    hubs: [{ type: 'WebSub', url: absolute(paths.hub, base) }],
    items: feedReviews(dataset).map((review) => ({
      id: review.id,
      url: absolute(paths.reviewPage(review.id), base),
      title: feedTitle(review),
      content_text: feedText(review),
      date_published: dayToInstant(review.date),
      // Only entries that changed after publication (a reply or a correction) say when.
      ...(entryUpdated(review) !== review.date ? { date_modified: dayToInstant(entryUpdated(review)) } : {}),
      authors: [
        review.author_avatar_url ? { name: review.author, avatar: review.author_avatar_url } : { name: review.author },
      ],
      _review: {
        rating: review.rating,
        date: review.date,
        source: review.source,
        source_url: review.source_url,
        verified: review.verified,
        owner_reply: review.owner_reply,
        corrected_on: review.corrected_on,
        mentions: review.mentions,
      },
    })),
  };
}
