import { describe, expect, it } from 'vitest';
import { forwardedFor, forwardedProto, trustedHops } from '@/lib/forwarded-for.mjs';
import { cameOverHttps, clientIp } from '@/server/platform/http/client-ip';

// What the custom server (server/platform/runtime/serve.ts) hands to Next, then what the app reads.
const seen = (claimed: string | undefined, socket: string, hops: number) =>
  clientIp(new Headers({ 'x-forwarded-for': forwardedFor(claimed, socket, hops) }), hops);

describe('client IP', () => {
  it('ignores a forged X-Forwarded-For when no proxy is trusted (the default)', () => {
    expect(trustedHops(undefined)).toBe(0);
    expect(seen('1.2.3.4', '203.0.113.9', 0)).toBe('203.0.113.9');
    // A new forged value per request is still the same client: the SMS-pumping probe.
    const ips = new Set(Array.from({ length: 100 }, (_, i) => seen(`10.0.${i}.1`, '203.0.113.9', 0)));
    expect([...ips]).toEqual(['203.0.113.9']);
  });

  it('takes the address the trusted proxy saw, not what the client wrote before it', () => {
    // Client forged "6.6.6.6"; nginx appended the real client 198.51.100.7; nginx itself is the socket.
    expect(seen('6.6.6.6, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(seen('6.6.6.6, 198.51.100.7, 10.0.0.3', '10.0.0.2', 2)).toBe('198.51.100.7');
    expect(seen(undefined, '::ffff:192.0.2.1', 1)).toBe('192.0.2.1');
  });

  it('reads TRUST_PROXY_HOPS strictly', () => {
    expect(trustedHops('2')).toBe(2);
    for (const bad of ['-1', 'abc', '1.5', '99']) expect(trustedHops(bad)).toBe(0);
  });

  it('believes HTTPS from the socket, or from a trusted proxy only', () => {
    expect(forwardedProto('https', false, 0)).toBe('http');
    expect(forwardedProto(undefined, true, 0)).toBe('https');
    expect(forwardedProto('https', false, 1)).toBe('https');
    const req = (proto: string) => new Request('http://localhost/', { headers: { 'x-forwarded-proto': proto } });
    expect(cameOverHttps(req(forwardedProto('https', false, 0)))).toBe(false);
    expect(cameOverHttps(req(forwardedProto('https', false, 1)))).toBe(true);
  });
});
