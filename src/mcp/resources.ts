import { absolute, paths } from '../site.ts';
import { datasetOf, type ReviewIndex } from '../query/review-index.ts';

/** The three datasets as MCP resources: the same JSON the site serves at their URLs, which are also their URIs. */
export interface DatasetResource {
  name: string;
  title: string;
  description: string;
  uri: string;
  /**
   * Its size in an answer (a JSON string: src/mcp/limits.ts, answerBytesOf) or a lower bound of it, where known without
   * making the text: a dataset too large for one answer is never made.
   */
  bytes?(): number;
  text(): string;
}

/** The published bytes of the datasets that are not derived from the review index here. */
export interface PublishedTexts {
  /** /insights.json: its bytes, and its size in an answer without them (at scale it is too large for one answer). */
  insights: { text(): string; bytes(): number };
  /** /api/feed.json: read from the build's file, so the resource is the served feed byte for byte. */
  feed: () => string;
}

export function datasetResources(index: ReviewIndex, published: PublishedTexts, baseUrl: string): DatasetResource[] {
  const once = (make: () => string) => {
    let text: string | undefined;
    return () => (text ??= make());
  };
  return [
    {
      name: 'reviews',
      title: 'Reviews dataset',
      description: 'The business, its aggregate rating and every verified review, newest first (as /reviews.json).',
      uri: absolute(paths.reviews, baseUrl),
      bytes: () => index.datasetBytes,
      text: once(() => JSON.stringify(datasetOf(index))),
    },
    {
      name: 'insights',
      title: 'Insights dataset',
      description:
        'Aspect-based sentiment analysis of the reviews: aspects, entities, topics, FAQ, summary (as /insights.json).',
      uri: absolute(paths.insights, baseUrl),
      bytes: published.insights.bytes,
      text: published.insights.text,
    },
    {
      name: 'feed',
      title: 'JSON Feed of the newest reviews',
      description: 'The 50 newest reviews as a JSON Feed 1.1 document (as /api/feed.json).',
      uri: absolute(paths.jsonFeed, baseUrl),
      text: once(published.feed),
    },
  ];
}
