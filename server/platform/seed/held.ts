import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { contactReasons } from '../../listings/posting/moderation';

// Seeded items drawn as pending must look like real held items: each gets what
// really holds a post (a phone number, an e-mail address or a link written into
// its description) and the reasons the live check gives for exactly that text,
// so the desk shows a reason the admin can verify against the description.
// Each last saved (and so waiting since) within the 4 days before "now", as on a desk that keeps up.
// Pure SQL per table, no random draws: the same seed keeps giving the same data. A project held for
// having no RERA number keeps that one reason (./projects.ts).

const VARIANTS = [
  { sample: ' Call 98450 12345 to fix a visit.', text: sql`' Call 98' || lpad((id % 1000)::text, 3, '0') || ' ' || lpad(((id::bigint * 7919) % 100000)::text, 5, '0') || ' to fix a visit.'` },
  { sample: ' Write to owner123@gmail.com for photos.', text: sql`' Write to owner' || id || '@gmail.com for photos.'` },
  { sample: ' Video tour at www.homes123.in', text: sql`' Video tour at www.homes' || id || '.in'` },
];

/**
 * `run` executes one statement and answers the rows it changed: the bulk writer's, so this runs
 * inside the load's transaction before the secondary indexes are built (updating 5 % of 10M
 * listings with 33 indexes in place cost 53 s; the scans were a small part of it).
 */
export async function holdSeededPending(run: (q: SQL) => Promise<number>, now: number) {
  const at = new Date(now).toISOString();
  let held = 0;
  for (const table of ['listings', 'pgs', 'projects']) {
    for (const [i, v] of VARIANTS.entries()) {
      const reasons = contactReasons(v.sample);
      if (!reasons.length) throw new Error(`seed: "${v.sample}" would not be held`);
      held += await run(sql`update ${sql.identifier(table)}
        set description = coalesce(description, '') || ${v.text}, moderation_reasons = ${`{${reasons.map((r) => JSON.stringify(r)).join(',')}}`}::text[],
          updated_at = greatest(created_at, ${at}::timestamptz - ((id::bigint * 37) % 96) * interval '1 hour' - (id % 60) * interval '1 minute')
        where status = 'pending' and id % ${VARIANTS.length} = ${i}${table === 'projects' ? sql` and rera_number is not null` : sql``}`);
    }
  }
  return held;
}
