import { describe, expect, it } from 'vitest';
import { waitedFor } from '@/lib/admin/waiting';
import { reasonKind } from '@/lib/admin/hold-reasons';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('the desk’s waiting time', () => {
  it('reads minutes, hours and days as a moderator says them', () => {
    expect(waitedFor(ago(10_000), NOW)).toBe('1 min');
    expect(waitedFor(ago(45 * 60_000), NOW)).toBe('45 min');
    expect(waitedFor(ago(5 * 3_600_000 + 10 * 60_000), NOW)).toBe('5 h 10 min');
    expect(waitedFor(ago(26 * 3_600_000), NOW)).toBe('1 day 2 h');
    expect(waitedFor(ago(3 * 86_400_000), NOW)).toBe('3 days');
  });
});

describe('hold reason kinds', () => {
  it('sort the checks’ sentences by wording; anything else is other', () => {
    expect(reasonKind('The description contains a phone number. Buyers reach you through the Contact button.')).toBe('phone');
    expect(reasonKind('The description contains an e-mail address.')).toBe('email');
    expect(reasonKind('The description contains a link.')).toBe('link');
    expect(reasonKind('The price (₹12 per sq.ft) is far outside the usual range in Mysuru (₹1,500 – ₹24,000 per sq.ft). Check it, or wait for a review.')).toBe('price');
    expect(reasonKind("2 photos are the same as a photo of another poster's live listing.")).toBe('photo');
    expect(reasonKind('Formatting removed from the description.')).toBe('other');
  });
});
