import { describe, expect, it } from 'vitest';
import { configuredSiteUrl, siteOrigin, siteUrlRefusal } from '@/lib/site';

describe('site origin for canonical and og:url', () => {
  it('uses SITE_URL whatever Host the request names', () => {
    const env = { SITE_URL: 'https://www.gharbazaar.in/', NODE_ENV: 'production' };
    expect(siteOrigin('evil.example', 'http', env)).toBe('https://www.gharbazaar.in');
    expect(configuredSiteUrl({ SITE_URL: 'javascript:alert(1)' })).toBeNull();
  });

  it('never builds links from a forged Host in production', () => {
    const prod = { NODE_ENV: 'production' };
    expect(siteOrigin('evil.example', 'https', prod)).toBe('http://localhost:3000');
    expect(siteOrigin('localhost:3000', 'http', prod)).toBe('http://localhost:3000');
    const allowed = { NODE_ENV: 'production', SITE_HOSTS: 'gharbazaar.in, www.gharbazaar.in' };
    expect(siteOrigin('www.gharbazaar.in', 'https', allowed)).toBe('https://www.gharbazaar.in');
    expect(siteOrigin('evil.example', 'https', allowed)).toBe('https://gharbazaar.in');
    expect(siteOrigin('"><script>', 'http', { NODE_ENV: 'development' })).toBe('http://localhost:3000');
  });

  it('refuses to start production without SITE_URL or SITE_HOSTS, except a demo', () => {
    expect(siteUrlRefusal({})).toMatch(/SITE_URL/);
    expect(siteUrlRefusal({ SITE_URL: 'ftp://x' })).toMatch(/not an http/);
    expect(siteUrlRefusal({ SITE_URL: 'https://gharbazaar.in' })).toBeNull();
    expect(siteUrlRefusal({ SITE_HOSTS: 'gharbazaar.in' })).toBeNull();
    expect(siteUrlRefusal({ DEMO_MODE: '1' })).toBeNull();
  });
});
