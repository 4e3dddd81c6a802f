import type { Metadata } from 'next';
import Link from 'next/link';
import '@/styles/plans.css';
import { requireUser } from '@/server/accounts/auth/require-user';
import { myPlanList } from '@/server/money/plans/management';
import { removedProjects } from '@/server/money/plans/projects';
import { plansPageOf } from '@/lib/policy';
import { PageHeading } from '@/components/profile/page-heading';
import { EmptyState } from '@/components/profile/empty-state';
import { PlanBox } from '@/components/plans/plan-box';
import { AllowanceListings } from '@/components/plans/allowance-listings';
import { allowanceListings } from '@/server/money/plans/counted';
import { FREE_ALLOWANCE_TEXT } from '@/lib/free-allowance';

export const metadata: Metadata = { title: 'Plan Management' };

type Props = { searchParams: Promise<{ paid?: string }> };

// Active plans, what is used and what is left, and for builders the projects of each plan.
export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const { paid } = await searchParams;
  const builder = user.roleType === 'builder';
  // The plan list settles the poster first, so the listings named below are the ones it counted.
  const [{ plans, entitlements: e }, removed] = await Promise.all([myPlanList(user.id), builder ? removedProjects(user.id) : []]);
  const mine = await allowanceListings(user.id);
  return (
    <>
      <PageHeading title="Plan Management" />
      {paid && <p className="alert alert-success" role="status">Payment successful. Your plan is active.</p>}
      <div className="plan-usage" aria-label="What you can use now">
        <div>Live listings<br /><strong>{e.listings.used} of {e.listings.allowed}</strong></div>
        <div>Featured listings<br /><strong>{e.featured.used} of {e.featured.allowed}</strong></div>
        {builder && <div>Project slots<br /><strong>{e.projects.used} of {e.projects.allowed}</strong></div>}
        {e.pgs.used > 0 && <div>Live PGs<br /><strong>{e.pgs.used}</strong> <span className="small">(no limit)</span></div>}
        <div>Leads today<br /><strong>{e.leads.used} of {e.leads.allowed}</strong></div>
      </div>
      <AllowanceListings allowed={e.listings.allowed} used={e.listings.used} counted={mine.counted} waiting={mine.waiting}
        plansUrl={plansPageOf(user.roleType)} />
      {plans.length === 0 ? (
        <EmptyState message={`You do not have an active plan. ${FREE_ALLOWANCE_TEXT}`}>
          <Link className="btn btn-primary" prefetch={false} href={plansPageOf(user.roleType)}>See plans</Link>
        </EmptyState>
      ) : plans.map((p) => <PlanBox key={p.id} plan={p} builder={builder} />)}
      {removed.length > 0 && (
        <section aria-labelledby="removed-title">
          <h2 id="removed-title" className="h6">Projects removed from a plan</h2>
          <ul>{removed.map((r) => <li key={`${r.subscription_id}-${r.project_id}`}>{r.name}, {r.city}</li>)}</ul>
        </section>
      )}
    </>
  );
}
