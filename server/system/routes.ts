import 'server-only';
import { getDb, ping } from '../db/client';
import type { RouteTable } from '../http/types';

export const systemRoutes: RouteTable = {
  // Liveness for the e2e runner and load balancers: the database answers.
  'GET /api/health': async () => {
    await ping(await getDb());
    return { data: { db: process.env.DATABASE_URL ? 'postgres' : 'pglite' }, message: 'ok' };
  },
};
