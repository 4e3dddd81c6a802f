import Link from 'next/link';
import { formatRupees } from '@/lib/format/money';
import type { PlanApi } from '@/lib/contract';
import { PLANS_PAGE } from '@/lib/policy';
import { fill } from '@/lib/i18n/fill';
import { localePath } from '@/lib/i18n/locales';
import { featureText, priceNote } from './plan-features';
import { ENGLISH_PLAN_WORDS, type PlanWords } from './plan-words';

const AUDIENCES = ['owner', 'agent', 'builder'] as const;

/**
 * Every plan on sale with its price, for anyone, signed in or not: the total with GST first
 * (what the checkout charges), then the split, the period and what it gives.
 */
export function PublicPricing({ plans, words = ENGLISH_PLAN_WORDS }: { plans: PlanApi[]; words?: PlanWords }) {
  const w = words.pricing;
  const href = (path: string) => localePath(path, words.locale);
  return (
    <>
      {AUDIENCES.map((audience) => {
        const mine = plans.filter((p) => p.audience === audience);
        if (!mine.length) return null;
        return (
          <section key={audience} aria-labelledby={`pricing-${audience}`} className="mb-4">
            <h2 id={`pricing-${audience}`} className="h5">{w.audiences[audience]}</h2>
            <ul className="plan-grid list-unstyled">
              {mine.map((p) => (
                <li key={p.id} className="plan-card" data-testid="public-plan">
                  <h3 className="plan-card__name h6 mb-1">{p.name}</h3>
                  <p className="plan-card__price mb-1">
                    {formatRupees(p.total_paise)} <small>{priceNote(p, words)}</small>
                  </p>
                  <p className="plan-card__days mb-1">{fill(words.days, { days: p.duration_days })}</p>
                  <ul className="plan-card__features">{p.features.map((f) => <li key={f}>{featureText(f, words)}</li>)}</ul>
                  <Link className="btn btn-outline-primary btn-sm" href={href(PLANS_PAGE[audience])} prefetch={false}>{fill(w.buy, { name: p.name })}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className="small text-muted">
        {w.note} {w.refundRule}{' '}
        <Link href={href('/static-pages/refund-policy')}>{w.refundPolicy}</Link>
      </p>
    </>
  );
}
