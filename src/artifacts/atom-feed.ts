import { Feed } from 'feed';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';
import { absolute, paths, siteUrl } from '../site.ts';
import { escapeHtml, paragraphsToHtml } from '../text/html.ts';
import { dayToInstant, entryUpdated, feedReviews, feedText, feedTitle, feedTitleOf } from './feed-entries.ts';

/** Atom (RFC 4287) feed of the same reviews as the JSON Feed, with rel self, alternate and hub links. */
export function renderAtomFeed(dataset: ReviewsDataset, base = siteUrl()): string {
  const { business } = dataset;
  const feed = new Feed({
    id: absolute(paths.atomFeed, base),
    title: feedTitleOf(dataset),
    description: `Verified customer reviews of ${business.name}, newest first.`,
    link: `${base}/`,
    language: 'en-US',
    // The dataset's last change, never the wall clock: the same content renders byte-identical.
    updated: new Date(dayToInstant(dataset.updated ?? business.founded)),
    generator: false,
    feedLinks: { atom: absolute(paths.atomFeed, base), json: absolute(paths.jsonFeed, base) },
    hub: absolute(paths.hub, base),
    author: { name: business.name, link: business.url },
    copyright: `Reviews © their authors; published by ${business.legal_name}`,
  });
  for (const review of feedReviews(dataset)) {
    const url = absolute(paths.reviewPage(review.id), base);
    feed.addItem({
      id: url,
      link: url,
      // The library types entry titles as html (type="html", CDATA): the title is text, so it goes in escaped, and an
      // author named "<img ...>" reads as those characters instead of becoming markup in the reader.
      title: escapeHtml(feedTitle(review)),
      // Atom content is typed html by the library: the text is escaped, the owner's reply follows it.
      content:
        paragraphsToHtml(feedText(review)) +
        (review.owner_reply
          ? `<p><strong>Reply from ${escapeHtml(business.name)}:</strong></p>${paragraphsToHtml(review.owner_reply.text)}`
          : ''),
      date: new Date(dayToInstant(entryUpdated(review))),
      published: new Date(dayToInstant(review.date)),
      author: [{ name: review.author }],
    });
  }
  return feed.atom1();
}
