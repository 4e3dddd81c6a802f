import { describe, expect, it } from 'vitest';
import { parseMoment } from '@/scripts/pitr-restore.mjs';

// db:restore --at: India time unless the moment names its own offset; what does not parse, or does
// not exist on a calendar, is refused with a message rather than restored to somewhere near it.
describe('the moment of a point-in-time restore', () => {
  it('reads a moment without an offset as IST', () => {
    expect(parseMoment('2026-12-01 10:15').toISOString()).toBe('2026-12-01T04:45:00.000Z');
    expect(parseMoment('2026-12-01T10:15:30.25').toISOString()).toBe('2026-12-01T04:45:30.250Z');
  });

  it('honours Z and an explicit offset, with or without the colon', () => {
    expect(parseMoment('2026-12-01T04:45Z').toISOString()).toBe('2026-12-01T04:45:00.000Z');
    expect(parseMoment('2026-12-01 10:15+05:30').toISOString()).toBe('2026-12-01T04:45:00.000Z');
    expect(parseMoment('2026-12-01 04:45 +0000').toISOString()).toBe('2026-12-01T04:45:00.000Z');
  });

  it('refuses what is not a moment, naming the form it wants', () => {
    for (const text of ['', 'yesterday', '01-12-2026 10:15', '2026-12-01', '2026-12-01 10:15 IST']) {
      expect(() => parseMoment(text)).toThrow(/is not a moment: write "YYYY-MM-DD HH:MM"/);
    }
  });

  it('refuses a date or time that does not exist instead of rolling it over', () => {
    for (const text of ['2026-11-31 10:15', '2026-02-29 10:15', '2026-13-01 10:15', '2026-12-01 24:00', '2026-12-01 10:60']) {
      expect(() => parseMoment(text)).toThrow(/is not a real moment/);
    }
  });
});
