import { describe, expect, it } from 'vitest';
import { isLoopback, listenHost } from '@/lib/forwarded-for.mjs';

// Behind trusted proxies the app believes X-Forwarded-For; a client that reached the
// app server's port directly could write it. So with TRUST_PROXY_HOPS > 0 the server
// listens on loopback unless it is told where (-H or HOSTNAME).
describe('listenHost', () => {
  it('is loopback with trusted proxies and no host given, every interface with none', () => {
    expect(listenHost({ hops: 1, env: undefined })).toBe('127.0.0.1');
    expect(listenHost({ hops: 2, env: '' })).toBe('127.0.0.1');
    expect(listenHost({ hops: 0, env: undefined })).toBe('0.0.0.0');
  });

  it('takes -H first, then HOSTNAME, whatever the hops', () => {
    expect(listenHost({ flag: '10.0.0.5', env: '0.0.0.0', hops: 1 })).toBe('10.0.0.5');
    expect(listenHost({ env: '0.0.0.0', hops: 1 })).toBe('0.0.0.0');
    expect(listenHost({ flag: '::', hops: 0 })).toBe('::');
  });

  it('reads TRUST_PROXY_HOPS when not given', () => {
    const before = process.env.TRUST_PROXY_HOPS;
    try {
      process.env.TRUST_PROXY_HOPS = '1';
      expect(listenHost({ env: undefined })).toBe('127.0.0.1');
      process.env.TRUST_PROXY_HOPS = 'x';
      expect(listenHost({ env: undefined })).toBe('0.0.0.0');
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY_HOPS;
      else process.env.TRUST_PROXY_HOPS = before;
    }
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.5'].some(isLoopback)).toBe(false);
  });
});
