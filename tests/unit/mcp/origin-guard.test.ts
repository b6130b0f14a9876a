import { describe, expect, it } from 'vitest';
import { originPolicyFromEnv, rebindingViolation } from '../../../src/mcp/http/origin-guard.ts';

const production = originPolicyFromEnv({
  URL: 'https://reviews.example.com',
  DEPLOY_URL: 'https://abc123--reviews.netlify.app',
  DEPLOY_PRIME_URL: 'https://main--reviews.netlify.app',
});
const dev = originPolicyFromEnv({ SITE_URL: 'http://localhost:8888', NETLIFY_DEV: 'true' }, 'dev');
const headers = (init: Record<string, string>) => new Headers(init);

describe('DNS-rebinding guard', () => {
  it('accepts the site origin and its deploy URLs, with or without an Origin header', () => {
    expect(rebindingViolation(headers({ host: 'reviews.example.com' }), production)).toBeNull();
    expect(
      rebindingViolation(headers({ host: 'reviews.example.com', origin: 'https://reviews.example.com' }), production),
    ).toBeNull();
    expect(
      rebindingViolation(
        headers({ host: 'main--reviews.netlify.app', origin: 'https://main--reviews.netlify.app' }),
        production,
      ),
    ).toBeNull();
  });

  it('refuses a foreign Origin and names it', () => {
    expect(
      rebindingViolation(headers({ host: 'reviews.example.com', origin: 'https://evil.example' }), production),
    ).toMatch(/Origin "https:\/\/evil\.example"/);
    expect(
      rebindingViolation(headers({ host: 'reviews.example.com', origin: 'http://reviews.example.com' }), production),
    ).not.toBeNull();
    expect(rebindingViolation(headers({ host: 'reviews.example.com', origin: 'null' }), production)).not.toBeNull();
  });

  it('refuses a foreign Host', () => {
    expect(rebindingViolation(headers({ host: 'evil.example.com' }), production)).toMatch(/Host "evil\.example\.com"/);
  });

  it('takes more origins from MCP_ALLOWED_ORIGINS (domain aliases)', () => {
    const aliased = originPolicyFromEnv({
      URL: 'https://reviews.example.com',
      MCP_ALLOWED_ORIGINS: 'https://www.example.com, https://alias.example',
    });
    expect(rebindingViolation(headers({ host: 'alias.example', origin: 'https://alias.example' }), aliased)).toBeNull();
    expect(rebindingViolation(headers({ host: 'www.example.com' }), aliased)).toBeNull();
    expect(rebindingViolation(headers({ host: 'other.example' }), aliased)).not.toBeNull();
  });

  it('allows loopback hosts and origins on any port only under netlify dev', () => {
    for (const host of ['localhost:1234', '127.0.0.1:8888', '[::1]:9000']) {
      expect(rebindingViolation(headers({ host, origin: `http://${host}` }), dev)).toBeNull();
      expect(rebindingViolation(headers({ host }), production)).not.toBeNull();
    }
    expect(
      rebindingViolation(headers({ host: 'localhost:8888', origin: 'http://evil.example.com' }), dev),
    ).not.toBeNull();
    expect(
      rebindingViolation(headers({ host: 'evil.example.com', origin: 'http://localhost:8888' }), dev),
    ).not.toBeNull();
  });

  describe("on Netlify's runtime (SITE_ID set, no NETLIFY_DEV), without configuration", () => {
    // Only what Netlify documents for functions at runtime: URL, SITE_NAME, SITE_ID.
    const netlify = originPolicyFromEnv({
      URL: 'https://reviews.example.com',
      SITE_NAME: 'reviews',
      SITE_ID: '1d01c0c0-4554-4747-93b8-34ce3448ab95',
    });

    it('accepts the host the request was routed to: deploy previews, branch deploys, domain aliases', () => {
      for (const host of [
        'deploy-preview-42--reviews.netlify.app',
        'staging--reviews.netlify.app',
        'reviews.netlify.app',
        'www.alias.example',
        'reviews.example.com',
      ]) {
        expect(rebindingViolation(headers({ host }), netlify), host).toBeNull();
        expect(rebindingViolation(headers({ host, origin: `https://${host}` }), netlify), host).toBeNull();
      }
      expect(
        rebindingViolation(headers({ host: 'reviews.example.com', origin: 'https://reviews.example.com' }), netlify),
      ).toBeNull();
    });

    it("still refuses a foreign Origin, another deploy's pages included, and plain http", () => {
      const host = 'reviews.example.com';
      for (const origin of [
        'https://evil.example',
        'https://deploy-preview-42--reviews.netlify.app',
        'http://www.alias.example',
        'null',
      ]) {
        expect(rebindingViolation(headers({ host: 'www.alias.example', origin }), netlify), origin).not.toBeNull();
      }
      expect(rebindingViolation(headers({ host, origin: 'https://evil.example' }), netlify)).toMatch(
        /Origin "https:\/\/evil\.example"/,
      );
    });

    it('trusts the routed host only where Netlify routes: not under netlify dev, not without SITE_ID', () => {
      const underDev = originPolicyFromEnv({ URL: 'https://reviews.example.com', SITE_ID: 'x', NETLIFY_DEV: 'true' });
      expect(rebindingViolation(headers({ host: 'evil.example' }), underDev)).toMatch(/Host "evil\.example"/);
      expect(rebindingViolation(headers({ host: 'evil.example' }), production)).toMatch(/Host "evil\.example"/);
    });
  });
});

describe('local development switch', () => {
  it('allows localhost origins only with NETLIFY_DEV and the "dev" deploy context together', () => {
    const local = { host: 'localhost:8888', origin: 'http://localhost:8888' };
    const only = originPolicyFromEnv({ URL: 'https://reviews.example.com', NETLIFY_DEV: 'true' }, 'production');
    expect(rebindingViolation(headers(local), only)).not.toBeNull();
    const both = originPolicyFromEnv({ URL: 'https://reviews.example.com', NETLIFY_DEV: 'true' }, 'dev');
    expect(rebindingViolation(headers(local), both)).toBeNull();
  });
});
