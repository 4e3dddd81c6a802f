import 'server-only';
import type { Db } from './client';

/** The database or an open transaction: entitlement checks run inside posting's transactions. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Exec = Db | DbTx;
