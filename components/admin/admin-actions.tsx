'use client';
import { useState } from 'react';
import { useRefreshingAction } from '@/components/forms/use-refreshing-action';
import { adminAction } from '@/services/api/trust';

type Action = { action: string; label: string; body: Record<string, unknown>; needsReason?: boolean; tone?: string };

/** A row of desk actions; those that need a reason (the poster sees it) ask for it inline first. */
export function AdminActions({ actions, name }: { actions: Action[]; name: string }) {
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const action = useRefreshingAction();
  const busy = action.busy;
  const run = async (a: Action, why?: string) => {
    const done = await action.run(() => adminAction(a.action, { ...a.body, ...(why !== undefined ? { reason: why } : {}) }), `${a.label}: done`);
    if (done) {
      setAsking(null);
      setReason('');
    }
  };
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mt-2">
      {actions.map((a) => (
        <button key={a.action} type="button" className={`btn btn-sm btn-${a.tone ?? 'outline-secondary'}`} disabled={busy}
          aria-label={`${a.label}: ${name}`}
          onClick={() => (a.needsReason ? setAsking(a) : void run(a))}>{a.label}</button>
      ))}
      {asking && (
        <form className="d-flex flex-wrap gap-2 align-items-end w-100" onSubmit={(e) => { e.preventDefault(); void run(asking, reason); }}>
          <div className="flex-grow-1">
            <label className="form-label small mb-0" htmlFor={`reason-${name}`}>Reason the poster will see ({asking.label.toLowerCase()})</label>
            <input id={`reason-${name}`} className="form-control form-control-sm" value={reason} onChange={(e) => setReason(e.target.value)} required minLength={5} />
          </div>
          <button type="submit" className="btn btn-sm btn-danger" disabled={busy}>{busy ? 'Saving…' : `Confirm ${asking.label.toLowerCase()}`}</button>
          <button type="button" className="btn btn-sm btn-link" onClick={() => setAsking(null)}>Cancel</button>
        </form>
      )}
    </div>
  );
}
