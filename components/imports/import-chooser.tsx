'use client';
import { useState, type FormEvent } from 'react';
import { importTemplateUrl } from '@/services/api/imports';
import type { PostingGroup } from '@/services/api/posting';

const GROUPS: { value: PostingGroup; label: string }[] = [
  { value: 'residential', label: 'Residential (flats, houses, villas, plots)' },
  { value: 'commercial', label: 'Commercial (offices, shops, showrooms, warehouses, industrial)' },
  { value: 'agriculture', label: 'Agriculture (farm houses, land)' },
];

type Props = { busy: boolean; sent: number; onCheck: (group: PostingGroup, file: File) => void };

/** The first step: which template, which file. */
export function ImportChooser({ busy, sent, onCheck }: Props) {
  const [group, setGroup] = useState<PostingGroup>('residential');
  const [file, setFile] = useState<File | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file) onCheck(group, file);
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        Bring many listings at once: fill in one row per listing in our template, with your own id of each
        listing in <code>external_id</code>. Importing a row again with the same id updates that listing.
      </p>
      <div className="mb-3">
        <label htmlFor="import-group" className="form-label">Kind of property</label>
        <select id="import-group" className="form-select" value={group} onChange={(e) => setGroup(e.target.value as PostingGroup)}>
          {GROUPS.map((g) => <option key={g.value} value={g.value}>{g.label}</option>)}
        </select>
      </div>
      <p>
        <a href={importTemplateUrl(group)} download className="btn btn-outline-primary btn-sm">
          Download the {group} template (CSV)
        </a>
      </p>
      <div className="mb-3">
        <label htmlFor="import-file" className="form-label">CSV file</label>
        <input id="import-file" type="file" className="form-control" accept=".csv,.txt,text/csv,text/plain"
          aria-describedby="import-file-help" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <div id="import-file-help" className="form-text">
          Up to 5,000 rows and 10 MB. Excel: save as &ldquo;CSV UTF-8&rdquo; or &ldquo;Unicode Text&rdquo;.
          Nothing is posted until you confirm.
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={!file || busy} aria-busy={busy || undefined}>
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {busy && sent > 0 && sent < 1 ? `Uploading ${Math.round(sent * 100)}%` : 'Check the file'}
      </button>
    </form>
  );
}
