'use client';
import Link from 'next/link';
import type { SavedListing } from '@/services/api/posting';

type Props = { result: SavedListing; edit: boolean; guestPhone?: string | null };

/**
 * After a post or an edit: live listings link to their page; pending ones say
 * why they wait (the automatic checks' reasons), so the poster can fix them.
 */
export function PostedResult({ result, edit, guestPhone }: Props) {
  const pending = result.status === 'pending' || result.status === 'rejected';
  const reasons = Array.isArray(result.reasons) ? result.reasons : [];
  return (
    <div className="profile-card posted-result" role="status" aria-live="polite">
      {pending ? (
        <>
          <h2 className="h5">Your listing is waiting for a review</h2>
          <p>It is saved but not shown in search until a reviewer approves it. Our checks found:</p>
          <ul className="pending-reasons">{reasons.map((r) => <li key={r}>{r}</li>)}</ul>
          <p className="mb-3">You can edit it from My Properties to fix this.</p>
        </>
      ) : (
        <>
          <h2 className="h5">{edit ? 'Your changes are live' : 'Your property is live'}</h2>
          <p>Buyers and tenants can find it in search now.</p>
        </>
      )}
      {guestPhone && (
        <p>It belongs to the account of {guestPhone}: log in with that number to manage it under My Properties.</p>
      )}
      <div className="d-flex flex-wrap gap-2">
        {!pending && result.detail_url && <Link className="btn btn-primary" href={result.detail_url} prefetch={false}>View your listing</Link>}
        {!guestPhone && <Link className="btn btn-outline-primary" href="/profile-pages/my-property" prefetch={false}>Go to My Properties</Link>}
        {guestPhone && <Link className="btn btn-outline-primary" href="/" prefetch={false}>Back to home</Link>}
      </div>
    </div>
  );
}
