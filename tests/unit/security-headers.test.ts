import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';
import { dispatch } from '@/server/platform/routes';
import { contentSecurityPolicy } from '@/lib/security-headers';

const page = (url: string, headers: Record<string, string> = {}) => middleware(new NextRequest(url, { headers }));

describe('security headers', () => {
  it('puts a nonce CSP without unsafe-inline scripts, frame-ancestors none and the other headers on a page', () => {
    const res = page('http://localhost/search/residential/type=sale');
    const csp = res.headers.get('content-security-policy')!;
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(script).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'$/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The bare host the map's tiles come from: '*.tile.openstreetmap.org' does not cover it.
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org[ ;]/);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    // Plain HTTP: no HSTS (browsers ignore it there).
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // Next reads the nonce from the forwarded request's CSP header.
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(res.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(res.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
  });

  it('gives every page load a new nonce', () => {
    const a = page('http://localhost/').headers.get('content-security-policy');
    const b = page('http://localhost/').headers.get('content-security-policy');
    expect(a).not.toBe(b);
  });

  it('sends HSTS when the request came over HTTPS, also on redirects', () => {
    expect(page('https://gharbazaar.in/').headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const redirect = page('http://localhost/static-pages/aboutus/', { 'x-forwarded-proto': 'https' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('strict-transport-security')).toContain('max-age=');
    expect(redirect.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('puts the headers on API answers too, success and failure alike', async () => {
    for (const path of ['/api/user/auth/Login', '/api/no-such-call']) {
      const res = await dispatch(new Request(`https://localhost${path}`));
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toBeTruthy();
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });

  it('allows photos from the configured S3 endpoint and OpenStreetMap tiles, nothing else foreign', () => {
    const csp = contentSecurityPolicy('n', { S3_PUBLIC_URL: 'https://photos.example-cdn.in/bucket', NODE_ENV: 'production' });
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.org https://photos.example-cdn.in");
    expect(contentSecurityPolicy('n', { S3_PUBLIC_URL: 'javascript:alert(1)' })).not.toContain('javascript');
  });

  it('answers /uploads/%zz with a 400, not a 500', async () => {
    const res = page('http://localhost/uploads/%zz');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Malformed file name');
  });
});
