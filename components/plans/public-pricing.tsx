import Link from 'next/link';
import { formatRupees } from '@/lib/format/money';
import { CANCEL_REFUND_RULE } from '@/lib/billing/refund-rule';
import type { PlanApi } from '@/lib/contract';
import { PLANS_PAGE } from '@/lib/policy';

const AUDIENCES = [
  { audience: 'owner', title: 'For owners' },
  { audience: 'agent', title: 'For agents' },
  { audience: 'builder', title: 'For builders' },
] as const;

/**
 * Every plan on sale with its price, for anyone, signed in or not: the total with GST first
 * (what the checkout charges), then the split, the period and what it gives.
 */
export function PublicPricing({ plans }: { plans: PlanApi[] }) {
  return (
    <>
      {AUDIENCES.map(({ audience, title }) => {
        const mine = plans.filter((p) => p.audience === audience);
        if (!mine.length) return null;
        return (
          <section key={audience} aria-labelledby={`pricing-${audience}`} className="mb-4">
            <h2 id={`pricing-${audience}`} className="h5">{title}</h2>
            <ul className="plan-grid list-unstyled">
              {mine.map((p) => (
                <li key={p.id} className="plan-card" data-testid="public-plan">
                  <h3 className="plan-card__name h6 mb-1">{p.name}</h3>
                  <p className="plan-card__price mb-1">
                    {formatRupees(p.total_paise)} <small>incl. {formatRupees(p.gst_paise)} GST ({p.gst_rate_percent}%) on {formatRupees(p.price_paise, 0)}</small>
                  </p>
                  <p className="plan-card__days mb-1">{p.duration_days} days</p>
                  <ul className="plan-card__features">{p.features.map((f) => <li key={f}>{f}</li>)}</ul>
                  <Link className="btn btn-outline-primary btn-sm" href={PLANS_PAGE[audience]} prefetch={false}>Buy {p.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className="small text-muted">
        Buying asks you to log in with your mobile number. Plans never renew by themselves. {CANCEL_REFUND_RULE}{' '}
        <Link href="/static-pages/refund-policy">Refund Policy</Link>
      </p>
    </>
  );
}
