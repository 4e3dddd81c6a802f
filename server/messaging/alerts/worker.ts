import 'server-only';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DetailKind } from '@/lib/detail-url';
import { DAY_MS, istDayStart } from '@/lib/ist';
import { configuredSiteUrl } from '@/lib/site';
import { getDb, type Db, type DbOrTx } from '../../platform/db/client';
import { alertDeliveries, alertEvents, listings, savedSearches, users } from '../../platform/db/schema';
import { cardsFor } from '../../catalog';
import { consentBlocks, unsubscribeUrl } from '../../accounts';
import { alertSms } from './sms-text';
import { alertMail } from './mail-text';
import { isLocale } from '@/lib/i18n/locales';
import { deliver } from './deliver';
import { matchingSearches } from './match-many';

// The alert worker. Two steps, each in its own short transactions:
// 1. expand: claim unexpanded events (FOR UPDATE SKIP LOCKED, so several
//    server processes on PostgreSQL never take the same row), find the
//    matching saved searches (match-many.ts: prefilter index, then each
//    search's own WHERE in one statement), insert one delivery per match
//    (unique per search and item: a retry inserts nothing new), mark the
//    event expanded; all in one transaction.
// 2. send: claim due deliveries the same way, send each saved search's batch
//    (instant: one message per item; daily: one digest), mark them sent, in
//    one transaction with the demo outbox rows (server/messaging/alerts/deliver.ts).
// A crash anywhere rolls back the open transaction: nothing is marked that
// was not done, and the next run (the alerts job of server/platform/jobs, or the drain
// after a post) picks the rows up again.

const EVENT_BATCH = 50;
const SEND_BATCH = 20;
const DELIVERY_SLICE = 5000;
const DIGEST_HOUR = 8; // daily alerts go out at 08:00 India time

/** The next 08:00 in India after `now`. */
export function nextDigest(now = new Date()): Date {
  const at = istDayStart(now).getTime() + DIGEST_HOUR * 3_600_000;
  return new Date(at > now.getTime() ? at : at + DAY_MS);
}


/** The new price of a price-drop event ('drop:18500'), null for a new listing. */
const dropPrice = (reason: string) => (reason.startsWith('drop:') ? Number(reason.slice(5)) : null);

async function stillAt(db: DbOrTx, id: number, price: number) {
  const [row] = await db.select({ price: listings.price }).from(listings).where(eq(listings.id, id));
  return row?.price === price;
}

async function expand(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const events = await tx.select().from(alertEvents).where(isNull(alertEvents.expandedAt))
      .orderBy(asc(alertEvents.id)).limit(EVENT_BATCH).for('update', { skipLocked: true });
    for (const e of events) {
      const drop = dropPrice(e.reason);
      // A drop the listing has since moved past (raised again, dropped further) is old news.
      if (drop !== null && !(await stillAt(tx, e.itemId, drop))) continue;
      const hits = await matchingSearches(tx, e.kind as DetailKind, e.itemId, { priceDrop: drop !== null });
      const now = new Date();
      // One insert per slice of matches (a slice stays well inside the statement's bind parameters).
      for (let i = 0; i < hits.length; i += DELIVERY_SLICE) {
        await tx.insert(alertDeliveries).values(hits.slice(i, i + DELIVERY_SLICE).map((s) => ({
          savedSearchId: s.id, kind: e.kind, itemId: e.itemId, reason: e.reason,
          dueAt: s.frequency === 'daily' ? nextDigest(now) : now,
        }))).onConflictDoNothing();
      }
    }
    if (events.length) {
      await tx.update(alertEvents).set({ expandedAt: new Date() }).where(inArray(alertEvents.id, events.map((e) => e.id)));
    }
    return events.length;
  });
}

export type SendOptions = {
  now?: Date;
  /** test hook: throw after this many messages (a crash mid-batch) */
  crashAfter?: number;
  /** test hook: awaited after each message, inside the open transaction (a test kills the process there) */
  afterSend?: (sent: number) => Promise<void>;
};

async function sendBatch(db: Db, o: SendOptions): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.select().from(alertDeliveries)
      .where(and(isNull(alertDeliveries.sentAt), lte(alertDeliveries.dueAt, o.now ?? new Date())))
      .orderBy(asc(alertDeliveries.id)).limit(SEND_BATCH).for('update', { skipLocked: true });
    if (!due.length) return 0;
    // blocked: the user withdrew consent to alerts on this channel; the deliveries are dropped (marked, not sent).
    const searches = await tx.select({ s: savedSearches, phone: users.phoneNumber, email: users.email, locale: users.locale,
      blocked: consentBlocks(savedSearches.userId, sql`'alerts_' || ${savedSearches.channel}`) })
      .from(savedSearches).innerJoin(users, eq(users.id, savedSearches.userId))
      .where(inArray(savedSearches.id, [...new Set(due.map((d) => d.savedSearchId))]));
    const cards = await cardsFor(tx, due.map((d) => ({ kind: d.kind as DetailKind, id: d.itemId })));
    const cardOf = new Map(cards.map((c) => [`${c.kind}:${c.id}`, c]));
    const site = configuredSiteUrl() ?? 'http://localhost:3000';
    let sent = 0;
    for (const { s, phone, email, locale: picked, blocked } of searches) {
      const locale = isLocale(picked) ? picked : 'en';
      const mine = due.filter((d) => d.savedSearchId === s.id);
      // Instant: one message per item; daily: one digest of the day's items.
      const batches = s.frequency === 'daily' ? [mine] : mine.map((d) => [d]);
      for (const batch of batches) {
        const found = batch.flatMap((d) => {
          const card = cardOf.get(`${d.kind}:${d.itemId}`);
          return card ? [{ card, priceCut: dropPrice(d.reason) !== null }] : [];
        });
        const to = s.channel === 'sms' ? phone : email;
        if (found.length && to && !blocked) {
          await deliver(tx, s.channel === 'sms'
            ? { channel: 'sms', to, ...alertSms(s.name, found, site, locale) }
            : { channel: 'email', to,
              ...alertMail(s.name, found, site, await unsubscribeUrl(site, s.userId, 'alerts_email'), locale) });
          sent += 1;
          if (o.crashAfter !== undefined && sent >= o.crashAfter) throw new Error('alert worker killed (test)');
          await o.afterSend?.(sent);
        }
        // Marked sent only here, with the message; an item that left search meanwhile is dropped, not retried.
        await tx.update(alertDeliveries).set({ sentAt: new Date() })
          .where(and(inArray(alertDeliveries.id, batch.map((d) => d.id)), isNull(alertDeliveries.sentAt)));
      }
    }
    // Deliveries whose saved search was deleted meanwhile are cascaded away; nothing else is left unmarked.
    return due.length;
  });
}

let running: Promise<{ events: number; deliveries: number }> | null = null;

/** One full drain: expand every waiting event, send every due delivery. One run per process at a time. */
export function runAlerts(o: SendOptions = {}) {
  running ??= (async () => {
    const db = await getDb();
    let events = 0;
    let deliveries = 0;
    try {
      for (let n = await expand(db); n > 0; n = await expand(db)) events += n;
      for (let n = await sendBatch(db, o); n > 0; n = await sendBatch(db, o)) deliveries += n;
    } finally {
      running = null;
    }
    return { events, deliveries };
  })();
  return running;
}
