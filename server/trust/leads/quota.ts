import 'server-only';
import { AppError } from '@/lib/app-error';
import { LEADS_PER_POSTER_PER_DAY, LEADS_PER_VISITOR_PER_DAY } from '@/lib/trust/reasons';
import type { Db } from '../../platform/db/client';
import { capKey, withCap } from '../../platform/db/cap';
import type { DbTx } from '../../platform/db/types';
import { leadsToday } from '../../money';

// Limits that stop harvesting and spam (docs/trust.md, "Leads"): a visitor
// sends at most LEADS_PER_VISITOR_PER_DAY leads (callbacks + enquiries) a day,
// and a poster receives at most LEADS_PER_POSTER_PER_DAY, Indian calendar days.
// A poster's number only reaches a visitor the poster chose, so these limits
// cap what a bot with many accounts could still collect per day.
// Both are counted and the lead recorded under the locks of the visitor and the
// poster (server/platform/db/cap.ts): parallel submits cannot all pass the count.

/**
 * Records a lead with `record` (its row and consent) if neither the visitor nor
 * the poster is at today's limit; a refusal is a 429 and records nothing.
 */
export async function withLeadQuota<T>(db: Db, visitorId: number, posterId: number, record: (tx: DbTx) => Promise<T>): Promise<T> {
  return withCap(db, [capKey('leads-from', visitorId), capKey('leads-to', posterId)], async (tx) => {
    if (await leadsToday(tx, 'requester', visitorId) >= LEADS_PER_VISITOR_PER_DAY) {
      throw new AppError('rate_limited', `You can contact up to ${LEADS_PER_VISITOR_PER_DAY} posters a day. Please try again tomorrow.`)
        .coded('leads_visitor_limit', { n: LEADS_PER_VISITOR_PER_DAY });
    }
    if (await leadsToday(tx, 'owner', posterId) >= LEADS_PER_POSTER_PER_DAY) {
      throw new AppError('rate_limited', 'This poster has received many requests today. Please try again tomorrow.').coded('leads_poster_limit');
    }
    return record(tx);
  });
}
