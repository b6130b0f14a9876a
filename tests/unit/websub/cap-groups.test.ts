import { describe, expect, it } from 'vitest';
import { capGroups, networkOf, normaliseHost } from '../../../src/websub/cap-groups.ts';

const v4 = (address: string) => ({ address, family: 4 as const });
const v6 = (address: string) => ({ address, family: 6 as const });

describe('per-host cap groups', () => {
  it("puts one owner's host names in one registrable domain, from the public-suffix list", () => {
    const a = capGroups('a.Example.com.', [v4('203.0.113.5')]);
    const b = capGroups('www.example.com', [v4('198.51.100.7')]);
    expect(a).toContain('domain:example.com');
    expect(b).toContain('domain:example.com');
    expect(capGroups('shop.example.co.uk', [])).toEqual(['domain:example.co.uk']);
    // Private suffixes are separate owners: two netlify.app sites are not one group.
    expect(capGroups('one.netlify.app', [])).not.toEqual(capGroups('two.netlify.app', []));
  });

  it('puts addresses in their IPv4 /24 or IPv6 /48, and an IPv4-mapped address in its IPv4 network', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:85a3:1::7')).toBe('2001:db8:85a3::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('counts localhost and 127.0.0.1 together, and an IP literal by its network only', () => {
    const byName = capGroups('localhost', [v4('127.0.0.1'), v6('::1')]);
    const byAddress = capGroups('127.0.0.1', [v4('127.0.0.1')]);
    expect(byAddress).toEqual(['net:127.0.0.0/24']);
    expect(byName).toContain('net:127.0.0.0/24');
    expect(normaliseHost('[::1]')).toBe('::1');
  });
});
