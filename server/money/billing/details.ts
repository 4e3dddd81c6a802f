import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { BillingInput } from '@/lib/billing/schemas';
import { getDb } from '../../platform/db/client';
import { billingDetails, type User } from '../../platform/db/schema';
import type { Exec } from '../../platform/db/types';
import type { BillingApi } from '@/lib/contract';
import { ownRow } from '../../platform/http/authorize';

type Row = typeof billingDetails.$inferSelect;

export const billingToApi = (r: Row): BillingApi => ({
  id: r.id, name: r.name, email: r.email, phone_number: r.phoneNumber, address: r.address,
  city: r.city, state: r.state, pincode: r.pincode, gstin: r.gstin,
});

/**
 * create-billing-details updates the caller's current billing details (or makes the
 * first); create-billing-details-new always adds another set (a second company, say).
 * Orders keep pointing at the row they were billed to; invoices copy it when issued.
 */
export async function saveBillingDetails(user: User, input: BillingInput, fresh: boolean) {
  const db = await getDb();
  const values = {
    userId: user.id, name: input.name, email: input.email, phoneNumber: user.phoneNumber,
    address: input.address, city: input.city, state: input.state, pincode: input.pincode, gstin: input.gstin || null,
  };
  if (!fresh) {
    const [current] = await db.select().from(billingDetails).where(eq(billingDetails.userId, user.id))
      .orderBy(desc(billingDetails.id)).limit(1);
    if (current) {
      const [row] = await db.update(billingDetails).set(values).where(eq(billingDetails.id, current.id)).returning();
      return billingToApi(row);
    }
  }
  const [row] = await db.insert(billingDetails).values(values).returning();
  return billingToApi(row);
}

export async function latestBillingDetails(userId: number) {
  const db = await getDb();
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId))
    .orderBy(desc(billingDetails.id)).limit(1);
  return row ? billingToApi(row) : null;
}

/** A billing row the caller owns; another user's answers 404 as an unknown id does (ids cannot be counted). */
export async function ownBilling(db: Exec, userId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.id, id));
  return ownRow(userId, 'billing', row);
}
