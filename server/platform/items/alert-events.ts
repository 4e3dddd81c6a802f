import 'server-only';
import type { DetailKind } from '@/lib/detail-url';
import { alertEvents } from '../db/schema';
import type { Db } from '../db/client';

// The transactional outbox of saved-search alerts. It lives with the item kinds
// (platform), not in alerts: the writers (listings, the desk) sit below
// messaging and must not import it; the worker subscribes through onAlertEvent. Whoever makes an item live
// (posting a listing that passes moderation, an edit that clears its reasons,
// the moderation desk approving it) calls recordAlertEvent with its OWN
// transaction: the event commits with the listing or not at all, so a crash
// after the commit loses nothing (the worker finds the row later) and a crash
// before it leaves neither. server/messaging/alerts/worker.ts (messaging) turns events into deliveries.

type Tx = Pick<Db, 'insert'>;

export async function recordAlertEvent(tx: Tx, kind: DetailKind, itemId: number) {
  await tx.insert(alertEvents).values({ kind, itemId });
  // A drain soon after the commit (the interval catches anything this misses).
  scheduleDrain();
}

// On globalThis: Next may load this module once per server bundle; the hook must reach them all.
const g = globalThis as { __gbAlertDrain?: (() => void) | null };
/** Set by the worker module when it runs in a server (not in unit tests). */
export function onAlertEvent(hook: (() => void) | null) { g.__gbAlertDrain = hook; }
function scheduleDrain() { g.__gbAlertDrain?.(); }
