// lib/detail-url.ts: readable detail paths whose last segments are id and city.
import { describe, expect, it } from 'vitest';
import { citySlug, detailUrl, parseDetailId } from '@/lib/detail-url';

describe('detailUrl / parseDetailId', () => {
  it('property, PG and project paths', () => {
    expect(detailUrl({ kind: 'property', id: 123, city: 'Mysuru', locality: 'Vijayanagar', category: 'apartment', post_type: 'rent', bedrooms: 2 }))
      .toBe('/property-details/2-bhk-flat-for-rent-in-vijayanagar-123-mysuru');
    expect(detailUrl({ kind: 'property', id: 9, city: 'Bengaluru', locality: 'HSR Layout', category: 'office_space', post_type: 'sale' }))
      .toBe('/property-details/office-space-for-sale-in-hsr-layout-9-bengaluru');
    expect(detailUrl({ kind: 'pg', id: 7, city: 'Mysuru', locality: 'Gokulam', gender: 'Female' }))
      .toBe('/property-details/pg-for-girls-in-gokulam-7-mysuru');
    expect(detailUrl({ kind: 'project', id: 4, city: 'New Delhi', locality: 'Dwarka', title: 'Sky Heights (Phase 2)' }))
      .toBe('/project-details/sky-heights-phase-2-in-dwarka-4-new_delhi');
  });

  it('the city is the last hyphen segment, without hyphens', () => {
    expect(citySlug('New Delhi')).toBe('new_delhi');
    expect(citySlug('Kanpur-Dehat')).toBe('kanpur_dehat');
  });

  it('parses what it writes, from a path or a bare slug', () => {
    expect(parseDetailId('/property-details/2-bhk-flat-for-rent-in-vijayanagar-123-mysuru'))
      .toEqual({ kind: 'property', id: 123, city: 'mysuru' });
    expect(parseDetailId('pg-for-girls-in-gokulam-7-mysuru')).toEqual({ kind: 'pg', id: 7, city: 'mysuru' });
    expect(parseDetailId('/project-details/sky-heights-in-dwarka-4-new_delhi?x=1'))
      .toEqual({ kind: 'project', id: 4, city: 'new delhi' });
    expect(parseDetailId('sky-heights-in-dwarka-4-new_delhi', 'project-details'))
      .toEqual({ kind: 'project', id: 4, city: 'new delhi' });
  });

  it('malformed slugs are null', () => {
    for (const bad of ['', 'mysuru', 'flat-abc-mysuru', 'flat-0-mysuru', 'flat-99999999999-mysuru', '/other/flat-1-mysuru', 'flat-1-']) {
      expect(parseDetailId(bad), bad).toBeNull();
    }
  });
});
