import { post } from '@/services/http';
import type { PgBody } from '@/lib/pg-posting/schemas';
import type { MyPage, MyPgItem, PgDeleted, PgResult, PgStatistics } from '@/lib/contract';

// PG calls (SPEC §7 PG, Guest post).
/** The server's answer (lib/contract/posting.ts). */
export type SavedPg = PgResult;
const guestHeaders = (t?: string | null) => (t ? { 'x-access-token': t } : undefined);

export const createPg = (body: PgBody) => post<SavedPg>('/api/pg/create', body);
export const editPg = (body: PgBody) => post<SavedPg>('/api/pg/edit', body);
export const guestPg = (body: PgBody, guestToken: string) => post<SavedPg>('/api/post-property-guest/pg', body, { headers: guestHeaders(guestToken) });
export const deletePg = (pg_id: number) => post<PgDeleted>('/api/pg/delete', { pg_id });
export const confirmPg = (pg_id: number) => post<SavedPg>('/api/pg/confirm-available', { pg_id });
export const myPgFindOne = (pg_id: number) => post<PgBody & { photos: { id: number | null; url: string }[] }>('/api/pg/my-pg-list-find-one', { pg_id });
export type { MyPgItem };
export const myPgList = (body: { page_no?: number; status?: string } = {}) => post<MyPage<MyPgItem>>('/api/pg/my-pg-list', body);
export const myPgStatistics = (pg_id: number) => post<PgStatistics>('/api/pg/my-pg-statistics', { pg_id });
