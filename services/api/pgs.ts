import { post } from '@/services/http';
import type { PgBody } from '@/lib/pg-posting/schemas';

// Issue 10 PG calls (SPEC §7 PG, Guest post).
export type SavedPg = { pg_id: number; status: string; reasons: string[]; detail_url: string; confirmed_at: string };
const guestHeaders = (t?: string | null) => (t ? { 'x-access-token': t } : undefined);

export const createPg = (body: PgBody) => post<SavedPg>('/api/pg/create', body);
export const editPg = (body: PgBody) => post<SavedPg>('/api/pg/edit', body);
export const guestPg = (body: PgBody, guestToken: string) => post<SavedPg>('/api/post-property-guest/pg', body, { headers: guestHeaders(guestToken) });
export const deletePg = (pg_id: number) => post<{ pg_id: number; status: string }>('/api/pg/delete', { pg_id });
export const confirmPg = (pg_id: number) => post<SavedPg>('/api/pg/confirm-available', { pg_id });
export const myPgFindOne = (pg_id: number) => post<PgBody & { photos: { id: number | null; url: string }[] }>('/api/pg/my-pg-list-find-one', { pg_id });
export type MyPgItem = { pg_id: number; title: string; gender: string; locality: string; city: string; status: string; reasons: string[];
  cover: string | null; price: number; rooms: { room_type: string; rent: number; deposit: number | null }[]; views: number; saves: number;
  leads: number; confirmed_at: string; detail_url: string };
export const myPgList = (body: { page_no?: number; status?: string } = {}) =>
  post<{ data: MyPgItem[]; page: number; total: number; totalNoOfPages: number }>('/api/pg/my-pg-list', body);
export const myPgStatistics = (pg_id: number) => post<{ days: { date: string; views: number }[]; views_30_days: number }>('/api/pg/my-pg-statistics', { pg_id });
