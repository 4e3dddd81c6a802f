import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
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
import { fill } from '@/lib/i18n/fill';
import { planWords } from '@/components/plans/plan-words-server';
import { localeLinks } from '@/server/platform/i18n/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('plans.manage'))('title') };
}

type Props = { searchParams: Promise<{ paid?: string }> };

// Active plans, what is used and what is left, and for builders the projects of each plan.
export default async function Page({ searchParams }: Props) {
  const user = await requireUser();
  const { paid } = await searchParams;
  const builder = user.roleType === 'builder';
  // The plan list settles the poster first, so the listings named below are the ones it counted.
  const [{ plans, entitlements: e }, removed] = await Promise.all([myPlanList(user.id), builder ? removedProjects(user.id) : []]);
  const [mine, { locale, href }, t] = await Promise.all([allowanceListings(user.id), localeLinks(), getTranslations()]);
  const words = planWords(t, locale);
  const w = words.manage;
  const used = (n: number, total: number) => fill(w.used, { n, total });
  return (
    <>
      <PageHeading title={w.title} />
      {paid && <p className="alert alert-success" role="status">{words.checkout.resultPaid}</p>}
      <div className="plan-usage" aria-label={w.usage}>
        <div>{w.live}<br /><strong>{used(e.listings.used, e.listings.allowed)}</strong></div>
        <div>{w.featured}<br /><strong>{used(e.featured.used, e.featured.allowed)}</strong></div>
        {builder && <div>{w.projects}<br /><strong>{used(e.projects.used, e.projects.allowed)}</strong></div>}
        {e.pgs.used > 0 && <div>{w.pgs}<br /><strong>{e.pgs.used}</strong> <span className="small">{w.noLimit}</span></div>}
        <div>{w.leads}<br /><strong>{used(e.leads.used, e.leads.allowed)}</strong></div>
      </div>
      <AllowanceListings allowed={e.listings.allowed} used={e.listings.used} counted={mine.counted} waiting={mine.waiting}
        plansUrl={plansPageOf(user.roleType)} words={locale === 'en' ? undefined : words} />
      {plans.length === 0 ? (
        <EmptyState message={`${w.none} ${words.free}`}>
          <Link className="btn btn-primary" prefetch={false} href={href(plansPageOf(user.roleType))}>{w.seePlans}</Link>
        </EmptyState>
      ) : plans.map((p) => <PlanBox key={p.id} plan={p} builder={builder} words={words} />)}
      {removed.length > 0 && (
        <section aria-labelledby="removed-title">
          <h2 id="removed-title" className="h6">{w.removed}</h2>
          <ul>{removed.map((r) => <li key={`${r.subscription_id}-${r.project_id}`}>{r.name}, {r.city}</li>)}</ul>
        </section>
      )}
    </>
  );
}
