'use client';
import { formatRupees } from '@/lib/format/money';
import type { PlanApi } from './types';

/**
 * Step 1: one radio card per plan. The total with GST comes first and is what the
 * checkout charges (no drip pricing, CCPA dark-pattern guidelines); the split follows.
 */
export function PlanChoice({ plans, value, onChange, onNext }: {
  plans: PlanApi[]; value: number | null; onChange: (id: number) => void; onNext: () => void;
}) {
  return (
    <form onSubmit={(e) => { e.preventDefault(); if (value) onNext(); }}>
      <fieldset>
        <legend className="h5">Choose a plan</legend>
        <div className="plan-grid">
          {plans.map((p) => (
            <label key={p.id} className={`plan-card${value === p.id ? ' plan-card--chosen' : ''}`}>
              <input type="radio" name="plan" value={p.id} checked={value === p.id} onChange={() => onChange(p.id)}
                className="form-check-input" aria-describedby={`plan-${p.id}-price`} />
              <span className="plan-card__name">{p.name}</span>
              <span className="plan-card__price" id={`plan-${p.id}-price`}>
                {formatRupees(p.total_paise)} <small>incl. {formatRupees(p.gst_paise)} GST ({p.gst_rate_percent}%) on {formatRupees(p.price_paise, 0)}</small>
              </span>
              <span className="plan-card__days">{p.duration_days} days</span>
              <ul className="plan-card__features">
                {p.features.map((f) => <li key={f}>{f}</li>)}
              </ul>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary mt-3" disabled={!value}>Continue to billing</button>
    </form>
  );
}
