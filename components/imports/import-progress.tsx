'use client';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { formatCount } from '@/lib/format/counts';
import { importStatus, type ImportProgress } from '@/services/api/imports';

const POLL_MS = 1000;

type Props = { jobId: number; total: number; onClose: () => void };

/** n of N while the server imports; then what went live, waits for review, or was refused. */
export function ImportProgressView({ jobId, total, onClose }: Props) {
  const [job, setJob] = useState<ImportProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = job?.status === 'done';

  useEffect(() => {
    if (done) return;
    let stop = false;
    const timer = setTimeout(async () => {
      try {
        const res = await importStatus(jobId);
        if (!stop) { setJob(res.data); setError(null); }
      } catch (e) {
        // A failed poll is retried: the import itself goes on on the server.
        if (!stop) setError(errorMessage(e, 'Progress could not be read; trying again'));
      }
    }, job ? POLL_MS : 0);
    return () => { stop = true; clearTimeout(timer); };
  }, [jobId, job, done]);

  const processed = job?.processed ?? 0;
  const of = job?.valid ?? total;
  return (
    <div>
      <p role="status" aria-live="polite">
        {done ? 'Import finished.' : `Importing: ${formatCount(processed)} of ${formatCount(of)}`}
      </p>
      <div className="progress mb-3" role="progressbar" aria-label="Import progress"
        aria-valuemin={0} aria-valuemax={of} aria-valuenow={processed}>
        <div className="progress-bar" style={{ width: `${of ? (processed / of) * 100 : 0}%` }} />
      </div>
      {error && <p className="text-warning small">{error}</p>}
      {done && job && (
        <>
          <ul>
            <li>{job.created} added, {job.updated} updated</li>
            <li>{job.live} live, {job.pending_review} waiting for review</li>
            {job.failed > 0 && <li>{job.failed} not imported</li>}
          </ul>
          {job.failures.length > 0 && (
            <>
              <h3 className="h6" id="import-failures-title">Rows not imported</h3>
              <ul className="import-errors" aria-labelledby="import-failures-title">
                {job.failures.map((m, i) => <li key={i}>{m}</li>)}
              </ul>
            </>
          )}
        </>
      )}
      {!done && <p className="small text-muted">You can close this window: the import goes on, and your listings appear in My Properties as they are added.</p>}
      <button type="button" className="btn btn-primary" onClick={onClose}>{done ? 'See my properties' : 'Close'}</button>
    </div>
  );
}
