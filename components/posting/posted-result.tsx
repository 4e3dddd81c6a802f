'use client';
import Link from 'next/link';
import { fill } from '@/lib/i18n/fill';
import { inPageLocale } from '@/lib/i18n/locales';
import type { SavedListing } from '@/services/api/posting';
import { usePostingWords } from './posting-words';

type Props = { result: SavedListing; edit: boolean; guestPhone?: string | null };

/**
 * After a post or an edit: live listings link to their page; pending ones say
 * why they wait (the automatic checks' reasons), so the poster can fix them.
 */
export function PostedResult({ result, edit, guestPhone }: Props) {
  const pending = result.status === 'pending' || result.status === 'rejected';
  const reasons = Array.isArray(result.reasons) ? result.reasons : [];
  const t = usePostingWords().text.result;
  return (
    <div className="profile-card posted-result" role="status" aria-live="polite">
      {pending ? (
        <>
          <h2 className="h5">{t.pendingTitle}</h2>
          <p>{t.pendingLead}</p>
          <ul className="pending-reasons">{reasons.map((r) => <li key={r}>{r}</li>)}</ul>
          <p className="mb-3">{t.pendingFix}</p>
        </>
      ) : (
        <>
          <h2 className="h5">{edit ? t.changesLive : t.live}</h2>
          <p>{t.lead}</p>
        </>
      )}
      {guestPhone && (
        <p>{fill(t.guest, { value: guestPhone })}</p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {!pending && result.detail_url && <Link className="btn btn-primary" href={inPageLocale(result.detail_url)} prefetch={false}>{t.view}</Link>}
        {!guestPhone && <Link className="btn btn-outline-primary" href={inPageLocale('/profile-pages/my-property')} prefetch={false}>{t.mine}</Link>}
        {guestPhone && <Link className="btn btn-outline-primary" href={inPageLocale('/')} prefetch={false}>{t.home}</Link>}
      </div>
    </div>
  );
}
