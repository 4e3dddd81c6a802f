import 'server-only';
import type { CallbackApi, CallbackPage } from '@/lib/contract';
import { count, desc, eq } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import type { DetailKind } from '@/lib/detail-url';
import { getDb } from '../../platform/db/client';
import { callbackRequests } from '../../platform/db/schema';
import { cardsFor } from '../../catalog';
import { approvedItem } from '../bookmarks/items';
import { withLeadQuota } from '../leads/quota';
import { sharedPhones } from '../leads/shared-phone';
import { giveConsent, hiddenLeadIds, agentReraOf, type AgentRera } from '../../accounts';

export const CALLBACKS_PER_PAGE = 20; // SPEC §9 page size

export type CallbackInput = {
  property_id: number; property_type: string; name: string; phone_number: string;
  preferred_time?: string | null; message?: string | null;
};

type Row = typeof callbackRequests.$inferSelect;

function toApi(r: Row): CallbackApi {
  return {
    id: r.id,
    property_id: r.itemId,
    property_type: r.kind,
    name: r.name,
    phone_number: r.phoneNumber,
    preferred_time: r.preferredTime,
    message: r.message,
    created_at: r.createdAt.toISOString(),
    number_shared: r.sharedAt !== null,
  };
}

/** Asks the item's poster to call back. The poster is looked up here, never taken from the body. */
export async function createCallback(requesterId: number, input: CallbackInput) {
  const db = await getDb();
  const item = await approvedItem(db, input.property_type, input.property_id);
  if (item.ownerId === requesterId) throw new AppError('forbidden', 'You cannot request a callback on your own property');
  // callback_daily_uq allows one request per user per item per day (India time):
  // a second one, even from a racing double submit, inserts nothing.
  // The lead and the consent that lets its poster see the number commit together: never a lead without its proof.
  // server/trust/leads: harvesting limits, counted and recorded under one lock.
  const row = await withLeadQuota(db, requesterId, item.ownerId, async (tx) => {
    const [r] = await tx.insert(callbackRequests).values({
      requesterId, ownerId: item.ownerId, kind: item.kind, itemId: item.id, name: input.name,
      phoneNumber: input.phone_number, preferredTime: input.preferred_time || null, message: input.message || null,
    }).onConflictDoNothing().returning();
    if (!r) {
      throw new AppError('conflict',
        'You have already requested a callback for this property today. The owner will call you back soon.');
    }
    // The number goes to this poster for this request only: its own consent, withdrawable in Settings.
    await giveConsent(tx, requesterId, 'lead_share', 'callback_form', { leadType: 'callback', leadId: r.id, posterId: item.ownerId });
    return r;
  });
  return toApi(row);
}

/** One page of callbacks, newest first, each with its item's card (null once the item is no longer listed). */
async function page(side: 'requester' | 'owner', userId: number, pageNo: number): Promise<CallbackPage> {
  const db = await getDb();
  const col = side === 'requester' ? callbackRequests.requesterId : callbackRequests.ownerId;
  const pageN = Math.max(1, pageNo);
  const [found, [{ n }]] = await Promise.all([
    db.select().from(callbackRequests).where(eq(col, userId))
      .orderBy(desc(callbackRequests.createdAt), desc(callbackRequests.id))
      .limit(CALLBACKS_PER_PAGE).offset((pageN - 1) * CALLBACKS_PER_PAGE),
    db.select({ n: count() }).from(callbackRequests).where(eq(col, userId)),
  ]);
  const cards = await cardsFor(db, found.map((r) => ({ kind: r.kind as DetailKind, id: r.itemId })));
  const byKey = new Map(cards.map((c) => [`${c.kind}:${c.id}`, c]));
  // The requester sees the poster's number only on requests the poster answered with "share my number".
  const phones = side === 'requester' ? await sharedPhones(db, found) : new Map<number, string>();
  // The poster no longer sees the number of a requester who withdrew "share my number" (DPDP).
  const hidden = side === 'owner' ? await hiddenLeadIds(db, 'callback', found.map((r) => r.id)) : new Set<number>();
  // An agent quotes their RERA registration on every lead: the requester sees it with the item.
  const rera = side === 'requester' ? await agentReraOf(db, found.map((r) => r.ownerId)) : new Map<number, AgentRera>();
  return {
    data: found.map((r) => ({ ...toApi(r), item: byKey.get(`${r.kind}:${r.itemId}`) ?? null,
      ...(hidden.has(r.id) ? { phone_number: null, number_hidden: true } : {}),
      ...(side === 'requester' ? { poster_phone: phones.get(r.id) ?? null, poster_rera: rera.get(r.ownerId) ?? null } : {}) })),
    totalNoOfPages: Math.ceil(n / CALLBACKS_PER_PAGE),
    page: pageN,
    total: n,
  };
}

/** Callbacks I asked for. */
export const myRequests = (userId: number, pageNo: number) => page('requester', userId, pageNo);

/** Callbacks asked on my listings, PGs and projects (the requester's name and phone are for me to call). */
export const receivedRequests = (userId: number, pageNo: number) => page('owner', userId, pageNo);
