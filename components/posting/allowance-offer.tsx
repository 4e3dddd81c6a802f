import Link from 'next/link';
import type { Allowance } from './allowance';

/** The plan offer shown where a poster at the limit chooses what to post, and atop the wizard. */
export function AllowanceOffer({ allowance, planUrl, onFillIn, guest = false }: {
  allowance: Allowance; planUrl: string; onFillIn?: () => void;
  /** A guest: the number's account holds the listings; plans are bought logged in with it. */
  guest?: boolean;
}) {
  const n = allowance.allowed;
  return (
    <div className="alert alert-warning mb-3" role="status" aria-labelledby="allowance-offer-title">
      <h2 id="allowance-offer-title" className="h6">You have used all your live listings</h2>
      <p className="mb-2">
        {guest ? 'The account of this number' : 'Your account'} includes {n} live listing{n === 1 ? '' : 's'} and
        {allowance.used === 1 ? ' it is' : ` all ${allowance.used} are`} in use. Buy a plan to post more{guest ? ', logged in with this number' : ''}.
        You can fill in the form now: it is kept as a draft, and you post it once you have a plan.
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-sm btn-primary" href={planUrl} prefetch={false}>See plans</Link>
        {!guest && <Link className="btn btn-sm btn-outline-secondary" href="/profile-pages/plan-management" prefetch={false}>See which listings count</Link>}
        {onFillIn && <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onFillIn}>Fill in the form now</button>}
      </div>
    </div>
  );
}
