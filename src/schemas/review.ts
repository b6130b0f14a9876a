import { z } from 'zod';
import { HttpUrl, IsoDate, plainText, ReviewId, Slug } from './primitives.ts';

const ownerReplyText = z.string().min(1).max(5000);

export const OwnerReply = z.object({
  text: ownerReplyText,
  date: IsoDate,
});

export const Mentions = z.object({
  technicians: z.array(Slug).describe('Technician ids'),
  services: z.array(Slug).describe('Service ids'),
  service_areas: z.array(Slug).describe('Service area ids'),
});

const authorName = z.string().min(1).max(120);
const reviewText = z.string().min(1).max(20000);

const reviewFields = {
  id: ReviewId,
  author: authorName.describe('Display name as the reviewer gave it'),
  author_avatar_url: HttpUrl.nullable(),
  rating: z.int().min(1).max(5),
  date: IsoDate,
  text: reviewText.nullable().describe('null for a rating-only review'),
  source: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .describe('Where it was posted: google, facebook, yelp, bbb, direct ...'),
  source_url: HttpUrl.nullable(),
  owner_reply: OwnerReply.nullable().describe("The business's public reply"),
  corrected_on: IsoDate.nullable().describe('The day an editor last corrected the review at its source, or null'),
  verified: z.boolean(),
};

/** A review as served everywhere: /reviews.json, search, since, feeds and MCP. */
export const Review = z.object({
  ...reviewFields,
  mentions: Mentions.describe('Ids resolved at build time from the text and explicit tags'),
});

/** A review as an editor writes it in content/reviews/*.json. Mentions are resolved at build. */
export const ReviewInput = z.strictObject({
  ...reviewFields,
  // Free text is checked for characters that would break the feeds (the served shape needs no second check).
  author: plainText(authorName).describe(reviewFields.author.description!),
  text: plainText(reviewText).nullable().describe(reviewFields.text.description!),
  author_avatar_url: reviewFields.author_avatar_url.default(null),
  source_url: reviewFields.source_url.default(null),
  owner_reply: z
    .object({ text: plainText(ownerReplyText), date: IsoDate })
    .nullable()
    .default(null)
    .describe(reviewFields.owner_reply.description!),
  verified: z.literal(true).default(true).describe('Only verified reviews are published'),
  corrected_on: IsoDate.optional().describe(
    "Set when an editor corrects the review; moves the dataset's `updated` date and the feed entry's",
  ),
  tags: Mentions.partial().optional().describe('Explicit mentions, added to what the build finds in the text'),
});

export type Review = z.infer<typeof Review>;
export type ReviewInput = z.infer<typeof ReviewInput>;
export type Mentions = z.infer<typeof Mentions>;
