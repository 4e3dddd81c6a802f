// Issue 14: landing pages whose results contradict their titles.
import { describe, expect, it } from 'vitest';
import { residentialDetails } from '@/server/platform/db/schema';
import { toApiBody } from '@/lib/search-route';
import { findLanding, landingHeading, landingSearch } from '@/landing-data';
import { useTestDb } from '../helpers/db';
import { call } from '../helpers/api';
import { makeListing, makeProject } from '../helpers/fixtures';

const t = useTestDb();

async function landingResults(slug: string) {
  const { state } = landingSearch('residential', findLanding('residential', slug)!);
  const r = await call('POST', '/api/search/residential-property-search-v2', toApiBody('residential', state, { fallbackCity: 'Mysuru' }));
  expect(r.http).toBe(200);
  return (r.body.data.data as { id: number; ResidentialProject?: boolean }[]);
}

describe('landing page results', () => {
  it('gated-community-for-sale-in-mysore-rd lists only flats and villas marked gated (and gated projects)', async () => {
    const gated = await makeListing(t.db, { category: 'apartment' });
    await t.db.insert(residentialDetails).values({ listingId: gated.id, gatedCommunity: true });
    const open = await makeListing(t.db, { category: 'villa' });
    await t.db.insert(residentialDetails).values({ listingId: open.id, gatedCommunity: false });
    const unknown = await makeListing(t.db, { category: 'apartment' });
    const colony = await makeProject(t.db, { city: 'Mysuru', projectType: 'apartment', gatedColony: true });
    const openProject = await makeProject(t.db, { city: 'Mysuru', projectType: 'apartment', gatedColony: false });

    const found = await landingResults('gated-community-for-sale-in-mysore-rd');
    const listingIds = found.filter((c) => !c.ResidentialProject).map((c) => c.id);
    const projectIds = found.filter((c) => c.ResidentialProject).map((c) => c.id);
    expect(listingIds).toEqual([gated.id]);
    expect(listingIds).not.toContain(open.id);
    expect(listingIds).not.toContain(unknown.id);
    expect(projectIds).toContain(colony.id);
    expect(projectIds).not.toContain(openProject.id);
  });

  it('buy-30-40-plot-in-mysore-rd lists 30x40 sites, not 20x30 ones', async () => {
    const site = await makeListing(t.db, { category: 'plot', bedrooms: null, plotArea: 1200 });
    const small = await makeListing(t.db, { category: 'plot', bedrooms: null, plotArea: 600 });
    const ids = (await landingResults('buy-30-40-plot-in-mysore-rd')).map((c) => c.id);
    expect(ids).toContain(site.id);
    expect(ids).not.toContain(small.id);
  });

  it('headings keep every word of the title and its one name for the city', () => {
    const pg = findLanding('pg', 'double-sharing-girls-pg-in-vijayanagar-mysore-rd')!;
    expect(landingHeading(pg)).toMatch(/Double Sharing/);
    expect(pg.metaTitle).toContain(landingHeading(pg));
    const plot = findLanding('residential', 'buy-30-40-plot-in-mysore-rd')!;
    expect(landingHeading(plot)).toBe('30x40 Plots & Sites for Sale in Mysore');
  });
});
