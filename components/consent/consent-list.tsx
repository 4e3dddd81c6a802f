'use client';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from '@/components/layout/toast';
import { dateText } from '@/lib/detail/detail-format';
import { errorMessage } from '@/lib/error-message';
import { withdrawConsent, type ConsentItem } from '@/services/api/consent';

const what = (c: ConsentItem) => (c.lead ? `${c.label} (${c.lead.lead_type} #${c.lead.lead_id})` : c.label);

/**
 * Every consent the user gave (DPDP Act s.6): each live one is withdrawn with one button, and its
 * processing stops on the server in the same call. The account consent ends with "Delete my account".
 */
export function ConsentList({ initial }: { initial: ConsentItem[] }) {
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const withdraw = async (c: ConsentItem) => {
    setBusy(c.id);
    try {
      const r = await withdrawConsent(c.id);
      setItems((all) => all.map((x) => (x.id === c.id ? r.data : x)));
      toast.success(r.message || 'Consent withdrawn');
    } catch (e) {
      toast.error(errorMessage(e, 'Something Went Wrong'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="profile-card" aria-labelledby="consents-title">
      <h2 className="h5" id="consents-title">Your consents</h2>
      <p className="small text-body-secondary">
        What you agreed to, when, and under which version of our <Link href="/static-pages/privacy-policy" prefetch={false}>privacy notice</Link>.
        Withdrawing is one click and takes effect at once.
      </p>
      {!items.length ? <p className="mb-0">No consents recorded yet.</p> : (
        <ul className="list-unstyled mb-0">
          {items.map((c) => (
            <li key={c.id} className="d-flex flex-wrap gap-2 align-items-center justify-content-between border-bottom py-2" data-testid="consent">
              <div className="text-break">
                <div className="fw-semibold">{what(c)}</div>
                <div className="small text-body-secondary">
                  Given {dateText(c.given_at)} · notice {c.notice_version}
                  {c.withdrawn_at ? ` · withdrawn ${dateText(c.withdrawn_at)}` : ''}
                </div>
              </div>
              {c.withdrawn_at ? <span className="badge text-bg-light border">Withdrawn</span>
                : c.purpose === 'account' ? <a href="#delete-account" className="small">Ends when you delete your account</a>
                  : (
                    <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy !== null}
                      aria-busy={busy === c.id || undefined} aria-label={`Withdraw: ${what(c)}`} onClick={() => withdraw(c)}>
                      Withdraw
                    </button>
                  )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
