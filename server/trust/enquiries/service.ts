import 'server-only';
import type { EnquiryApi } from '@/lib/contract';
import { AppError } from '@/lib/app-error';
import { getDb } from '../../platform/db/client';
import { enquiries } from '../../platform/db/schema';
import { approvedItem } from '../bookmarks/items';
import { withLeadQuota } from '../leads/quota';
import { giveConsent } from '../../accounts';

export type EnquiryInput = {
  property_id: number; property_type: string; name: string; phone_number: string; email?: string | null; message: string;
};

/** The detail page's enquiry: recorded for the item's poster (looked up here), shown in their leads. */
export async function createEnquiry(userId: number, input: EnquiryInput): Promise<EnquiryApi> {
  const db = await getDb();
  const item = await approvedItem(db, input.property_type, input.property_id);
  if (item.ownerId === userId) throw new AppError('forbidden', 'You cannot enquire about your own property').coded('enquiry_own');
  // The lead and the consent that lets its poster see the number commit together: never a lead without its proof.
  // The harvesting limits (server/trust/leads) are counted and the lead recorded under one lock.
  const row = await withLeadQuota(db, userId, item.ownerId, async (tx) => {
    const [r] = await tx.insert(enquiries).values({
      userId, ownerId: item.ownerId, kind: item.kind, itemId: item.id, name: input.name,
      phoneNumber: input.phone_number, email: input.email || null, message: input.message,
    }).returning();
    // The number goes to this poster for this enquiry only: its own consent, withdrawable in Settings.
    await giveConsent(tx, userId, 'lead_share', 'enquiry_form', { leadType: 'enquiry', leadId: r.id, posterId: item.ownerId });
    return r;
  });
  return { id: row.id, property_id: row.itemId, property_type: row.kind, name: row.name, message: row.message,
    created_at: row.createdAt.toISOString() };
}
