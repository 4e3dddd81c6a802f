import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { gstSplit } from '@/lib/billing/money';
import { rupeesInWords } from '@/lib/format';
import { stateCode } from '@/lib/billing/states';
import { istWallClock } from '@/lib/ist';
import { getDb } from '../../platform/db/client';
import { billingDetails, invoiceCounters, invoices, orders, plans, subscriptions } from '../../platform/db/schema';
import type { Exec } from '../../platform/db/types';
import { PLAN_SAC_CODE, seller } from './seller';
import type { InvoiceApi } from '@/lib/contract';
import { ownRow } from '../../platform/http/authorize';

type Invoice = typeof invoices.$inferSelect;

/** Indian financial year (April to March) of an instant, read in India time: "2026-27". */
export function financialYear(at: Date): string {
  const ist = istWallClock(at);
  const y = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The printed number: "GB/26-27/000001", 15 characters. CGST Rules, rule 46(b): at most 16
 * characters (letters, digits, "-" and "/"), consecutive and unique for a financial year.
 */
export function invoiceNumber(fy: string, n: number): string {
  return `GB/${fy.slice(2)}/${String(n).padStart(6, '0')}`;
}

/** "gb_order_12", with the gateway's own order id when it has one. */
export function orderReference(o: { id: number; receipt: string | null; providerRef: string | null }): string {
  const receipt = o.receipt ?? `gb_order_${o.id}`;
  return o.providerRef && o.providerRef !== receipt ? `${receipt} (gateway ${o.providerRef})` : receipt;
}

/**
 * Issues the tax invoice of a paid order inside the granting transaction. The
 * counter row is incremented in the same transaction, so numbers are sequential
 * without gaps (a rolled-back grant gives its number back) and never repeat.
 */
export async function issueInvoice(tx: Exec, orderId: number, now = new Date()): Promise<Invoice> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const [plan] = await tx.select().from(plans).where(eq(plans.id, o.planId));
  const [b] = o.billingId ? await tx.select().from(billingDetails).where(eq(billingDetails.id, o.billingId)) : [];
  if (!b) throw new AppError('internal', `order ${orderId} has no billing details`);
  // The plan period this order bought (granted just before, in this transaction).
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
  const s = seller();
  const split = gstSplit(o.basePaise ?? plan.pricePaise, stateCode(b.state) ?? '', s.stateCode);
  const fy = financialYear(now);
  const [{ last }] = await tx.insert(invoiceCounters).values({ financialYear: fy, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  const [inv] = await tx.insert(invoices).values({
    number: invoiceNumber(fy, last), orderId, userId: o.userId,
    sellerName: s.name, sellerAddress: s.address, sellerState: s.state, sellerGstin: s.gstin,
    buyerName: b.name, buyerAddress: `${b.address}, ${b.city} ${b.pincode}`, buyerState: b.state, buyerGstin: b.gstin,
    sacCode: PLAN_SAC_CODE, description: `${plan.name} plan, ${plan.durationDays} days`,
    taxablePaise: split.taxablePaise, cgstPaise: split.cgstPaise, sgstPaise: split.sgstPaise, igstPaise: split.igstPaise,
    totalPaise: split.totalPaise, issuedAt: now,
    orderRef: orderReference(o), paymentRef: o.paymentRef, periodFrom: sub?.startsAt ?? null, periodTo: sub?.endsAt ?? null,
  }).returning();
  return inv;
}

export const invoiceToApi = (i: Invoice): InvoiceApi => ({
  id: i.id, number: i.number, order_id: i.orderId, issued_at: i.issuedAt.toISOString(),
  order_ref: i.orderRef, payment_ref: i.paymentRef,
  period_from: i.periodFrom?.toISOString() ?? null, period_to: i.periodTo?.toISOString() ?? null,
  seller: { name: i.sellerName, address: i.sellerAddress, state: i.sellerState, state_code: stateCode(i.sellerState) ?? null, gstin: i.sellerGstin },
  buyer: { name: i.buyerName, address: i.buyerAddress, state: i.buyerState, state_code: stateCode(i.buyerState) ?? null, gstin: i.buyerGstin },
  // Services to a recipient: the place of supply is the recipient's location (IGST Act s.12(2)).
  place_of_supply: { state: i.buyerState, code: stateCode(i.buyerState) ?? null },
  reverse_charge: false,
  sac_code: i.sacCode, description: i.description,
  taxable_paise: i.taxablePaise, cgst_paise: i.cgstPaise, sgst_paise: i.sgstPaise, igst_paise: i.igstPaise,
  total_paise: i.totalPaise, amount_in_words: rupeesInWords(i.totalPaise),
  download_url: `/api/subscription/invoice-pdf?invoice_id=${i.id}`,
});

export type { InvoiceApi };

/** The caller's own invoice; another user's answers 404 as an unknown id does (not even that it exists leaks). */
export async function ownInvoice(userId: number, invoiceId: number) {
  const db = await getDb();
  const [inv] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return ownRow(userId, 'invoice', inv);
}

export async function invoiceForOrder(db: Exec, orderId: number) {
  const [inv] = await db.select().from(invoices).where(and(eq(invoices.orderId, orderId)));
  return inv;
}
