import { describe, expect, it } from 'vitest';
import { cityFromCookie, cityFromDetailId, safeDecode } from '@/lib/city';

// A malformed city_name cookie made every page answer 500 for that browser
// (decodeURIComponent threw in the root layout).
describe('city_name cookie', () => {
  it('falls back to the default city for a malformed escape instead of throwing', () => {
    for (const raw of ['%E0%A4%A', '%', '%zz', 'Mysuru%']) expect(cityFromCookie(raw)).toBe('Bengaluru');
  });

  it('reads a well-formed cookie and ignores markup, control characters and huge values', () => {
    expect(cityFromCookie('New%20Delhi')).toBe('New Delhi');
    expect(cityFromCookie(encodeURIComponent('<script>'))).toBe('Bengaluru');
    expect(cityFromCookie('a%0Ab')).toBe('Bengaluru');
    expect(cityFromCookie('x'.repeat(200))).toBe('Bengaluru');
    expect(cityFromCookie(undefined)).toBe('Bengaluru');
  });

  it('never throws on detail ids either', () => {
    expect(safeDecode('%zz')).toBe('%zz');
    expect(() => cityFromDetailId('flat-12-%zz')).not.toThrow();
  });
});
