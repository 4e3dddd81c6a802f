import Link from 'next/link';

/** The create call refused one more live listing than the poster's plan allows (PAY's entitlements). */
export function PlanNeeded({ href }: { href: string }) {
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2" role="alert">
      <span>You have used all the live listings your account includes. Your listing is kept here as a draft: post it once you have a plan.</span>
      <Link className="btn btn-sm btn-primary ms-auto" href={href} prefetch={false}>See plans</Link>
    </div>
  );
}
