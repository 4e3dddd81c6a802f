'use client';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { errorMessage } from '@/lib/error-message';
import { deleteSavedSearch, updateSavedSearch } from '@/services/api/trust';
import type { SavedSearchApi } from '@/lib/contract';

/** The fields of the server's saved search (lib/contract/alerts.ts) this list shows. */
type Saved = Pick<SavedSearchApi, 'id' | 'name' | 'search_path' | 'frequency' | 'channel'> & Partial<Pick<SavedSearchApi, 'price_drops'>>;

/** Manage saved searches: how often, by what, open or delete. */
export function SavedSearchesList({ initial, hasEmail }: { initial: Saved[]; hasEmail: boolean }) {
  const [items, setItems] = useState(initial);
  const change = async (s: Saved, patch: Partial<Saved>) => {
    try {
      await updateSavedSearch({ id: s.id, ...patch });
      setItems((xs) => xs.map((x) => (x.id === s.id ? { ...x, ...patch } : x)));
      toast.success('Saved search updated');
    } catch (e) {
      toast.error(errorMessage(e, 'Something Went Wrong'));
    }
  };
  const remove = async (s: Saved) => {
    try {
      await deleteSavedSearch(s.id);
      setItems((xs) => xs.filter((x) => x.id !== s.id));
      toast.success('Saved search deleted');
    } catch (e) {
      toast.error(errorMessage(e, 'Something Went Wrong'));
    }
  };
  if (!items.length) {
    return <div className="empty-state" role="status"><p className="mb-0">No saved searches yet. Use “Save search” on any results page.</p></div>;
  }
  return (
    <ul className="list-unstyled">
      {items.map((s) => (
        <li key={s.id} className="border rounded p-3 mb-2" data-testid="saved-search">
          <p className="fw-semibold mb-2"><Link href={s.search_path} prefetch={false}>{s.name}</Link></p>
          <div className="d-flex flex-wrap gap-3 align-items-end">
            <div>
              <label className="form-label small mb-0" htmlFor={`freq-${s.id}`}>Alert me</label>
              <select id={`freq-${s.id}`} className="form-select form-select-sm" value={s.frequency} onChange={(e) => change(s, { frequency: e.target.value })}>
                <option value="instant">Instantly</option><option value="daily">Once a day</option>
              </select>
            </div>
            <div>
              <label className="form-label small mb-0" htmlFor={`ch-${s.id}`}>By</label>
              <select id={`ch-${s.id}`} className="form-select form-select-sm" value={s.channel} onChange={(e) => change(s, { channel: e.target.value })}>
                <option value="sms">SMS</option><option value="email" disabled={!hasEmail}>E-mail{hasEmail ? '' : ' (add one in your profile)'}</option>
              </select>
            </div>
            <div className="form-check mb-1">
              <input id={`drops-${s.id}`} type="checkbox" className="form-check-input" checked={!!s.price_drops}
                onChange={(e) => change(s, { price_drops: e.target.checked })} />
              <label className="form-check-label small" htmlFor={`drops-${s.id}`}>Price drops too</label>
            </div>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => remove(s)}>Delete<span className="visually-hidden"> {s.name}</span></button>
          </div>
        </li>
      ))}
    </ul>
  );
}
