import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import '@/styles/plans.css';
import { AppError } from '@/lib/app-error';
import { requireUser } from '@/server/accounts/auth/require-user';
import { myPlanList, myPlanOne } from '@/server/money/plans/management';
import { myLiveListings } from '@/server/money/plans/page-data';
import { PageHeading } from '@/components/profile/page-heading';
import { EmptyState } from '@/components/profile/empty-state';
import { PlanBox } from '@/components/plans/plan-box';
import { FeatureToggle } from '@/components/plans/feature-toggle';

export const metadata: Metadata = { title: 'Plan details' };

type Props = { searchParams: Promise<{ id?: string }> };

/** One plan (?id=, else the newest running one) and the listings it can feature. */
export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  let id = Number((await searchParams).id);
  if (!Number.isInteger(id) || id <= 0) id = (await myPlanList(user.id)).plans[0]?.id ?? 0;
  const plan = id ? await myPlanOne(user.id, id).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  }) : null;
  if (id && !plan) notFound();
  if (!plan) {
    return (
      <>
        <PageHeading title="Plan details" />
        <EmptyState message="There is no plan to show: you have not bought a plan yet">
          <Link className="btn btn-outline-primary" href="/profile-pages/plan-management">Back to Plan Management</Link>
        </EmptyState>
      </>
    );
  }
  const live = await myLiveListings(user.id);
  return (
    <>
      <PageHeading title="Plan details" />
      <PlanBox plan={plan} builder={user.roleType === 'builder'} details={false} />
      <section aria-labelledby="feature-title" className="plan-box">
        <h2 id="feature-title" className="h5">Feature your listings</h2>
        <p className="text-muted">Featured listings show first in their city&apos;s search labelled Sponsored until the plan ends.</p>
        {live.length === 0 ? <p>You have no live listing to feature.</p> : (
          <ul className="list-unstyled">
            {live.map((l) => (
              <li key={l.id} className="d-flex justify-content-between align-items-center gap-2 py-1 border-bottom">
                <span><Link href={l.href} prefetch={false}>{l.title}</Link> <small className="text-muted">{l.locality}, {l.city}</small>{l.isFeatured && <span className="badge text-bg-warning ms-2">Sponsored</span>}</span>
                <FeatureToggle id={l.id} title={l.title} featured={l.isFeatured} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
