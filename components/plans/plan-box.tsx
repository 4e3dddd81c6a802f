import Link from 'next/link';
import { dateTextIn } from '@/lib/format/dates';
import { fill } from '@/lib/i18n/fill';
import { localePath } from '@/lib/i18n/locales';
import { PLANS_PAGE } from '@/lib/policy';
import type { PlanCard } from '@/server/money/plans/management';
import { RemoveProjectButton } from './remove-project-button';
import { CancelPlanButton } from './cancel-plan-button';
import { ENGLISH_PLAN_WORDS, type PlanWords } from './plan-words';

/** One running (or queued) plan: dates, what it gives, its projects; renew links keep them attached. */
export function PlanBox({ plan, builder, details = true, words = ENGLISH_PLAN_WORDS }: { plan: PlanCard; builder: boolean; details?: boolean; words?: PlanWords }) {
  const w = words.box;
  const href = (path: string) => localePath(path, words.locale);
  const date = (m: string) => dateTextIn(m, words.locale);
  const base = href(PLANS_PAGE[builder ? 'builder' : 'owner']);
  return (
    <article className="plan-box" aria-labelledby={`plan-${plan.id}`}>
      <header>
        <h2 id={`plan-${plan.id}`} className="h5 mb-0">{plan.plan.name}</h2>
        <span className={`badge ${plan.status === 'active' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {plan.status === 'upcoming' ? w.upcoming : plan.status === 'active' ? w.active : plan.status}
        </span>
      </header>
      <p className="mb-2">{fill(w.dates, { from: date(plan.starts_at), to: date(plan.ends_at), n: plan.days_left })}</p>
      <ul>
        <li>{fill(w.more, { n: plan.listing_quota })}</li>
        <li>{fill(w.featuredUsed, { n: plan.featured_used, total: plan.featured_quota })}</li>
        {builder && <li>{fill(w.slotsUsed, { n: plan.ResidentialProjectDetails.length, total: plan.project_quota })}</li>}
        {plan.priority_moderation && <li>{w.priority}</li>}
      </ul>
      {builder && plan.ResidentialProjectDetails.length > 0 && (
        <>
          <h3 className="h6">{w.projectsTitle}</h3>
          <ul aria-label={fill(w.projectsIn, { name: plan.plan.name })}>
            {plan.ResidentialProjectDetails.map((p) => (
              <li key={p.id}>
                {p.name}, {p.city}
                <Link className="ms-2" href={`${base}?renewId=${plan.id}&projectId=${p.id}`} prefetch={false} aria-label={fill(w.renewFor, { name: p.name })}>{w.renew}</Link>
                <RemoveProjectButton subscriptionId={plan.id} projectId={p.id} name={p.name} />
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="d-flex flex-wrap gap-2">
        {details && <Link className="btn btn-outline-primary btn-sm" href={href(`/profile-pages/plan-management/plan-details?id=${plan.id}`)}>{w.details}</Link>}
        <Link className="btn btn-primary btn-sm" href={`${base}?renewId=${plan.id}`} prefetch={false}>{w.renewPlan}</Link>
        {plan.invoice && <a className="btn btn-link btn-sm" href={plan.invoice.download_url} download>{fill(w.invoice, { value: plan.invoice.number })}</a>}
        {(plan.status === 'active' || plan.status === 'upcoming') && <CancelPlanButton id={plan.id} name={plan.plan.name} upcoming={plan.status === 'upcoming'} label={w.cancel} />}
      </div>
    </article>
  );
}
