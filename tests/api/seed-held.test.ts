// Seeded pending items look like real held items (issue 23.1): each carries the
// reasons the live moderation check gives for its own description.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importLocalities } from '@/server/catalog/places/import';
import { contactReasons } from '@/server/listings/posting/moderation';
import { reraMissingReason } from '@/lib/projects/rera';
import { runSeed } from '@/server/platform/seed';
import { useTestDb } from '../helpers/db';

const t = useTestDb();
const NOW = '2026-06-01T06:00:00.000Z';
type Held = { kind: string; id: number; description: string | null; reasons: string[]; rera: string | null; state: string | null };

beforeAll(async () => {
  await importLocalities(t.db, { cities: ['Mysuru'] });
  await runSeed(t.db, { listings: 400, seed: 11, now: new Date(NOW) });
}, 180_000);

describe('seeded pending items', () => {
  it('every one shows the reasons the moderation check gives for its own description', async () => {
    const held = (await t.db.execute(sql`
      select 'property' as kind, id, description, moderation_reasons as reasons, 'n/a' as rera, null as state from listings where status = 'pending'
      union all select 'pg', id, description, moderation_reasons, 'n/a', null from pgs where status = 'pending'
      union all select 'project', id, description, moderation_reasons, rera_number, state from projects where status = 'pending'`) as unknown as { rows: Held[] }).rows;
    expect(held.length).toBeGreaterThan(10);
    for (const h of held) {
      expect(h.reasons.length, `${h.kind} ${h.id}`).toBeGreaterThan(0);
      // A project held for having no RERA number carries that reason alone, and a text that claims none.
      if (h.rera === null) {
        expect(h.reasons, `${h.kind} ${h.id}`).toEqual([reraMissingReason(h.state)]);
        expect(contactReasons(h.description ?? '')).toEqual([]);
        expect(h.description).not.toMatch(/RERA registered/);
      } else expect(h.reasons, `${h.kind} ${h.id}`).toEqual(contactReasons(h.description ?? ''));
    }
    // Waiting since a recent save (the last 4 days), as on a desk that keeps up.
    const waits = (await t.db.execute(sql`select max(now - updated_at) <= interval '4 days' as recent from (
      select ${NOW}::timestamptz as now, updated_at from listings where status = 'pending'
      union all select ${NOW}::timestamptz, updated_at from pgs where status = 'pending') w`) as unknown as { rows: { recent: boolean }[] }).rows;
    expect(waits[0].recent).toBe(true);
    // The three kinds of contact detail all occur.
    const all = held.flatMap((h) => h.reasons).join('\n');
    for (const w of ['phone number', 'e-mail address', 'a link']) expect(all).toContain(w);
    // Live listings are untouched.
    const live = (await t.db.execute(sql`select count(*)::int as n from listings where status = 'approved' and cardinality(moderation_reasons) > 0`) as unknown as { rows: { n: number }[] }).rows;
    expect(live[0].n).toBe(0);
  });
});
