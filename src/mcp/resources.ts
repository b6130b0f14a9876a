import { buildJsonFeed } from '../artifacts/json-feed.ts';
import { absolute, paths } from '../site.ts';
import type { ReviewsDataset } from '../schemas/reviews-dataset.ts';

/** The three datasets as MCP resources: the same JSON the site serves at their URLs, which are also their URIs. */
export interface DatasetResource {
  name: string;
  title: string;
  description: string;
  uri: string;
  text(): string;
}

/** `insightsText` gives the published /insights.json bytes. */
export function datasetResources(dataset: ReviewsDataset, insightsText: () => string, baseUrl: string): DatasetResource[] {
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
      text: once(() => JSON.stringify(dataset)),
    },
    {
      name: 'insights',
      title: 'Insights dataset',
      description: 'Aspect-based sentiment analysis of the reviews: aspects, entities, topics, FAQ, summary (as /insights.json).',
      uri: absolute(paths.insights, baseUrl),
      text: insightsText,
    },
    {
      name: 'feed',
      title: 'JSON Feed of the newest reviews',
      description: 'The 50 newest reviews as a JSON Feed 1.1 document (as /api/feed.json).',
      uri: absolute(paths.jsonFeed, baseUrl),
      text: once(() => JSON.stringify(buildJsonFeed(dataset, baseUrl))),
    },
  ];
}
