// Found by search engines: sitemap dates that are true, a search id that names no
// search is a 404, and public agent and builder profiles indexed by the same
// "5 live results" rule as every other page.
import { describe, expect, it } from 'vitest';
import { agentRera, builderAccounts } from '@/server/platform/db/schema';
import { sitemapPartXml } from '@/server/catalog/seo/sitemap';
import { lastmodOf } from '@/server/catalog/seo/sitemap-xml';
import { searchMetadata } from '@/server/catalog/search/catalog/load-search';
import { isSearchId } from '@/lib/search-route';
import { publicUserDetails } from '@/server/trust/profiles/details';
import { profilePageOf } from '@/server/catalog/seo/profile-page';
import { MIN_LIVE_TO_INDEX } from '@/lib/seo/index-policy';
import type { PublicUser } from '@/lib/public-user';
import { useTestDb } from '../helpers/db';
import { daysAgo, makeListing, makePg, makeProject, makeUser } from '../helpers/fixtures';

const t = useTestDb();
const ORIGIN = 'https://gb.example';

// A translated page's <url> also carries its xhtml:link language alternates after the date.
const lastmods = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g)]
  .map((m) => ({ loc: m[1], lastmod: m[2] ?? null }));

describe('sitemap dates', () => {
  it('no lastmod lies in the future, even for rows stamped ahead of the clock; pages.xml carries true dates', async () => {
    const ahead = new Date(Date.now() + 2 * 86_400_000);
    const future = await makeListing(t.db, { city: 'Mysuru', createdAt: daysAgo(1), updatedAt: ahead });
    for (let i = 0; i < 3; i++) await makeListing(t.db, { city: 'Mysuru', createdAt: daysAgo(3 + i) });
    const house = await makeListing(t.db, { city: 'Mysuru', category: 'residential', createdAt: daysAgo(2) });
    // Four older houses: a landing page needs 5 live results to be indexed, so listed.
    for (let i = 0; i < 4; i++) await makeListing(t.db, { city: 'Mysuru', category: 'residential', createdAt: daysAgo(5 + i) });
    const newestPg = await makePg(t.db, { createdAt: daysAgo(0.5) });
    const started = Date.now();
    const parts = ['pages', 'search-0', 'items-0', 'items-1', 'insights'];
    const all = (await Promise.all(parts.map((p) => sitemapPartXml(ORIGIN, p)))).flatMap((x) => lastmods(x ?? ''));
    expect(all.length).toBeGreaterThan(10);
    const inFuture = all.filter((u) => u.lastmod && Date.parse(u.lastmod) > Date.now());
    expect(inFuture).toEqual([]);
    // The listing stamped ahead is listed at "now" at most, not at its stamp.
    const mine = all.find((u) => u.loc.endsWith(`-${future.id}-mysuru`))!;
    expect(Date.parse(mine.lastmod!)).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(mine.lastmod!)).toBeLessThan(ahead.getTime());

    // pages.xml: every URL dated; the home page by its newest live item, static pages by their text.
    const pages = lastmods((await sitemapPartXml(ORIGIN, 'pages'))!);
    expect(pages.filter((p) => !p.lastmod)).toEqual([]);
    expect(pages.find((p) => p.loc === `${ORIGIN}/`)!.lastmod).toBe(newestPg.createdAt.toISOString());
    expect(pages.find((p) => p.loc === `${ORIGIN}/static-pages/privacy-policy`)!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT00:00:00\.000Z$/);
    // A landing page: its newest listing.
    expect(pages.find((p) => p.loc === `${ORIGIN}/rs/properties-in-mysore-rd`)).toBeUndefined(); // a search page's twin: in search-0
    expect(pages.find((p) => p.loc === `${ORIGIN}/rs/independent-house-for-sale-in-mysore-rd`)!.lastmod).toBe(house.createdAt.toISOString());
  });

  it('lastmodOf: clamps to now, drops what it cannot read', () => {
    const now = Date.parse('2026-11-28T00:00:00.000Z');
    expect(lastmodOf('2026-12-01T10:00:00.000Z', now)).toBe('2026-11-28T00:00:00.000Z');
    expect(lastmodOf('2026-11-20', now)).toBe('2026-11-20T00:00:00.000Z');
    expect(lastmodOf('soon', now)).toBeNull();
    expect(lastmodOf(undefined, now)).toBeNull();
  });
});

describe('a search id that does not parse', () => {
  it('answers 404 (notFound), not an empty noindex page', async () => {
    for (const id of ['garbage', 'foo%3Dbar%26type%3Drent', '%E0%A4']) {
      expect(isSearchId(id)).toBe(false);
      await expect(searchMetadata('residential', id)).rejects.toMatchObject({ digest: expect.stringMatching(/404/) });
    }
    // Well-formed ids, in the app's spelling and as Next hands them over (percent-encoded as a whole).
    expect(isSearchId('type=rent&location=%5B%5D')).toBe(true);
    expect(isSearchId(encodeURIComponent('type=rent&bedrooms=2'))).toBe(true);
    expect(isSearchId('location=%5B%5D&type=sale')).toBe(true);
  });
});

describe('public profiles', () => {
  const profile = async (id: number) => profilePageOf((await publicUserDetails(id)) as PublicUser);

  it('an agent with 5 live listings is indexed, with a description from their data and their RERA number', async () => {
    const agent = await makeUser(t.db, { roleType: 'agent', name: 'Ravi Kumar', cityName: 'Mysuru' });
    await t.db.insert(agentRera).values({ userId: agent.id, state: 'Karnataka', number: 'PRM/KA/RERA/1251/446/AG/180101/001234' });
    for (let i = 0; i < MIN_LIVE_TO_INDEX - 1; i++) await makeListing(t.db, { userId: agent.id, postedBy: 'agent' });
    await makeListing(t.db, { userId: agent.id, postedBy: 'agent', status: 'pending' });
    await makeListing(t.db, { userId: agent.id, postedBy: 'agent', expiresAt: daysAgo(1) }); // approved, but past its date
    const thin = await profile(agent.id);
    expect(thin).toMatchObject({ index: false, live: 4, reasons: ['fewer than 5 live listings'] });
    expect(thin.description).toContain('4 live listings');

    await makePg(t.db, { userId: agent.id, postedBy: 'agent' });
    const p = await profile(agent.id);
    expect(p).toMatchObject({ index: true, live: 5, path: `/profile-pages/view-profile-details?id=${agent.id}`, reasons: [] });
    expect(p.title).toBe('Ravi Kumar: Property agent in Mysuru');
    expect(p.description).toBe('Ravi Kumar, property agent in Mysuru: 5 live listings on GharBazaar. RERA PRM/KA/RERA/1251/446/AG/180101/001234.');
  });

  it("a builder's page is under the project profile route and counts projects; an owner's page is never indexed", async () => {
    const builder = await makeUser(t.db, { roleType: 'builder', name: 'Asha Rao', cityName: 'Bengaluru', description: 'Homes near the lakes since 1998.' });
    await t.db.insert(builderAccounts).values({ userId: builder.id, companyName: 'Lakeview Developers', companyRole: 'Director' });
    for (let i = 0; i < 3; i++) await makeProject(t.db, { userId: builder.id });
    for (let i = 0; i < 2; i++) await makeListing(t.db, { userId: builder.id, postedBy: 'builder' });
    const b = await profile(builder.id);
    expect(b).toMatchObject({ index: true, live: 5, path: `/profile-pages/view-project-profile-details?id=${builder.id}` });
    expect(b.description).toBe('Lakeview Developers, builder in Bengaluru: 5 live listings on GharBazaar. Homes near the lakes since 1998.');

    const owner = await makeUser(t.db, { roleType: 'owner', name: 'Meena' });
    for (let i = 0; i < 6; i++) await makeListing(t.db, { userId: owner.id });
    const o = await profile(owner.id);
    expect(o).toMatchObject({ index: false, live: 6, reasons: ['not an agent or builder'] });
    expect(o.description.length).toBeGreaterThan(20);
  });
});
