'use client';
import '@/styles/posting.css';
import Link from 'next/link';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { toast } from '@/components/layout/toast';
import { EmptyState } from '@/components/profile/empty-state';
import { usePagedList, type PageAnswer } from '@/components/profile/use-paged-list';
import { DeleteListingDialog } from '@/components/posting/delete-listing-dialog';
import { errorMessage } from '@/lib/error-message';

// The list behind My PGs and My Projects: pages, delete with confirmation, renew.

type Props<T> = {
  label: string; empty: string; postHref: string | null; postLabel: string;
  load: (page: number) => Promise<{ data: PageAnswer<T> }>;
  title: (t: T) => string; remove: (t: T) => Promise<unknown>; renew: (t: T) => Promise<unknown>;
  card: (t: T, busy: boolean, onDelete: () => void, onRenew: () => void) => ReactNode;
};

export function MyItems<T>({ label, empty, postHref, postLabel, load, title, remove, renew, card }: Props<T>) {
  const fetchPage = useCallback(async (page: number) => (await load(page)).data, [load]);
  const { state, loading, failed, loadMore, reload, hasMore } = usePagedList<T>(fetchPage);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => { reload(); }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const act = async (fn: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try { await fn(); toast.success(done); reload(); return true; } catch (err) { toast.error(errorMessage(err, 'Something Went Wrong')); return false; } finally { setBusy(false); }
  };
  return (
    <>
      {failed && <p role="alert" className="text-danger">The list could not be loaded. <button type="button" className="btn btn-link p-0" onClick={reload}>Try again</button></p>}
      {!state && loading && <p role="status" className="text-muted">Loading…</p>}
      {state && state.items.length === 0 && (
        <EmptyState message={empty}>{postHref && <Link className="btn btn-primary" href={postHref}>{postLabel}</Link>}</EmptyState>
      )}
      {state && state.items.length > 0 && (
        <ul className="my-props" aria-label={label} aria-busy={loading || undefined}>
          {state.items.map((t) => card(t, busy, () => setDeleting(t), () => void act(() => renew(t), 'Marked as still available')))}
        </ul>
      )}
      {hasMore && <div className="text-center mt-3"><button type="button" className="btn btn-outline-primary" onClick={loadMore} disabled={loading}>Load more</button></div>}
      <DeleteListingDialog title={deleting ? title(deleting) : null} busy={busy} onCancel={() => setDeleting(null)}
        onConfirm={() => { const t = deleting; if (t) void act(() => remove(t), 'Deleted').then((ok) => { if (ok) setDeleting(null); }); }} />
    </>
  );
}
