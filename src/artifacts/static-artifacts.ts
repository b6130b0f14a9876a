import { paths, topicPaths } from '../site.ts';

/** The build-time files that are datasets rather than pages: each gets a content-hashed ETag, CORS and 304s. */
export interface StaticArtifact {
  path: string;
  contentType: string;
  /** A WebSub topic: served with Link rel hub and rel self, pushed to subscribers when it changes. */
  topic: boolean;
}

const json = 'application/json; charset=utf-8';

export const staticArtifacts: readonly StaticArtifact[] = [
  { path: paths.reviews, contentType: json, topic: true },
  { path: paths.insights, contentType: json, topic: false },
  { path: paths.jsonFeed, contentType: json, topic: true },
  { path: paths.atomFeed, contentType: 'application/atom+xml; charset=utf-8', topic: true },
  { path: paths.openapi, contentType: json, topic: false },
  { path: '/llms.txt', contentType: 'text/plain; charset=utf-8', topic: false },
];

export const topicContentType = (topic: string) =>
  staticArtifacts.find((a) => a.path === topic && (topicPaths as readonly string[]).includes(a.path))?.contentType;

/**
 * Browsers and widgets revalidate every time (a 304 costs a few hundred bytes); Netlify's CDN keeps static files
 * until the next deploy on its own.
 */
export const DATASET_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Link header of a WebSub topic (WebSub section 4 discovery). */
export function topicLinkHeader(hubUrl: string, topicUrl: string): string {
  return `<${hubUrl}>; rel="hub", <${topicUrl}>; rel="self"`;
}
