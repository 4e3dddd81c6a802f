import 'server-only';
import type { FaqApi } from '@/lib/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { faqs } from '../../platform/db/schema';
import type { RouteTable } from '../../platform/http/types';
import { DEFAULT_FAQS } from '@/lib/trust/faqs';

/** Seeds an empty faqs table once (advisory lock: two first callers insert one set). */
async function ensureSeeded(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(712001)`);
    const [{ n }] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from faqs where audience in ('general', 'posters')`);
    if (n === 0) await tx.insert(faqs).values(DEFAULT_FAQS.map((f, i) => ({ ...f, sortOrder: i })));
  });
}

let seeded = false;
// The plans pages read their own 'subscription' FAQs (server/money/plans); the site's are these.
const SITE_AUDIENCES = ['general', 'posters'];

export async function allFaqs(): Promise<FaqApi[]> {
  const db = await getDb();
  if (!seeded) { await ensureSeeded(db); seeded = true; }
  const rows = await db.select().from(faqs).where(inArray(faqs.audience, SITE_AUDIENCES)).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map((f) => ({ id: f.id, audience: f.audience, question: f.question, answer: f.answer }));
}

export const faqRoutes: RouteTable = {
  'POST /api/faq/find-all-faq': async () => ({ data: await allFaqs(), message: 'FAQs' }),
  'GET /api/faq/find-all-faq': async () => ({ data: await allFaqs(), message: 'FAQs' }),
};
