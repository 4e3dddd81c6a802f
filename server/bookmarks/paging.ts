import 'server-only';
import { AppError } from '@/lib/app-error';
import type { RequestContext } from '../http/types';

/**
 * page_no of the account lists: the query string (SPEC §7 `?page_no={n}`), else
 * a page_no in the JSON body (findAll is sent with a body), else the first page.
 * A whole number >= 0; 0 and 1 both mean the first page, as in recently viewed.
 */
export function pageNo(ctx: RequestContext, body?: unknown): number {
  let raw: unknown = ctx.query('page_no');
  if ((raw === null || raw === '') && body && typeof body === 'object' && 'page_no' in body) {
    raw = (body as { page_no: unknown }).page_no;
  }
  if (raw === null || raw === undefined || String(raw).trim() === '') return 1;
  if (!/^\d{1,6}$/.test(String(raw).trim())) throw new AppError('validation', 'page_no must be a whole number from 0');
  return Math.max(1, Number(raw));
}
