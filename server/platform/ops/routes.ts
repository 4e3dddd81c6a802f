import 'server-only';
import { NextResponse } from 'next/server';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/app-error';
import { isDraining } from '@/lib/ops/shutdown-hooks.mjs';
import { isWarming } from '@/lib/ops/warm-up.mjs';
import { getDb } from '../db/client';
import type { RouteTable } from '../http/types';
import { guessMetrics } from '../../accounts/auth/otp-guesses';
import { readiness } from './ready';

const NO_STORE = { 'cache-control': 'no-store' };

/** The operator's bearer token (METRICS_TOKEN); without one the JSON metrics call does not exist. */
function assertOperator(header: string | null) {
  const want = process.env.METRICS_TOKEN;
  const got = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${want}`);
  if (!want || got.length !== expected.length || !timingSafeEqual(got, expected)) {
    throw new AppError('not_found', 'No such endpoint: GET /api/system/metrics');
  }
}

export const opsRoutes: RouteTable = {
  // Liveness: the process answers. Touches nothing else, so a database outage never
  // gets a healthy server restarted by its supervisor.
  'GET /api/health': async () => ({ data: { alive: true, pid: process.pid }, message: 'ok' }),
  // Readiness, for the load balancer and deploys: 503 with the reason when this server
  // should not get traffic (database, migrations, storage, warming up or shutting down).
  'GET /api/ready': async () => {
    if (isDraining()) {
      return NextResponse.json({ status: 'fail', message: 'shutting down', data: null }, { status: 503, headers: NO_STORE });
    }
    if (isWarming()) {
      return NextResponse.json({ status: 'fail', message: 'warming up', data: null }, { status: 503, headers: NO_STORE });
    }
    const r = await readiness();
    const data = { db: process.env.DATABASE_URL ? 'postgres' : 'pglite', storage: r.storage, checks: r.checks };
    return r.ready
      ? NextResponse.json({ status: 'success', message: 'ready', data }, { headers: NO_STORE })
      : NextResponse.json({ status: 'fail', message: r.reason, data }, { status: 503, headers: NO_STORE });
  },
  // The site-wide wrong-OTP figures and alarm flag as JSON; GET /metrics
  // carries the same figures for Prometheus (gharbazaar_otp_failed_verifies).
  'GET /api/system/metrics': async (ctx) => {
    assertOperator(ctx.req.headers.get('authorization'));
    return { data: await guessMetrics(await getDb()), message: 'ok' };
  },
};
