import { describe, expect, it } from 'vitest';
import { dateText, dateTextIn } from '@/lib/format';

// Dates in the page's language (docs/languages.md): month names in the language, Latin digits,
// and the day read in India time, as dateText reads it.
const LATE_EVENING_UTC = '2026-09-03T20:00:00Z'; // already 4 Sep in India

describe('dateTextIn', () => {
  it('writes English exactly as dateText does', () => {
    expect(dateTextIn(LATE_EVENING_UTC, 'en')).toBe(dateText(LATE_EVENING_UTC));
    expect(dateTextIn('2026-01-03T10:00:00Z')).toBe('3 Jan 2026');
  });

  it('writes Hindi months in Devanagari, in India time', () => {
    expect(dateTextIn(LATE_EVENING_UTC, 'hi')).toBe('4 सितंबर 2026');
    expect(dateTextIn(new Date('2026-01-03T10:00:00Z'), 'hi')).toBe('3 जनवरी 2026');
  });

  it('writes Kannada months in Kannada script, in India time', () => {
    expect(dateTextIn(LATE_EVENING_UTC, 'kn')).toBe('ಸೆಪ್ಟೆಂಬರ್ 4, 2026');
    expect(dateTextIn('2025-11-13T20:00:00Z', 'kn')).toBe('ನವೆಂಬರ್ 14, 2025');
  });

  it('keeps the digits Latin in every language', () => {
    for (const l of ['hi', 'kn'] as const) expect(dateTextIn('2026-12-28T05:00:00Z', l)).toMatch(/28.*2026|2026.*28/);
  });
});
