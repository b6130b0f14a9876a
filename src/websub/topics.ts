import { topicContentType } from '../artifacts/static-artifacts.ts';
import { absolute, paths, siteUrl, topicPaths, type TopicPath } from '../site.ts';

/** Short, key-safe ids of the three topics (used in Blobs keys and jobs). */
export const topicIds = ['atom', 'json-feed', 'reviews'] as const;
export type TopicId = (typeof topicIds)[number];

const pathOf: Record<TopicId, TopicPath> = {
  atom: paths.atomFeed,
  'json-feed': paths.jsonFeed,
  reviews: paths.reviews,
};

export const topicPath = (id: TopicId): TopicPath => pathOf[id];
export const topicUrl = (id: TopicId, base = siteUrl()) => absolute(pathOf[id], base);
export const topicType = (id: TopicId): string => topicContentType(pathOf[id])!;
export const isTopicId = (value: unknown): value is TopicId => (topicIds as readonly unknown[]).includes(value);

/**
 * The topic a URL names, or null. The origin must be the site's (or the origin the request came in on, so that a
 * deploy URL works too); the path must be one of the three topic paths, with no query or fragment.
 */
export function topicFromUrl(value: string, origins: readonly string[]): TopicId | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.search || url.hash || !origins.includes(url.origin)) return null;
  const id = topicIds.find((t) => pathOf[t] === url.pathname);
  return id && (topicPaths as readonly string[]).includes(url.pathname) ? id : null;
}
