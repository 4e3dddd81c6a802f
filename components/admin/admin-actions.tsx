'use client';
import { useId, useState } from 'react';
import { useRefreshingAction } from '@/components/forms/use-refreshing-action';
import { adminAction } from '@/services/api/trust';

/** What an action asks for first: a reason the poster sees (required) or a note for the audit log (optional). */
type Ask = { field: 'reason' | 'note'; label: string; optional?: boolean };
export type Action = { action: string; label: string; body: Record<string, unknown>; needsReason?: boolean; asks?: Ask; tone?: string };

const askOf = (a: Action): Ask | null =>
  a.asks ?? (a.needsReason ? { field: 'reason', label: `Reason the poster will see (${a.label.toLowerCase()})` } : null);

/** A row of desk actions; those that need a reason or take a note ask for it inline first. */
export function AdminActions({ actions, name }: { actions: Action[]; name: string }) {
  const [asking, setAsking] = useState<Action | null>(null);
  const [text, setText] = useState('');
  const inputId = useId();
  const action = useRefreshingAction();
  const busy = action.busy;
  const ask = asking ? askOf(asking) : null;
  const run = async (a: Action, value?: string) => {
    const extra = value === undefined ? {} : { [askOf(a)!.field]: value.trim() || (askOf(a)!.optional ? null : value) };
    const done = await action.run(() => adminAction(a.action, { ...a.body, ...extra }), `${a.label}: done`);
    if (done) {
      setAsking(null);
      setText('');
    }
  };
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mt-2">
      {actions.map((a) => (
        <button key={a.label} type="button" className={`btn btn-sm btn-${a.tone ?? 'outline-secondary'}`} disabled={busy}
          aria-label={`${a.label}: ${name}`}
          onClick={() => (askOf(a) ? setAsking(a) : void run(a))}>{a.label}</button>
      ))}
      {asking && ask && (
        <form className="d-flex flex-wrap gap-2 align-items-end w-100" onSubmit={(e) => { e.preventDefault(); void run(asking, text); }}>
          <div className="flex-grow-1">
            <label className="form-label small mb-0" htmlFor={inputId}>{ask.label}</label>
            <input id={inputId} className="form-control form-control-sm" value={text} onChange={(e) => setText(e.target.value)}
              required={!ask.optional} minLength={ask.optional ? undefined : 5} maxLength={500} autoFocus />
          </div>
          <button type="submit" className={`btn btn-sm ${ask.optional ? 'btn-success' : 'btn-danger'}`} disabled={busy}>
            {busy ? 'Saving…' : `Confirm ${asking.label.toLowerCase()}`}
          </button>
          <button type="button" className="btn btn-sm btn-link" onClick={() => setAsking(null)}>Cancel</button>
        </form>
      )}
    </div>
  );
}
