import { z } from 'zod';
import { HttpUrl, IsoDate } from './primitives.ts';
import { Mentions, OwnerReply } from './review.ts';

/** Review fields beyond what JSON Feed defines, carried by each item under `_review`. */
export const JsonFeedReviewExtension = z.object({
  rating: z.int().min(1).max(5),
  date: IsoDate,
  source: z.string(),
  source_url: HttpUrl.nullable(),
  verified: z.boolean(),
  owner_reply: OwnerReply.nullable(),
  corrected_on: IsoDate.nullable(),
  mentions: Mentions,
});

export const JsonFeedItem = z.object({
  id: z.string().describe('The review id'),
  url: HttpUrl.describe("The review's page on the site"),
  title: z.string(),
  content_text: z.string(),
  date_published: z.iso.datetime(),
  date_modified: z.iso
    .datetime()
    .optional()
    .describe('When a reply or a correction changed the entry after publication'),
  authors: z.array(z.object({ name: z.string(), avatar: HttpUrl.optional() })).min(1),
  _review: JsonFeedReviewExtension,
});

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1) of the 50 newest reviews. */
export const JsonFeed = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string(),
  home_page_url: HttpUrl,
  feed_url: HttpUrl,
  description: z.string(),
  language: z.string(),
  authors: z.array(z.object({ name: z.string(), url: HttpUrl.optional() })),
  hubs: z.array(z.object({ type: z.literal('WebSub'), url: HttpUrl })),
  items: z.array(JsonFeedItem).max(50),
});

export type JsonFeed = z.infer<typeof JsonFeed>;
