import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { count, isNull } from 'drizzle-orm';
import { metrics } from '@/lib/ops/metrics.mjs';
import { getDb, poolStats } from '../db/client';
import { alertDeliveries, alertEvents } from '../db/schema';
import { guessMetrics } from '../../accounts/auth/otp-guesses';
import { clientIp } from '../http/client-ip';

// GET /metrics, Prometheus text. Requests, durations and page cache answers are
// counted as they happen (server/platform/runtime/serve.ts); the database figures are read here,
// at scrape time, so an idle server costs nothing.

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/** Who may read: with METRICS_TOKEN a bearer of it; without, loopback callers only. */
export function metricsRefusal(headers: Headers): { status: 401 | 403; message: string } | null {
  const want = process.env.METRICS_TOKEN;
  if (want) {
    const got = Buffer.from(headers.get('authorization') ?? '');
    const expected = Buffer.from(`Bearer ${want}`);
    return got.length === expected.length && timingSafeEqual(got, expected)
      ? null : { status: 401, message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>' };
  }
  return LOOPBACK.test(clientIp(headers))
    ? null : { status: 403, message: 'Metrics answer loopback callers only unless METRICS_TOKEN is set' };
}

async function readDatabaseFigures() {
  const m = metrics();
  const pool = await poolStats();
  if (pool) {
    m.poolInUse.set(pool.total - pool.idle);
    m.poolIdle.set(pool.idle);
    m.poolWaiting.set(pool.waiting);
  }
  const db = await getDb();
  const [[events], [deliveries], guesses] = await Promise.all([
    db.select({ n: count() }).from(alertEvents).where(isNull(alertEvents.expandedAt)),
    db.select({ n: count() }).from(alertDeliveries).where(isNull(alertDeliveries.sentAt)),
    guessMetrics(db),
  ]);
  m.alertQueue.set({ stage: 'events_to_expand' }, Number(events.n));
  m.alertQueue.set({ stage: 'deliveries_to_send' }, Number(deliveries.n));
  m.otpWrong.set({ window: '10m' }, guesses.otp_failed_verifies_10m);
  m.otpWrong.set({ window: '1h' }, guesses.otp_failed_verifies_1h);
  m.otpAlarm.set(guesses.alarm ? 1 : 0);
}

export async function metricsAnswer(req: Request): Promise<Response> {
  const refusal = metricsRefusal(req.headers);
  const plain = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
  if (refusal) {
    return new Response(`${refusal.message}\n`, {
      status: refusal.status, headers: { ...plain, ...(refusal.status === 401 ? { 'www-authenticate': 'Bearer' } : {}) },
    });
  }
  // A database outage must not hide the request figures: those are still answered.
  await readDatabaseFigures().catch((e) => {
    console.error(JSON.stringify({ level: 'error', msg: 'metrics: database figures unavailable', error: e instanceof Error ? e.message.split('\n')[0] : String(e) }));
  });
  const { registry } = metrics();
  return new Response(await registry.metrics(), { headers: { ...plain, 'content-type': registry.contentType } });
}
