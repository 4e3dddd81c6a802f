import 'server-only';
import { getDb } from '../../../platform/db/client';
import { analyticsEvents } from '../../../platform/db/schema';
import type { AnalyticsEvent } from '../catalog/schemas';

// Analytics events (e.g. one record-view per search result, action_type
// 'filter_button'): one multi-row INSERT per call, nothing read back, so the
// call answers in one round trip however many events the client batches.

export async function recordEvents(events: AnalyticsEvent[], userId: number | null): Promise<number> {
  if (!events.length) return 0;
  const db = await getDb();
  await db.insert(analyticsEvents).values(events.map((e) => ({
    userId,
    actionType: e.action_type,
    propertyType: e.property_type || null,
    propertyId: e.property_id ?? null,
    pageNo: e.page_no ?? null,
  })));
  return events.length;
}
