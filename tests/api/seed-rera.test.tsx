// The seeded catalogue says only true things about RERA: every live project carries its state's
// registration number with a QR code to the authority's check page, and no live project page reads
// "not provided"; a project without a number is held (never live, never featured) with the reason;
// homes for sale under construction quote their project's number; every agent quotes their own.
import { renderToStaticMarkup } from 'react-dom/server';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReraBlock } from '@/components/projects/rera-block';
import { isValidAgentRera } from '@/lib/projects/rera-agents';
import { CITY_STATE, isValidRera, RERA_STATES, reraMissingReason } from '@/lib/projects/rera';
import { getListingDetail } from '@/server/catalog/detail/detail';
import { importLocalities } from '@/server/catalog/places/import';
import { CITIES } from '@/server/catalog/places/cities';
import { runSeed } from '@/server/platform/seed';
import { seedAgentRera, seedProjectRera } from '@/server/platform/seed/rera';
import { useTestDb } from '../helpers/db';

const t = useTestDb();
const rowsOf = <T,>(r: unknown) => (r as { rows: T[] }).rows;
// Three states with three different number shapes (K-RERA, HARERA Gurugram, GujRERA).
const SEEDED = ['Mysuru', 'Gurgaon', 'Ahmedabad'];

beforeAll(async () => {
  await importLocalities(t.db, { cities: SEEDED });
  await runSeed(t.db, { listings: 1200, seed: 37, now: new Date() });
}, 300_000);

type P = { id: number; status: string; rera_number: string | null; rera_state: string | null; state: string; is_featured: boolean;
  description: string; reasons: string[]; city: string };

describe('seeded projects and RERA', () => {
  it('every live project page shows its valid number with a QR code to the authority; none says "not provided"', async () => {
    const all = rowsOf<P>(await t.db.execute(sql`select id, status, rera_number, rera_state, state, is_featured, description,
      moderation_reasons as reasons, city from projects order by id`));
    const live = all.filter((p) => p.status === 'approved');
    expect(live.length).toBeGreaterThan(5);
    expect(new Set(live.map((p) => p.city))).toEqual(new Set(SEEDED));
    let pages = 0;
    for (const p of live) {
      expect(p.rera_number, `project ${p.id}`).not.toBeNull();
      expect(isValidRera(p.rera_number!, p.rera_state), `${p.rera_number} (${p.rera_state})`).toBe(true);
      expect(p.rera_state).toBe(p.state);
      const d = await getListingDetail('project', p.id);
      if (!d) continue; // approved but past its 60 fresh days: no page
      pages++;
      expect(d.card.rera_number).toBe(p.rera_number);
      const html = renderToStaticMarkup(<ReraBlock rera={d.project!.rera} heading={null} />);
      expect(html).not.toMatch(/not provided/i);
      expect(html).toContain(p.rera_number!.replace(/&/g, '&amp;'));
      expect(html).toContain('<svg');
      const rule = RERA_STATES[p.state];
      expect(d.project!.rera.authority).toBe(rule.authority);
      expect(d.project!.rera.check_url).toBe(rule.verify.replace('{n}', encodeURIComponent(p.rera_number!)));
    }
    expect(pages).toBeGreaterThan(5);
  });

  it('a project without a number is held with the reason its builder reads, and is not featured', async () => {
    const held = rowsOf<P>(await t.db.execute(sql`select id, status, rera_number, rera_state, state, is_featured, description,
      moderation_reasons as reasons, city from projects where rera_number is null`));
    expect(held.length).toBeGreaterThan(0);
    for (const p of held) {
      expect(p.status).toBe('pending');
      expect(p.is_featured).toBe(false);
      expect(p.reasons).toEqual([reraMissingReason(p.state)]);
      expect(p.description).not.toMatch(/RERA registered/);
      expect(await getListingDetail('project', p.id)).toBeNull();
    }
    const featuredHeld = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from projects where status <> 'approved' and is_featured`));
    expect(featuredHeld[0].n).toBe(0);
  });

  it('every live home for sale under construction quotes a valid number of its state', async () => {
    const homes = rowsOf<{ id: number; rera_number: string | null; city: string }>(await t.db.execute(sql`select id, rera_number, city from listings
      where status = 'approved' and post_type = 'sale' and construction_status = 'under_construction'`));
    expect(homes.length).toBeGreaterThan(10);
    const stateOf = new Map(CITIES.map((c) => [c.name, c.state]));
    for (const h of homes) expect(isValidRera(h.rera_number ?? '', stateOf.get(h.city)), `listing ${h.id}: ${h.rera_number}`).toBe(true);
  });

  it('every seeded agent quotes a registration of their state, shown beside their name on their listings', async () => {
    const agents = rowsOf<{ id: number; state: string | null; number: string | null }>(await t.db.execute(sql`select u.id, r.state, r.number
      from users u left join agent_rera r on r.user_id = u.id where u.role_type = 'agent'`));
    expect(agents.length).toBeGreaterThan(5);
    for (const a of agents) expect(a.number && a.state && isValidAgentRera(a.number, a.state), `agent ${a.id}: ${a.number}`).toBeTruthy();
    const [listing] = rowsOf<{ id: number; number: string }>(await t.db.execute(sql`select l.id, r.number from listings l
      join agent_rera r on r.user_id = l.user_id where l.status = 'approved' and l.posted_by = 'agent' order by l.id limit 1`));
    const d = await getListingDetail('property', listing.id);
    expect(d?.poster?.rera_agent?.number).toBe(listing.number);
  });
});

describe('the seeder\'s numbers', () => {
  it('the wizard\'s city-to-state table agrees with the product\'s cities', () => {
    expect(CITY_STATE).toEqual(Object.fromEntries(CITIES.map((c) => [c.name, c.state])));
  });

  it('are valid for every product city, projects, layouts and agents alike', () => {
    for (const c of CITIES) {
      for (const id of [1, 42, 99_999, 1_234_567]) {
        expect(seedProjectRera(c.name, id, false)?.state).toBe(c.state);
        expect(seedProjectRera(c.name, id, true)?.state).toBe(c.state);
        expect(seedAgentRera(c.name, id)?.state).toBe(c.state);
      }
    }
  });
});
