import { describe, expect, it } from 'vitest';
import { LEASE_DEFAULT_SECONDS, LEASE_MAX_SECONDS, LEASE_MIN_SECONDS } from '../../../src/schemas/websub.ts';
import { parseHubForm } from '../../../src/websub/request.ts';

const site = 'https://reviews.example';
const form = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) params.append(k, one);
  return params;
};
const parse = (fields: Record<string, string | string[]>) => parseHubForm(form(fields), [site]);
const subscribe = {
  'hub.mode': 'subscribe',
  'hub.callback': 'https://sub.example/cb?id=7',
  'hub.topic': `${site}/feed.xml`,
};

describe('parseHubForm', () => {
  it('accepts a subscription, ignoring unknown parameters, with the default lease', () => {
    const parsed = parse({ ...subscribe, 'hub.extra': 'whatever', foo: 'bar' });
    expect(parsed).toMatchObject({
      ok: true,
      command: { mode: 'subscribe', topic: 'atom', leaseSeconds: LEASE_DEFAULT_SECONDS, secret: null },
    });
    if (parsed.ok && parsed.command.mode !== 'publish')
      expect(parsed.command.callback.href).toBe('https://sub.example/cb?id=7');
  });

  it('clamps the lease to the allowed range', () => {
    const lease = (s: string) => {
      const p = parse({ ...subscribe, 'hub.lease_seconds': s });
      return p.ok && p.command.mode !== 'publish' ? p.command.leaseSeconds : null;
    };
    expect(lease('10')).toBe(LEASE_MIN_SECONDS);
    expect(lease('3600')).toBe(3600);
    expect(lease('99999999')).toBe(LEASE_MAX_SECONDS);
  });

  it.each([
    [{ ...subscribe, 'hub.mode': undefined }, /hub.mode is required/],
    [{ ...subscribe, 'hub.mode': 'follow' }, /hub.mode must be subscribe, unsubscribe or publish/],
    [{ ...subscribe, 'hub.callback': 'http://sub.example/cb' }, /hub.callback must be an absolute HTTPS URL/],
    [{ ...subscribe, 'hub.callback': 'not a url' }, /hub.callback must be an absolute HTTPS URL/],
    [{ ...subscribe, 'hub.callback': 'https://user:pw@sub.example/cb' }, /must not contain credentials/],
    [{ ...subscribe, 'hub.callback': `https://sub.example/${'a'.repeat(2100)}` }, /at most 2048 characters/],
    [{ ...subscribe, 'hub.callback': undefined }, /hub.callback is required/],
    [{ ...subscribe, 'hub.topic': undefined }, /hub.topic is required/],
    [{ ...subscribe, 'hub.topic': `${site}/insights.json` }, /is not a topic of this hub/],
    [{ ...subscribe, 'hub.topic': 'https://elsewhere.example/feed.xml' }, /is not a topic of this hub/],
    [{ ...subscribe, 'hub.topic': `${site}/feed.xml?x=1` }, /is not a topic of this hub/],
    [{ ...subscribe, 'hub.lease_seconds': '-5' }, /hub.lease_seconds must be a whole number of seconds/],
    [{ ...subscribe, 'hub.lease_seconds': '1e5' }, /hub.lease_seconds must be a whole number/],
    [{ ...subscribe, 'hub.secret': 's'.repeat(200) }, /hub.secret must be shorter than 200 bytes/],
    [{ ...subscribe, 'hub.secret': 'é'.repeat(100) }, /hub.secret must be shorter than 200 bytes/],
    [
      { ...subscribe, 'hub.callback': [subscribe['hub.callback'], 'https://other.example/'] },
      /hub.callback is given more than once/,
    ],
    [{ ...subscribe, 'hub.topic': [`${site}/feed.xml`, `${site}/reviews.json`] }, /hub.topic is given more than once/],
    [{ 'hub.mode': 'publish' }, /hub.topic \(or hub.url\) is required/],
    [{ 'hub.mode': 'publish', 'hub.url': `${site}/llms.txt` }, /is not a topic of this hub/],
  ])('rejects %o', (fields, reason) => {
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >;
    const parsed = parse(defined);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('accepts a secret of 199 bytes', () => {
    expect(parse({ ...subscribe, 'hub.secret': 's'.repeat(199) })).toMatchObject({
      ok: true,
      command: { secret: 's'.repeat(199) },
    });
  });

  it('takes several topics to publish, through hub.url and hub.topic', () => {
    const parsed = parse({
      'hub.mode': 'publish',
      'hub.url': [`${site}/feed.xml`, `${site}/api/feed.json`],
      'hub.topic': `${site}/feed.xml`,
    });
    expect(parsed).toEqual({ ok: true, command: { mode: 'publish', topics: ['atom', 'json-feed'] } });
  });
});
