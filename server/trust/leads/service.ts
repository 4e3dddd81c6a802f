import 'server-only';
import type { NumberShared } from '@/lib/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { DetailKind } from '@/lib/detail-url';
import { getDb } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { callbackRequests, enquiries } from '../../platform/db/schema';
import { cardsFor } from '../../catalog';
import { hiddenLeadIds, agentReraOf } from '../../accounts';
import { ownRow } from '../../platform/http/authorize';

// A poster's leads: callback requests and enquiries on their listings, PGs and
// projects, newest first, each with the visitor's name and number (the visitor
// gave it to be called) and whether the poster shared their own number back.

export const LEADS_PER_PAGE = 20;

type LeadRow = {
  lead_type: 'callback' | 'enquiry'; id: number; kind: DetailKind; item_id: number; name: string;
  phone_number: string; message: string | null; preferred_time: string | null; created_at: Date | string; shared_at: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export async function posterLeads(ownerId: number, page = 1) {
  const db = await getDb();
  const p = Math.max(1, page);
  const leads = await rows<LeadRow>(db, sql`
    select * from (
      select 'callback' as lead_type, id, kind, item_id, name, phone_number, message, preferred_time, created_at, shared_at
        from callback_requests where owner_id = ${ownerId}
      union all
      select 'enquiry', id, kind, item_id, name, phone_number, message, null, created_at, shared_at
        from enquiries where owner_id = ${ownerId}
    ) l order by created_at desc, id desc limit ${LEADS_PER_PAGE} offset ${(p - 1) * LEADS_PER_PAGE}`);
  const [{ n }] = await rows<{ n: string | number }>(db, sql`select
      (select count(*) from callback_requests where owner_id = ${ownerId}) +
      (select count(*) from enquiries where owner_id = ${ownerId}) as n`);
  const cards = await cardsFor(db, leads.map((r) => ({ kind: r.kind, id: r.item_id })));
  // Senders who withdrew "share my number" (Settings) are hidden from the poster again.
  const [hidCb, hidEn] = await Promise.all((['callback', 'enquiry'] as const).map((t) =>
    hiddenLeadIds(db, t, leads.filter((r) => r.lead_type === t).map((r) => r.id))));
  const hidden = (r: LeadRow) => (r.lead_type === 'callback' ? hidCb : hidEn).has(r.id);
  const byKey = new Map(cards.map((c) => [`${c.kind}:${c.id}`, c]));
  return {
    data: leads.map((r) => ({
      lead_type: r.lead_type, id: r.id, property_type: r.kind, property_id: r.item_id, name: r.name,
      phone_number: hidden(r) ? null : r.phone_number, number_hidden: hidden(r), message: r.message, preferred_time: r.preferred_time,
      created_at: iso(r.created_at), number_shared: r.shared_at !== null, shared_at: iso(r.shared_at),
      item: byKey.get(`${r.kind}:${r.item_id}`) ?? null,
    })),
    page: p, total: Number(n), totalNoOfPages: Math.ceil(Number(n) / LEADS_PER_PAGE),
    // The agent's own registration, as quoted to each of these visitors.
    rera_agent: (await agentReraOf(db, [ownerId])).get(ownerId) ?? null,
  };
}

export const shareSchema = yup.object({
  lead_type: yup.string().typeError('lead_type must be text').oneOf(['callback', 'enquiry'], 'lead_type must be callback or enquiry').required('lead_type is required'),
  lead_id: yup.number().typeError('lead_id must be a number').integer('lead_id must be a whole number')
    .positive('lead_id must be a positive number').required('lead_id is required'),
});

/** "Share my number" on one lead: that visitor (only) now sees the poster's phone for that item. */
export async function shareNumber(ownerId: number, leadType: 'callback' | 'enquiry', leadId: number): Promise<NumberShared> {
  const db = await getDb();
  const t = leadType === 'callback' ? callbackRequests : enquiries;
  const [row] = await db.select({ ownerId: t.ownerId, sharedAt: t.sharedAt }).from(t).where(eq(t.id, leadId));
  ownRow(ownerId, 'lead', row && { ...row, userId: row.ownerId });
  const now = new Date();
  await db.update(t).set({ sharedAt: now }).where(and(eq(t.id, leadId), isNull(t.sharedAt)));
  return { lead_type: leadType, lead_id: leadId, number_shared: true, shared_at: (row.sharedAt ?? now).toISOString() };
}
