import { describe, expect, it } from 'vitest';
import { shortKey } from '@/lib/short-key';

describe('short React keys for long search paths', () => {
  it('is short, stable, and differs when the search differs by one character', () => {
    const a = '/search/residential/type=rent&location=%5B%7B%22label%22%3A%22Bengaluru%22%7D%5D?sort=relevance&city=Bengaluru';
    const b = a.replace('relevance', 'relevancf');
    expect(shortKey(a)).toBe(shortKey(a));
    expect(shortKey(a)).not.toBe(shortKey(b));
    expect(shortKey(a).length).toBeLessThanOrEqual(7);
  });

  it('spreads 10,000 distinct searches over 10,000 distinct keys', () => {
    const keys = new Set(Array.from({ length: 10_000 }, (_, i) => shortKey(`/search/pg/type=pg&budget=${i}`)));
    expect(keys.size).toBe(10_000);
  });
});
