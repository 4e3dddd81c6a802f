'use client';

export type Filters = { status: string; group: string };

const STATUSES = [
  { value: '', label: 'All' }, { value: 'live', label: 'Live' }, { value: 'pending', label: 'Pending review' },
  { value: 'expired', label: 'Expired' }, { value: 'deleted', label: 'Deleted' },
];
const GROUPS = [
  { value: '', label: 'All' }, { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' }, { value: 'agriculture', label: 'Agriculture' },
];

/** Status and group filters of My Properties. */
export function MyPropertyFilters({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  return (
    <div className="my-filters" role="group" aria-label="Filter your properties">
      <div>
        <label htmlFor="my-prop-status" className="form-label small mb-0">Status</label>
        <select id="my-prop-status" className="form-select form-select-sm" value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value })}>
          {STATUSES.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor="my-prop-group" className="form-label small mb-0">Property type</label>
        <select id="my-prop-group" className="form-select form-select-sm" value={value.group}
          onChange={(e) => onChange({ ...value, group: e.target.value })}>
          {GROUPS.map((g) => <option key={g.value} value={g.value}>{g.label}</option>)}
        </select>
      </div>
    </div>
  );
}
