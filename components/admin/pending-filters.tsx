import { REASON_FILTERS } from '@/lib/admin/hold-reasons';
import type { PendingPage } from '@/server/trust/admin/pending';

const KINDS = [{ value: 'property', label: 'Listings' }, { value: 'pg', label: 'PGs' }, { value: 'project', label: 'Projects' }];

/**
 * The queue's filters as a plain GET form: the URL holds them (shareable, back
 * button works, no script needed), and the server renders the matching page.
 */
export function PendingFilterForm({ filters, cities }: { filters: PendingPage['filters']; cities: PendingPage['queue']['cities'] }) {
  return (
    <form method="get" action="/admin" role="search" aria-label="Filter held items" className="row g-2 align-items-end mb-3">
      <div className="col-12 col-md-4">
        <label htmlFor="desk-q" className="form-label small mb-0">Search by id, phone or title</label>
        <input id="desk-q" name="q" type="search" className="form-control form-control-sm" defaultValue={filters.q ?? ''}
          placeholder="e.g. 1234, 98450 12345 or Residency" maxLength={100} />
      </div>
      <div className="col-6 col-md-2">
        <label htmlFor="desk-kind" className="form-label small mb-0">Kind</label>
        <select id="desk-kind" name="kind" className="form-select form-select-sm" defaultValue={filters.kind ?? ''}>
          <option value="">All kinds</option>
          {KINDS.map((k) => <option key={k.value} value={k.value}>{k.label}</option>)}
        </select>
      </div>
      <div className="col-6 col-md-2">
        <label htmlFor="desk-reason" className="form-label small mb-0">Reason</label>
        <select id="desk-reason" name="reason" className="form-select form-select-sm" defaultValue={filters.reason ?? ''}>
          <option value="">All reasons</option>
          {REASON_FILTERS.map((r) => <option key={r.value} value={r.value}>{r.label}</option>)}
        </select>
      </div>
      <div className="col-6 col-md-2">
        <label htmlFor="desk-city" className="form-label small mb-0">City</label>
        <select id="desk-city" name="city" className="form-select form-select-sm" defaultValue={filters.city ?? ''}>
          <option value="">All cities</option>
          {cities.map((c) => <option key={c.city} value={c.city}>{c.city} ({c.n})</option>)}
        </select>
      </div>
      <div className="col-6 col-md-2 d-flex gap-2">
        <button type="submit" className="btn btn-sm btn-primary">Apply</button>
        <a href="/admin" className="btn btn-sm btn-link">Clear</a>
      </div>
    </form>
  );
}
