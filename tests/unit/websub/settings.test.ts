import { describe, expect, it } from 'vitest';
import { defaultSettings, settingsFromEnv } from '../../../src/websub/settings.ts';

describe('settingsFromEnv', () => {
  it('refuses loopback callbacks outside local development, whatever one variable says', () => {
    expect(settingsFromEnv({}).allowLoopback).toBe(false);
    expect(settingsFromEnv({ NETLIFY_DEV: 'false' }, 'dev').allowLoopback).toBe(false);
    expect(settingsFromEnv({ WEBSUB_ALLOW_LOOPBACK_CALLBACKS: '1' }, 'production').allowLoopback).toBe(false);
    // NETLIFY_DEV alone (set by mistake in production) is not local development: the deploy context must be "dev" too.
    expect(settingsFromEnv({ NETLIFY_DEV: 'true' }, 'production').allowLoopback).toBe(false);
    expect(settingsFromEnv({ NETLIFY_DEV: 'true' }).allowLoopback).toBe(false);
  });

  it('allows loopback callbacks under netlify dev (NETLIFY_DEV and the "dev" deploy context) unless switched off', () => {
    expect(settingsFromEnv({ NETLIFY_DEV: 'true' }, 'dev').allowLoopback).toBe(true);
    expect(settingsFromEnv({ NETLIFY_DEV: 'true', WEBSUB_ALLOW_LOOPBACK_CALLBACKS: '0' }, 'dev').allowLoopback).toBe(
      false,
    );
  });

  it('reads limits, ignoring values that are not positive integers', () => {
    expect(
      settingsFromEnv({ WEBSUB_RATE_LIMIT_PER_MINUTE: '500', WEBSUB_MAX_SUBSCRIPTIONS_PER_HOST: '7' }),
    ).toMatchObject({
      rateLimitPerMinute: 500,
      maxSubscriptionsPerHost: 7,
      maxSubscriptionsTotal: defaultSettings.maxSubscriptionsTotal,
    });
    expect(settingsFromEnv({ WEBSUB_RATE_LIMIT_PER_MINUTE: '-1' }).rateLimitPerMinute).toBe(
      defaultSettings.rateLimitPerMinute,
    );
    expect(settingsFromEnv({ WEBSUB_MAX_SUBSCRIPTIONS_TOTAL: 'lots' }).maxSubscriptionsTotal).toBe(
      defaultSettings.maxSubscriptionsTotal,
    );
  });
});
