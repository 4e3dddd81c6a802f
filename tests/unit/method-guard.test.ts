import { describe, expect, it } from 'vitest';
import { ALLOWED, guardHeaders, rawRefusal } from '@/server/platform/runtime/method-guard';
import { securityHeaders } from '@/lib/security-headers';

// The refusals carry what every API answer carries. (The real-server test is
// e2e/security.spec.ts: TRACE, TRACK and CONNECT against the production server.)
describe('the method guard of the production server', () => {
  it('sends the API answers\' security headers, over HTTP and HTTPS', () => {
    expect(guardHeaders(false)).toEqual(securityHeaders({ https: false, api: true }, {}));
    expect(guardHeaders(true)).toEqual(securityHeaders({ https: true, api: true }, {}));
  });

  it('answers a raw 405 naming the method, with Allow and the fail envelope', () => {
    const raw = rawRefusal('TRACK', false);
    expect(raw).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(raw).toContain(`Allow: ${ALLOWED}\r\n`);
    expect(raw).toContain("Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n");
    expect(raw.split('\r\n\r\n')[1]).toBe('{"status":"fail","message":"Method TRACK is not allowed"}');
  });
});
