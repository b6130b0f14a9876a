import { describe, expect, it } from 'vitest';
import { negotiateResponseFormat } from '../../../src/mcp/http/accept.ts';

describe('negotiateResponseFormat', () => {
  it.each([
    ['application/json, text/event-stream', 'json'],
    ['text/event-stream, application/json', 'sse'],
    ['application/json', 'json'],
    ['text/event-stream', 'sse'],
    ['text/event-stream, application/json;q=0.5', 'sse'],
    ['application/json;q=0.2, text/event-stream;q=0.9', 'sse'],
    ['*/*', 'json'],
    ['text/*', 'sse'],
    ['application/*;q=0.8, text/event-stream;q=0.1', 'json'],
    ['', 'json'],
  ] as const)('%j gets %s', (accept, format) => {
    expect(negotiateResponseFormat(accept)).toBe(format);
  });

  it('treats a missing Accept header as accepting anything', () => {
    expect(negotiateResponseFormat(null)).toBe('json');
  });

  it.each(['text/html', 'application/xml, text/plain', 'application/json;q=0, text/event-stream;q=0', 'garbage'])(
    '%j allows neither (406)',
    (accept) => {
      expect(negotiateResponseFormat(accept)).toBeNull();
    },
  );
});
