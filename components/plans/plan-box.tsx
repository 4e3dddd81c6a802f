import Link from 'next/link';
import { dateText as date } from '@/lib/format/dates';
import { PLANS_PAGE } from '@/lib/policy';
import type { PlanCard } from '@/server/money/plans/management';
import { RemoveProjectButton } from './remove-project-button';
import { CancelPlanButton } from './cancel-plan-button';


/** One running (or queued) plan: dates, what it gives, its projects; renew links keep them attached. */
export function PlanBox({ plan, builder, details = true }: { plan: PlanCard; builder: boolean; details?: boolean }) {
  const base = PLANS_PAGE[builder ? 'builder' : 'owner'];
  return (
    <article className="plan-box" aria-labelledby={`plan-${plan.id}`}>
      <header>
        <h2 id={`plan-${plan.id}`} className="h5 mb-0">{plan.plan.name}</h2>
        <span className={`badge ${plan.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {plan.status === 'upcoming' ? 'Starts after the current plan' : plan.status === 'active' ? 'Active' : plan.status}
        </span>
      </header>
      <p className="mb-2">{date(plan.starts_at)} to {date(plan.ends_at)} ({plan.days_left} days left)</p>
      <ul>
        <li>{plan.listing_quota} more live listings</li>
        <li>Featured listings: {plan.featured_used} of {plan.featured_quota} used</li>
        {builder && <li>Project slots: {plan.ResidentialProjectDetails.length} of {plan.project_quota} used</li>}
        {plan.priority_moderation && <li>Priority moderation</li>}
      </ul>
      {builder && plan.ResidentialProjectDetails.length > 0 && (
        <>
          <h3 className="h6">Projects in this plan</h3>
          <ul aria-label={`Projects in ${plan.plan.name}`}>
            {plan.ResidentialProjectDetails.map((p) => (
              <li key={p.id}>
                {p.name}, {p.city}
                <Link className="ms-2" href={`${base}?renewId=${plan.id}&projectId=${p.id}`} prefetch={false} aria-label={`Renew plan for ${p.name}`}>Renew</Link>
                <RemoveProjectButton subscriptionId={plan.id} projectId={p.id} name={p.name} />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="d-flex flex-wrap gap-2">
        {details && <Link className="btn btn-outline-primary btn-sm" href={`/profile-pages/plan-management/plan-details?id=${plan.id}`}>Plan details</Link>}
        <Link className="btn btn-primary btn-sm" href={`${base}?renewId=${plan.id}`} prefetch={false}>Renew Plan</Link>
        {plan.invoice && <a className="btn btn-link btn-sm" href={plan.invoice.download_url} download>Invoice {plan.invoice.number}</a>}
        {(plan.status === 'active' || plan.status === 'upcoming') && <CancelPlanButton id={plan.id} name={plan.plan.name} upcoming={plan.status === 'upcoming'} />}
      </div>
    </article>
  );
}
