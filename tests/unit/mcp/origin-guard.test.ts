import { describe, expect, it } from 'vitest';
import { originPolicyFromEnv, rebindingViolation } from '../../../src/mcp/http/origin-guard.ts';

const production = originPolicyFromEnv({
  URL: 'https://reviews.example.com',
  DEPLOY_URL: 'https://abc123--reviews.netlify.app',
  DEPLOY_PRIME_URL: 'https://main--reviews.netlify.app',
});
const dev = originPolicyFromEnv({ SITE_URL: 'http://localhost:8888', NETLIFY_DEV: 'true' });
const headers = (init: Record<string, string>) => new Headers(init);

describe('DNS-rebinding guard', () => {
  it('accepts the site origin and its deploy URLs, with or without an Origin header', () => {
    expect(rebindingViolation(headers({ host: 'reviews.example.com' }), production)).toBeNull();
    expect(rebindingViolation(headers({ host: 'reviews.example.com', origin: 'https://reviews.example.com' }), production)).toBeNull();
    expect(rebindingViolation(headers({ host: 'main--reviews.netlify.app', origin: 'https://main--reviews.netlify.app' }), production)).toBeNull();
  });

  it('refuses a foreign Origin and names it', () => {
    expect(rebindingViolation(headers({ host: 'reviews.example.com', origin: 'https://evil.example' }), production))
      .toMatch(/Origin "https:\/\/evil\.example"/);
    expect(rebindingViolation(headers({ host: 'reviews.example.com', origin: 'http://reviews.example.com' }), production)).not.toBeNull();
    expect(rebindingViolation(headers({ host: 'reviews.example.com', origin: 'null' }), production)).not.toBeNull();
  });

  it('refuses a foreign Host', () => {
    expect(rebindingViolation(headers({ host: 'evil.example.com' }), production)).toMatch(/Host "evil\.example\.com"/);
  });

  it('takes more origins from MCP_ALLOWED_ORIGINS (domain aliases)', () => {
    const aliased = originPolicyFromEnv({ URL: 'https://reviews.example.com', MCP_ALLOWED_ORIGINS: 'https://www.example.com, https://alias.example' });
    expect(rebindingViolation(headers({ host: 'alias.example', origin: 'https://alias.example' }), aliased)).toBeNull();
    expect(rebindingViolation(headers({ host: 'www.example.com' }), aliased)).toBeNull();
    expect(rebindingViolation(headers({ host: 'other.example' }), aliased)).not.toBeNull();
  });

  it('allows loopback hosts and origins on any port only under netlify dev', () => {
    for (const host of ['localhost:1234', '127.0.0.1:8888', '[::1]:9000']) {
      expect(rebindingViolation(headers({ host, origin: `http://${host}` }), dev)).toBeNull();
      expect(rebindingViolation(headers({ host }), production)).not.toBeNull();
    }
    expect(rebindingViolation(headers({ host: 'localhost:8888', origin: 'http://evil.example.com' }), dev)).not.toBeNull();
    expect(rebindingViolation(headers({ host: 'evil.example.com', origin: 'http://localhost:8888' }), dev)).not.toBeNull();
  });
});
