'use client';
import { useId, useState } from 'react';
import { STATE_NAMES } from '@/lib/billing/states';
import { agentReraExample } from '@/lib/projects/rera-agents';
import { errorMessage } from '@/lib/error-message';
import { removeAgentRera, saveAgentRera } from '@/services/api/profile';

type Rera = { state: string; number: string; authority: string; site: string } | null;

/**
 * An agent's RERA registration (RERA s. 9-10): checked per state on the server like project numbers,
 * then quoted on the agent's listings, public profile and leads.
 */
export function AgentReraForm({ initial }: { initial: Rera }) {
  const id = useId();
  const [saved, setSaved] = useState<Rera>(initial);
  const [state, setState] = useState(initial?.state ?? '');
  const [number, setNumber] = useState(initial?.number ?? '');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const example = agentReraExample(state || undefined);
  const run = async (call: () => Promise<void>) => {
    setBusy(true); setNote(null);
    try { await call(); } catch (e) { setNote({ ok: false, text: errorMessage(e, 'Something Went Wrong') }); } finally { setBusy(false); }
  };
  const save = () => run(async () => {
    const r = (await saveAgentRera({ state, number })).data;
    setSaved(r); setNumber(r.number); setNote({ ok: true, text: 'RERA registration saved. It now shows on your listings and profile.' });
  });
  const remove = () => run(async () => {
    await removeAgentRera(); setSaved(null); setNumber(''); setState(''); setNote({ ok: true, text: 'RERA registration removed.' });
  });
  return (
    <section className="card mt-4" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h5">RERA agent registration</h2>
        <p className="text-muted">Agents quote their registration with the state&apos;s RERA authority on every listing.</p>
        <form onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label="RERA agent registration">
          <div className="row g-2">
            <div className="col-12 col-md-4">
              <label className="form-label" htmlFor={`${id}-state`}>State of registration</label>
              <select id={`${id}-state`} className="form-select" value={state} onChange={(e) => setState(e.target.value)} required>
                <option value="">Choose a state</option>
                {STATE_NAMES.map((s) => <option key={s} value={s}>{s}</option>)}
              </select>
            </div>
            <div className="col-12 col-md-8">
              <label className="form-label" htmlFor={`${id}-number`}>RERA agent registration number</label>
              <input id={`${id}-number`} className="form-control" value={number} onChange={(e) => setNumber(e.target.value)} required
                maxLength={60} aria-describedby={`${id}-hint`} autoComplete="off" />
              <p id={`${id}-hint`} className="form-text mb-0">{example ? `For example ${example}` : 'As printed on your registration certificate'}</p>
            </div>
          </div>
          <div className="d-flex flex-wrap gap-2 mt-3">
            <button type="submit" className="btn btn-primary" disabled={busy}>Save RERA registration</button>
            {saved && <button type="button" className="btn btn-outline-danger" onClick={() => void remove()} disabled={busy}>Remove</button>}
          </div>
          <p role="status" className={`mt-2 mb-0 ${note?.ok === false ? 'text-danger' : ''}`}>{note?.text}</p>
        </form>
      </div>
    </section>
  );
}
