'use client';
import { countText, formatCount } from '@/lib/format/counts';
import type { CheckedImport } from '@/services/api/imports';

type Props = { job: CheckedImport; busy: boolean; onConfirm: () => void; onAnother: () => void };

const rows = (n: number) => countText(n, 'row');

/** The check's answer: how many rows can go in, and every bad row's messages. */
export function ImportChecked({ job, busy, onConfirm, onAnother }: Props) {
  return (
    <div>
      <p role="status">
        <strong>{job.file_name}</strong>: {rows(job.valid)} of {formatCount(job.total)} can be imported
        {job.invalid > 0 ? `; ${rows(job.invalid)} with errors will be left out.` : '.'}
      </p>
      {job.errors.length > 0 && (
        <>
          <h3 className="h6" id="import-errors-title">Rows with errors</h3>
          <ul className="import-errors" aria-labelledby="import-errors-title">
            {job.errors.map((m, i) => <li key={i}>{m}</li>)}
          </ul>
          <p className="small text-muted">Fix these rows in your file and import it again later: rows with the same external_id update, never duplicate.</p>
        </>
      )}
      <div className="d-flex flex-wrap gap-2">
        {job.valid > 0 && (
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Import {countText(job.valid, 'listing')}
          </button>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={onAnother} disabled={busy}>Choose another file</button>
      </div>
    </div>
  );
}
