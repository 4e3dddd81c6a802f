import { describe, expect, it } from 'vitest';
import { copyColumns, copyLine } from '@/server/platform/seed/bulk/copy-text';
import { listings, photos, savedSearches } from '@/server/platform/db/schema';

// COPY text must round-trip every value the seeder writes: a stray tab or
// newline in a description would shift every later column of the row.

describe('COPY text encoding of seeder rows', () => {
  it('escapes tabs, newlines and backslashes, writes \\N for null, t/f for booleans', () => {
    const row = { id: 7, userId: 3, postedBy: 'owner', group: 'residential', category: 'apartment', postType: 'sale',
      title: 'A\tB', description: 'line1\nline2 \\ end', city: 'Bengaluru', locality: 'Koramangala', price: 4500000,
      bedrooms: null, isFeatured: true, amenities: ['Gym', 'Lift, "new"'], createdAt: new Date('2025-01-02T03:04:05Z') };
    const cols = copyColumns(listings, row);
    const fields = copyLine(cols, row).replace(/\n$/, '').split('\t');
    const at = (name: string) => fields[cols.findIndex((c) => c.name === name)];
    expect(at('title')).toBe('A\\tB');
    expect(at('description')).toBe('line1\\nline2 \\\\ end');
    expect(at('bedrooms')).toBe('\\N');
    expect(at('is_featured')).toBe('t');
    expect(at('amenities')).toBe('{"Gym","Lift, \\\\"new\\\\""}');
    expect(at('created_at')).toBe('2025-01-02T03:04:05.000Z');
    expect(fields).toHaveLength(cols.length);
  });

  it('leaves out serial ids the row does not carry and SQL defaults, keeps literal defaults', () => {
    const cols = copyColumns(savedSearches, { userId: 1, name: 'n', searchGroup: 'pg', searchId: 'x', body: { a: 1 } });
    const names = cols.map((c) => c.name);
    expect(names).not.toContain('id');
    expect(names).toContain('frequency');
    const line = copyLine(cols, { userId: 1, name: 'n', searchGroup: 'pg', searchId: 'x', body: { a: 1 } });
    expect(line.split('\t')[names.indexOf('frequency')]).toBe('instant');
    expect(line.split('\t')[names.indexOf('body')]).toBe('{"a":1}');
  });

  it('writes 64-bit hashes exactly', () => {
    const row = { id: 1, userId: 1, storageKey: 'k', widths: [320, 640], width: 640, height: 480, bytes: 1000, phash: 0xfedcba9876543210n };
    const cols = copyColumns(photos, row);
    const fields = copyLine(cols, row).trim().split('\t');
    expect(fields[cols.findIndex((c) => c.name === 'phash')]).toBe('18364758544493064720');
    expect(fields[cols.findIndex((c) => c.name === 'widths')]).toBe('{320,640}');
  });
});
