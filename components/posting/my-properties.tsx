'use client';
import '@/styles/posting.css';
import { useCallback, useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { EmptyState } from '@/components/profile/empty-state';
import { PostPropertyAction } from '@/components/profile/post-action';
import { usePagedList } from '@/components/profile/use-paged-list';
import { useRefreshingAction } from '@/components/forms/use-refreshing-action';
import {
  confirmAvailable, deleteListing, myPropertyList, type MyPropertyItem,
} from '@/services/api/posting';
import { DeleteListingDialog } from './delete-listing-dialog';
import { MyPropertyCard } from './my-property-card';
import { MyPropertyFilters, type Filters } from './my-property-filters';

// The import dialog and its calls load when the poster first opens it.
const ImportDialog = dynamic(() => import('@/components/imports/import-dialog').then((m) => m.ImportDialog));

/** Both answer shapes the list call may give: a list, or {items|data, totalNoOfPages, page}. */
function pageOf(data: unknown, page: number) {
  if (Array.isArray(data)) return { data: data as MyPropertyItem[], page, totalNoOfPages: page };
  const d = (data ?? {}) as Record<string, unknown>;
  return {
    data: (d.items ?? d.data ?? []) as MyPropertyItem[],
    page: typeof d.page === 'number' ? d.page : page,
    totalNoOfPages: Number(d.totalNoOfPages ?? d.pages ?? page),
  };
}

/** My Properties: every listing of the user with status, figures and actions. */
export function MyProperties() {
  const [filters, setFilters] = useState<Filters>({ status: '', group: '' });
  const fetchPage = useCallback(async (page: number) => {
    const body = { page_no: page, ...(filters.status ? { status: filters.status } : {}), ...(filters.group ? { group: filters.group } : {}) };
    return pageOf((await myPropertyList(body)).data, page);
  }, [filters]);
  const { state, loading, failed, loadMore, reload, hasMore } = usePagedList<MyPropertyItem>(fetchPage);
  const [deleting, setDeleting] = useState<MyPropertyItem | null>(null);
  const [importing, setImporting] = useState<boolean | null>(null);

  // First load, and a fresh first page whenever a filter changes (fetchPage names the filter).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => { reload(); }, [fetchPage]);

  const { busy, run: act } = useRefreshingAction(reload);

  const filtered = !!(filters.status || filters.group);
  return (
    <>
      <div className="my-import">
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setImporting(true)}>
          Import from a spreadsheet
        </button>
      </div>
      {importing !== null && (
        <ImportDialog show={importing} onClose={(imported) => { setImporting(false); if (imported) reload(); }} />
      )}
      <MyPropertyFilters value={filters} onChange={setFilters} />
      {failed && <p role="alert" className="text-danger">Your properties could not be loaded. <button type="button" className="btn btn-link p-0" onClick={reload}>Try again</button></p>}
      {!state && loading && <p role="status" className="text-muted">Loading your properties…</p>}
      {state && state.items.length === 0 && (
        <EmptyState message={filtered ? 'No property matches these filters' : 'You have not posted any property yet'}>
          {!filtered && <PostPropertyAction />}
        </EmptyState>
      )}
      {state && state.items.length > 0 && (
        <ul className="my-props" aria-label="Your properties" aria-busy={loading || undefined}>
          {state.items.map((item) => (
            <MyPropertyCard key={item.id} item={item} busy={busy} onDelete={setDeleting}
              onRenew={(i) => void act(() => confirmAvailable(i.id), 'Marked as still available')} />
          ))}
        </ul>
      )}
      {hasMore && (
        <div className="text-center mt-3">
          <button type="button" className="btn btn-outline-primary" onClick={loadMore} disabled={loading}>Load more</button>
        </div>
      )}
      <DeleteListingDialog title={deleting?.title ?? null} busy={busy} onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const item = deleting;
          if (!item) return;
          void act(() => deleteListing(item.group, item.id), 'Property deleted').then((ok) => { if (ok) setDeleting(null); });
        }} />
    </>
  );
}
