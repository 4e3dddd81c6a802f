import { describe, expect, it } from 'vitest';
import {
  calendarDayText, countText, dateText, dateTextOrEmpty, dateTimeText, formatCount, formatMeasure, formatRupees,
  inr, longDateText, monthYearText, numericDateText, paddedDateText, rupeesInWords, shortDateText,
} from '@/lib/format';

// 20:00 UTC on 3 Sep is already 4 Sep in India: every date formatter must say the 4th.
const LATE_EVENING_UTC = '2026-09-03T20:00:00Z';

describe('the formatter module', () => {
  it('reads every date in India time, whatever the process zone', () => {
    expect(dateText(LATE_EVENING_UTC)).toBe('4 Sept 2026');
    expect(dateText(new Date(LATE_EVENING_UTC))).toBe('4 Sept 2026');
    expect(longDateText(LATE_EVENING_UTC)).toBe('4 September 2026');
    expect(numericDateText(LATE_EVENING_UTC)).toBe('4/9/2026');
    expect(paddedDateText(LATE_EVENING_UTC)).toBe('04 Sept 2026');
    expect(monthYearText('2026-08-31T19:00:00Z')).toBe('September 2026');
    expect(dateTimeText(LATE_EVENING_UTC)).toBe('4 Sept 2026, 1:30 am');
    expect(calendarDayText('2026-11-12')).toBe('12 Nov');
  });

  it('drops the year of a short date only within the same Indian year', () => {
    expect(shortDateText('2026-10-12T05:00:00Z', new Date('2026-11-01T00:00:00Z'))).toBe('12 Oct');
    expect(shortDateText('2025-03-03T05:00:00Z', new Date('2026-11-01T00:00:00Z'))).toBe('3 Mar 2025');
    // 31 Dec 2025 20:00 UTC is 1 Jan 2026 in India: the same year as a 2026 "now".
    expect(shortDateText('2025-12-31T20:00:00Z', new Date('2026-06-01T00:00:00Z'))).toBe('1 Jan');
  });

  it('gives an empty text for a missing or unreadable date', () => {
    expect(dateTextOrEmpty(null)).toBe('');
    expect(dateTextOrEmpty('')).toBe('');
    expect(dateTextOrEmpty('not a date')).toBe('');
  });

  it('groups rupees and counts the Indian way', () => {
    expect(inr(6199.6)).toBe('₹6,200');
    expect(inr(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(12345600)).toBe('₹1,23,456.00');
    expect(formatRupees(12345650, 0)).toBe('₹1,23,457');
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatMeasure(22.256)).toBe('22.26');
    expect(formatMeasure(1200)).toBe('1,200');
    expect(countText(1, 'listing')).toBe('1 listing');
    expect(countText(1204, 'listing')).toBe('1,204 listings');
    expect(rupeesInWords(176882)).toBe('Rupees One Thousand Seven Hundred Sixty Eight and Eighty Two Paise Only');
  });
});
