import { describe, expect, it } from 'vitest';
import {
  httpDateOfDay,
  ifNoneMatchMatches,
  isNotModified,
  notModifiedResponse,
  parseEntityTags,
} from '../../../src/http/conditional.ts';

const etag = '"abc123"';
const lastModified = httpDateOfDay('2025-06-16');
const check = (ifNoneMatch: string | null, ifModifiedSince: string | null) =>
  isNotModified({ ifNoneMatch, ifModifiedSince }, { etag, lastModified });

describe('If-None-Match (weak comparison, RFC 9110 section 13.1.2)', () => {
  it('matches the same tag, strong or weak on either side', () => {
    expect(ifNoneMatchMatches('"abc123"', etag)).toBe(true);
    expect(ifNoneMatchMatches('W/"abc123"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"abc123"', 'W/"abc123"')).toBe(true);
  });

  it('matches a tag anywhere in a list, with or without spaces', () => {
    expect(ifNoneMatchMatches('"x", "abc123"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"x",W/"abc123","y"', etag)).toBe(true);
  });

  it('matches * for any current representation', () => {
    expect(ifNoneMatchMatches('*', etag)).toBe(true);
    expect(parseEntityTags(' * ')).toEqual({ any: true, tags: [] });
  });

  it('does not match another tag, a prefix of it, or an unquoted value', () => {
    expect(ifNoneMatchMatches('"abc"', etag)).toBe(false);
    expect(ifNoneMatchMatches('"abc1234"', etag)).toBe(false);
    expect(ifNoneMatchMatches('abc123', etag)).toBe(false);
    expect(ifNoneMatchMatches('', etag)).toBe(false);
  });
});

describe('If-Modified-Since', () => {
  it('is not modified when the date is the Last-Modified or later', () => {
    expect(check(null, lastModified)).toBe(true);
    expect(check(null, 'Tue, 17 Jun 2025 08:00:00 GMT')).toBe(true);
  });

  it('is modified when the date is earlier', () => {
    expect(check(null, 'Sun, 15 Jun 2025 23:59:59 GMT')).toBe(false);
  });

  it('is ignored when it is not a date', () => {
    expect(check(null, 'not a date')).toBe(false);
  });
});

describe('precedence (RFC 9110 section 13.2.2)', () => {
  it('evaluates If-None-Match and ignores If-Modified-Since when both are sent', () => {
    expect(check('"other"', 'Tue, 17 Jun 2030 08:00:00 GMT')).toBe(false);
    expect(check(etag, 'Sun, 01 Jan 2000 00:00:00 GMT')).toBe(true);
  });

  it('answers 200 when neither is sent', () => {
    expect(check(null, null)).toBe(false);
  });
});

describe('notModifiedResponse', () => {
  it('has status 304, no body, and repeats the validators and cache headers but not the content type', async () => {
    const headers = new Headers({
      ETag: etag,
      'Last-Modified': lastModified,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'application/json',
      'Netlify-Vary': 'query',
    });
    const response = notModifiedResponse(headers);
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('last-modified')).toBe(lastModified);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('netlify-vary')).toBe('query');
    expect(response.headers.get('content-type')).toBeNull();
  });
});
