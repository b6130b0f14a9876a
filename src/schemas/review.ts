import { z } from 'zod';
import { HttpUrl, IsoDate, ReviewId, Slug } from './primitives.ts';

export const OwnerReply = z.object({
  text: z.string().min(1).max(5000),
  date: IsoDate,
});

export const Mentions = z.object({
  technicians: z.array(Slug).describe('Technician ids'),
  services: z.array(Slug).describe('Service ids'),
  service_areas: z.array(Slug).describe('Service area ids'),
});

const reviewFields = {
  id: ReviewId,
  author: z.string().min(1).max(120).describe('Display name as the reviewer gave it'),
  author_avatar_url: HttpUrl.nullable(),
  rating: z.int().min(1).max(5),
  date: IsoDate,
  text: z.string().min(1).max(20000).nullable().describe('null for a rating-only review'),
  source: z.string().regex(/^[a-z0-9_-]+$/).describe('Where it was posted: google, facebook, yelp, bbb, direct ...'),
  source_url: HttpUrl.nullable(),
  owner_reply: OwnerReply.nullable().describe("The business's public reply"),
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
  author_avatar_url: reviewFields.author_avatar_url.default(null),
  source_url: reviewFields.source_url.default(null),
  owner_reply: reviewFields.owner_reply.default(null),
  verified: z.literal(true).default(true).describe('Only verified reviews are published'),
  corrected_on: IsoDate.optional().describe('Set when an editor corrects the review; moves the dataset\'s `updated` date'),
  tags: Mentions.partial()
    .optional()
    .describe('Explicit mentions, added to what the build finds in the text'),
});

export type Review = z.infer<typeof Review>;
export type ReviewInput = z.infer<typeof ReviewInput>;
export type Mentions = z.infer<typeof Mentions>;
