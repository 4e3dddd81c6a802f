import Link from 'next/link';
import type { QueuePaging } from '@/lib/admin/schemas';

type Props = {
  /** The queue's name for the pager's label: "Reports pages". */
  label: string;
  paging: QueuePaging;
  /** The URL parameter of this queue's page (reports_page …); the others in `query` are kept. */
  param: string;
  query: Record<string, string>;
  /** The queue's heading id: a page link scrolls back to it. */
  anchor: string;
};

function href(query: Record<string, string>, param: string, page: number, anchor: string) {
  const q = new URLSearchParams(query);
  if (page > 1) q.set(param, String(page)); else q.delete(param);
  const s = q.toString();
  return `/admin${s ? `?${s}` : ''}#${anchor}`;
}

/** Which items of a desk queue are shown, and links to its other pages. */
export function QueuePager({ label, paging: p, param, query, anchor }: Props) {
  if (p.total === 0) return null;
  const from = (p.page - 1) * p.page_size + 1;
  const to = Math.min(p.total, p.page * p.page_size);
  return (
    <nav aria-label={label} className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <span className="small text-muted">{from > p.total ? `Page ${p.page} is past the end` : `Showing ${from}–${to} of ${p.total}`}</span>
      {p.pages > 1 && <>
        {p.page > 1 && <Link className="btn btn-sm btn-outline-secondary" href={href(query, param, Math.min(p.page - 1, p.pages), anchor)} prefetch={false} rel="prev">Previous</Link>}
        <span className="small" aria-current="page">Page {p.page} of {p.pages}</span>
        {p.page < p.pages && <Link className="btn btn-sm btn-outline-secondary" href={href(query, param, p.page + 1, anchor)} prefetch={false} rel="next">Next</Link>}
      </>}
    </nav>
  );
}
