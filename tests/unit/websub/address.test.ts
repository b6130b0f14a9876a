import { describe, expect, it } from 'vitest';
import { classifyAddress, resolveCallable, UnsafeAddressError } from '../../../src/websub/address.ts';
import { outboundRequest } from '../../../src/websub/outbound.ts';

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.5.5', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['::1', 'loopback'],
    ['::', 'reserved'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'private'],
    ['fc00::1', 'private'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['2002:c0a8:101::1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::10.0.0.1', 'private'],
  ])('%s is %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });
});

describe('resolveCallable', () => {
  it('refuses loopback unless local development allows it', async () => {
    await expect(resolveCallable('127.0.0.1', false)).rejects.toThrow(/loopback address/);
    await expect(resolveCallable('localhost', false)).rejects.toBeInstanceOf(UnsafeAddressError);
    expect(await resolveCallable('localhost', true)).not.toHaveLength(0);
  });

  it('never allows private, link-local or mapped private addresses, even in local development', async () => {
    for (const ip of ['10.0.0.1', '169.254.169.254', '::ffff:192.168.0.1', 'fd00::1']) {
      await expect(resolveCallable(ip, true), ip).rejects.toThrow(/not a public one/);
    }
  });

  it('refuses a host that does not resolve', async () => {
    await expect(resolveCallable('no-such-host.invalid', true)).rejects.toThrow(/does not resolve/);
  });
});

describe('outboundRequest deadline', () => {
  it('counts the DNS look-up inside the deadline: a resolver that never answers gives a timeout, on time', async () => {
    const never = () => new Promise<never>(() => {});
    const started = Date.now();
    await expect(
      outboundRequest({
        url: new URL('https://slow-dns.example/callback'),
        method: 'POST',
        timeoutMs: 300,
        maxBodyBytes: 0,
        allowLoopback: false,
        resolver: never,
      }),
    ).rejects.toThrow(/timed out after 300 ms resolving/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
