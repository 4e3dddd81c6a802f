import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/app-error';
import { getDb, ping } from '../db/client';
import type { RouteTable } from '../http/types';
import { guessMetrics } from '../auth/otp-guesses';

/** The operator's bearer token (METRICS_TOKEN); without one the metrics call does not exist. */
function assertOperator(header: string | null) {
  const want = process.env.METRICS_TOKEN;
  const got = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${want}`);
  if (!want || got.length !== expected.length || !timingSafeEqual(got, expected)) {
    throw new AppError('not_found', 'No such endpoint: GET /api/system/metrics');
  }
}

export const systemRoutes: RouteTable = {
  // Liveness for the e2e runner and load balancers: the database answers.
  'GET /api/health': async () => {
    await ping(await getDb());
    return { data: { db: process.env.DATABASE_URL ? 'postgres' : 'pglite' }, message: 'ok' };
  },
  // Not in the spec (issue 21 item 8): the site-wide wrong-OTP metric and its alarm flag, for monitoring.
  'GET /api/system/metrics': async (ctx) => {
    assertOperator(ctx.req.headers.get('authorization'));
    return { data: await guessMetrics(await getDb()), message: 'ok' };
  },
};
