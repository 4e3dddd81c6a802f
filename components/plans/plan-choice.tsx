'use client';
import { formatRupees } from '@/lib/format/money';
import { fill } from '@/lib/i18n/fill';
import { featureText, priceNote } from './plan-features';
import { ENGLISH_PLAN_WORDS, type PlanWords } from './plan-words';
import type { PlanApi } from './types';

/**
 * Step 1: one radio card per plan. The total with GST comes first and is what the
 * checkout charges (no drip pricing, CCPA dark-pattern guidelines); the split follows.
 */
export function PlanChoice({ plans, value, onChange, onNext, words = ENGLISH_PLAN_WORDS }: {
  plans: PlanApi[]; value: number | null; onChange: (id: number) => void; onNext: () => void; words?: PlanWords;
}) {
  return (
    <form onSubmit={(e) => { e.preventDefault(); if (value) onNext(); }}>
      <fieldset>
        <legend className="h5">{words.choose}</legend>
        <div className="plan-grid">
          {plans.map((p) => (
            <label key={p.id} className={`plan-card${value === p.id ? ' plan-card--chosen' : ''}`}>
              <input type="radio" name="plan" value={p.id} checked={value === p.id} onChange={() => onChange(p.id)}
                className="form-check-input" aria-describedby={`plan-${p.id}-price`} />
              <span className="plan-card__name">{p.name}</span>
              <span className="plan-card__price" id={`plan-${p.id}-price`}>
                {formatRupees(p.total_paise)} <small>{priceNote(p, words)}</small>
              </span>
              <span className="plan-card__days">{fill(words.days, { days: p.duration_days })}</span>
              <ul className="plan-card__features">
                {p.features.map((f) => <li key={f}>{featureText(f, words)}</li>)}
              </ul>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary mt-3" disabled={!value}>{words.continueBilling}</button>
    </form>
  );
}
