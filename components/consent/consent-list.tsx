'use client';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { toast } from '@/components/layout/toast';
import { dateTextIn } from '@/lib/format/dates';
import { fill } from '@/lib/i18n/fill';
import { localePath } from '@/lib/i18n/locales';
import { serverText } from '@/lib/server-messages';
import { ENGLISH_PROFILE_WORDS, type ProfileWords } from '@/components/profile/profile-words';
import { errorMessage } from '@/lib/error-message';
import { withdrawConsent, type ConsentItem } from '@/services/api/consent';

type Words = ProfileWords['consents'];
/** A consent's name: its purpose in the page's language (the server's English label otherwise), and its lead. */
function what(c: ConsentItem, w: Words, english: boolean): string {
  const label = english ? c.label : w.purposes[c.purpose as keyof Words['purposes']] ?? c.label;
  if (!c.lead) return label;
  const kind = english ? c.lead.lead_type : w.leadTypes[c.lead.lead_type as keyof Words['leadTypes']] ?? c.lead.lead_type;
  return fill(w.lead, { what: label, label: kind, n: String(c.lead.lead_id) });
}

/**
 * Every consent the user gave (DPDP Act s.6): each live one is withdrawn with one button, and its
 * processing stops on the server in the same call. The account consent ends with "Delete my account".
 */
export function ConsentList({ initial, words = ENGLISH_PROFILE_WORDS }: { initial: ConsentItem[]; words?: ProfileWords }) {
  const w = words.consents;
  const english = words.locale === 'en';
  const name = (c: ConsentItem) => what(c, w, english);
  const date = (m: string) => dateTextIn(m, words.locale);
  const [items, setItems] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const withdraw = async (c: ConsentItem) => {
    setBusy(c.id);
    try {
      const r = await withdrawConsent(c.id);
      setItems((all) => all.map((x) => (x.id === c.id ? r.data : x)));
      toast.success(r.message ? serverText(r, words.server) : w.done);
    } catch (e) {
      toast.error(errorMessage(e, words.wrong, words.server));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="profile-card" aria-labelledby="consents-title">
      <h2 className="h5" id="consents-title">{w.title}</h2>
      <p className="small text-body-secondary">{withLink(w.intro, <Link href={localePath('/static-pages/privacy-policy', words.locale)} prefetch={false}>{w.notice}</Link>)}</p>
      {!items.length ? <p className="mb-0">{w.none}</p> : (
        <ul className="list-unstyled mb-0">
          {items.map((c) => (
            <li key={c.id} className="d-flex flex-wrap gap-2 align-items-center justify-content-between border-bottom py-2" data-testid="consent">
              <div className="text-break">
                <div className="fw-semibold">{name(c)}</div>
                <div className="small text-body-secondary">
                  {fill(w.given, { date: date(c.given_at), value: c.notice_version })}
                  {c.withdrawn_at ? fill(w.withdrawnOn, { date: date(c.withdrawn_at) }) : ''}
                </div>
              </div>
              {c.withdrawn_at ? <span className="badge text-bg-light border">{w.withdrawn}</span>
                : c.purpose === 'account' ? <a href="#delete-account" className="small">{w.endsWithAccount}</a>
                  : (
                    <button type="button" className="btn btn-sm btn-outline-danger" disabled={busy !== null}
                      aria-busy={busy === c.id || undefined} aria-label={fill(w.withdrawLabel, { what: name(c) })} onClick={() => withdraw(c)}>
                      {w.withdraw}
                    </button>
                  )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A sentence with its {link} placeholder replaced by the link element. */
function withLink(text: string, link: ReactNode): ReactNode {
  const [before, after = ''] = text.split('{link}');
  return <>{before}{link}{after}</>;
}
