import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATASET_CACHE_CONTROL, staticArtifacts, topicLinkHeader } from '../artifacts/static-artifacts.ts';
import { contentEtag } from '../http/content-hash.ts';
import { httpDateOfDay } from '../http/conditional.ts';
import { absolute, paths } from '../site.ts';

/** Written into dist/ beside `_headers`, for the local static server (src/server/static-server.ts). */
export const ARTIFACT_HEADERS_FILE = '_artifact-headers.json';

export interface ArtifactHeaders {
  path: string;
  headers: Record<string, string>;
}

/**
 * The response headers of every static dataset, computed from the built bytes: a strong content-hashed ETag, the
 * content type, CORS, cache policy, Last-Modified (the dataset's last change) and, for WebSub topics, the Link header.
 * `etags` holds those the build took as it wrote the files (the big ones, dataset-files.ts); the others are read and
 * hashed here.
 */
export function artifactHeaders(
  distDir: string,
  base: string,
  updated: string | null,
  etags: ReadonlyMap<string, string> = new Map(),
): ArtifactHeaders[] {
  return staticArtifacts.map((artifact) => {
    const headers: Record<string, string> = {
      'Content-Type': artifact.contentType,
      ETag: etags.get(artifact.path) ?? contentEtag(readFileSync(join(distDir, artifact.path))),
      'Cache-Control': DATASET_CACHE_CONTROL,
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': 'ETag, Last-Modified, Link',
      'X-Content-Type-Options': 'nosniff',
    };
    if (updated) headers['Last-Modified'] = httpDateOfDay(updated);
    if (artifact.topic) headers.Link = topicLinkHeader(absolute(paths.hub, base), absolute(artifact.path, base));
    return { path: artifact.path, headers };
  });
}

/** Netlify `_headers` file syntax. */
export function renderHeadersFile(rules: ArtifactHeaders[]): string {
  return (
    rules
      .map(({ path, headers }) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
      .join('\n\n') + '\n'
  );
}
