import Link from 'next/link';

/**
 * The create call refused one more live listing than the poster's plan allows
 * (server/money/plans/entitlements.ts): the figures it counted, and where the listings that count are named.
 */
export function PlanNeeded({ href, allowed, used }: { href: string; allowed?: number; used?: number }) {
  const figures = allowed != null && used != null
    ? `Your account includes ${allowed} live listing${allowed === 1 ? '' : 's'} and ${used} ${used === 1 ? 'is' : 'are'} in use.`
    : 'You have used all the live listings your account includes.';
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
      <span>
        {figures} Your listing is kept here as a draft: post it once a place is free.{' '}
        <Link href="/profile-pages/plan-management" prefetch={false}>See which listings count</Link>.
      </span>
      <Link className="btn btn-sm btn-primary ms-auto" href={href} prefetch={false}>See plans</Link>
    </div>
  );
}
