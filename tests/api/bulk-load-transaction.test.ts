import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faqs } from '@/server/platform/db/schema';
import { openBulkWriter } from '@/server/platform/seed/bulk/writer';
import { dropSecondaryIndexes } from '@/server/platform/seed/bulk/indexes';
import { useTestDb } from '../helpers/db';

// The seeder's load is one transaction on both databases: COPY (pg-copy-streams
// on PostgreSQL, '/dev/blob' on PGlite), with the empty tables' indexes dropped
// for the load. A load that fails must leave neither rows nor missing indexes.

const t = useTestDb();
const indexCount = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int n from pg_indexes where tablename = 'pgs'`)).rows[0].n;
const rows = (text: string) => [
  { id: 900_001, question: `Tab\\there? ${text}`, answer: 'Line one\nline two, back\\slash', sortOrder: 3 },
  { id: 900_002, question: `Second ${text}`, answer: 'ok', audience: 'owner' },
];

describe('bulk writer', () => {
  it('rolls back rows and dropped indexes when the load is not committed', async () => {
    const before = await indexCount();
    const w = await openBulkWriter(t.db);
    try {
      const dropped = await dropSecondaryIndexes(w, ['pgs']);
      expect(dropped.length).toBeGreaterThan(3);
      await w.write(faqs, rows('lost'));
      expect((await w.query('select count(*)::int n from faqs where id > 900000'))[0].n).toBe(2);
    } finally {
      await w.close();
    }
    expect(await indexCount()).toBe(before);
    expect(await t.db.$count(faqs, sql`id > 900000`)).toBe(0);
  });

  it('writes text with tabs, newlines and backslashes exactly, once committed', async () => {
    const w = await openBulkWriter(t.db);
    try {
      await w.write(faqs, rows('kept'));
      await w.commit();
    } finally {
      await w.close();
    }
    const got = await t.db.select().from(faqs).where(sql`id > 900000`).orderBy(faqs.id);
    expect(got).toEqual([
      { id: 900_001, audience: 'general', question: 'Tab\\there? kept', answer: 'Line one\nline two, back\\slash', sortOrder: 3 },
      { id: 900_002, audience: 'owner', question: 'Second kept', answer: 'ok', sortOrder: 0 },
    ]);
  });
});
