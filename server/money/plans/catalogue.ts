import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '@/lib/app-error';
import { GST_RATE_BP } from '@/lib/billing/money';
import type { Db } from '../../platform/db/client';
import { getDb } from '../../platform/db/client';
import { plans } from '../../platform/db/schema';
import type { PlanApi } from '@/lib/contract';
import type { PlanAudience } from '@/lib/policy';

export type PlanRow = typeof plans.$inferSelect;

/** A plan as the API shows it: price before GST, the 18 % GST and the total (paise and rupees). */
export function planToApi(p: PlanRow): PlanApi {
  const gst = Math.round((p.pricePaise * GST_RATE_BP) / 10_000);
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    audience: p.audience,
    duration_days: p.durationDays,
    price_paise: p.pricePaise,
    gst_paise: gst,
    total_paise: p.pricePaise + gst,
    gst_rate_percent: GST_RATE_BP / 100,
    listing_quota: p.listingQuota,
    featured_quota: p.featuredQuota,
    project_quota: p.projectQuota,
    priority_moderation: p.priorityModeration,
    features: p.features,
  };
}

export type { PlanApi };

export async function listPlans(audience?: PlanAudience): Promise<PlanApi[]> {
  const db = await getDb();
  const where = audience ? and(eq(plans.isActive, true), eq(plans.audience, audience)) : eq(plans.isActive, true);
  const rows = await db.select().from(plans).where(where).orderBy(asc(plans.audience), asc(plans.sortOrder), asc(plans.pricePaise));
  return rows.map(planToApi);
}

export async function activePlan(db: Db, id: number): Promise<PlanRow> {
  const [p] = await db.select().from(plans).where(eq(plans.id, id));
  if (!p || !p.isActive) throw new AppError('not_found', 'This plan is not on sale');
  return p;
}

