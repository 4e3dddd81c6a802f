import 'server-only';
import type { RequestContext } from '../../platform/http/types';
import { pageNumber } from '../../platform/http/validate';

/**
 * page_no of the account lists: the query string (SPEC §7 `?page_no={n}`), else
 * a page_no in the JSON body (findAll is sent with a body), else the first page.
 * 0 and 1 both mean the first page, as in recently viewed.
 */
export function pageNo(ctx: RequestContext, body?: unknown): number {
  return Math.max(1, pageNumber(ctx.query('page_no'), body, 1));
}
