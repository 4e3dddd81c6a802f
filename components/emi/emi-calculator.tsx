'use client';
import '@/styles/decide.css';
import { useId, useState } from 'react';
import {
  DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_RATE_PERCENT, DEFAULT_TENURE_YEARS, amortise, loanFor,
} from '@/lib/emi/emi';
import { STAMP_DUTY_COMPILED, STATE_RATES, costOfBuying, rateSummary, stateRate } from '@/lib/emi/stamp-duty';
import { formatPrice } from '@/lib/format/price';

// The EMI and cost-of-buying calculator. Plain React and two small lib files:
// the detail page loads it only when asked (emi-launcher.tsx); /emi-calculator renders it.

/** SPEC §9 price display (₹ 40 Lac, ₹ 34,713) of a computed amount, rounded to the rupee. */
const rupees = (v: number) => formatPrice(Math.round(v));
const num = (s: string, fallback: number) => {
  const v = Number(s);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};

type Props = { price?: number | null; state?: string | null };

export function EmiCalculator({ price: initialPrice, state: initialState }: Props) {
  const id = useId();
  const [price, setPrice] = useState(String(initialPrice ?? 5_000_000));
  const [down, setDown] = useState(String(DEFAULT_DOWN_PAYMENT_PERCENT));
  const [rate, setRate] = useState(String(DEFAULT_RATE_PERCENT));
  const [tenure, setTenure] = useState(String(DEFAULT_TENURE_YEARS));
  const known = stateRate(initialState ?? '');
  const [state, setState] = useState(known?.state ?? 'Karnataka');
  const p = num(price, 0);
  const downPct = Math.min(100, num(down, DEFAULT_DOWN_PAYMENT_PERCENT));
  const loan = loanFor(p, downPct);
  const years = Math.min(40, Math.max(1, Math.round(num(tenure, DEFAULT_TENURE_YEARS))));
  const r = Math.min(30, num(rate, DEFAULT_RATE_PERCENT));
  const result = amortise(loan, r, years);
  const cost = costOfBuying(state, p);
  const source = stateRate(state);
  const summary = rateSummary(state, p);
  const field = (label: string, value: string, set: (v: string) => void, suffix: string, step = 'any') => (
    <div className="emi__field">
      <label className="form-label" htmlFor={`${id}-${label}`}>{label}</label>
      <div className="input-group input-group-sm">
        <input id={`${id}-${label}`} className="form-control" type="number" inputMode="decimal" min="0" step={step}
          value={value} onChange={(e) => set(e.target.value)} />
        <span className="input-group-text">{suffix}</span>
      </div>
    </div>
  );
  return (
    <div className="emi" data-testid="emi-calculator">
      <div className="emi__inputs">
        {field('Property price', price, setPrice, '₹', '1000')}
        {field('Down payment', down, setDown, '%')}
        {field('Interest rate', rate, setRate, '% a year')}
        {field('Loan tenure', tenure, setTenure, 'years', '1')}
        <div className="emi__field">
          <label className="form-label" htmlFor={`${id}-state`}>State</label>
          <select id={`${id}-state`} className="form-select form-select-sm" value={state} onChange={(e) => setState(e.target.value)}>
            {STATE_RATES.map((s) => <option key={s.state} value={s.state}>{s.state}</option>)}
          </select>
        </div>
      </div>
      {/* Only the EMI is announced (with its label) as the visitor types: five figures a keystroke would drown it. */}
      <dl className="emi__results">
        <div><dt>Loan amount</dt><dd data-testid="emi-loan">{rupees(loan)}</dd></div>
        <div aria-live="polite" aria-atomic="true"><dt>Monthly EMI</dt><dd data-testid="emi-monthly">{rupees(result.emi)}</dd></div>
        <div><dt>Total interest</dt><dd data-testid="emi-interest">{rupees(result.totalInterest)}</dd></div>
        {cost && <div><dt>Stamp duty + registration ({state})</dt><dd data-testid="emi-stamp">{rupees(cost.total)}</dd></div>}
        {cost && <div><dt>Cash needed up front</dt><dd>{rupees(p - loan + cost.total)}</dd></div>}
      </dl>
      {source && summary && (
        <p className="emi__source small text-body-secondary" data-testid="emi-rates">
          {summary}. An estimate (our table of {STAMP_DUTY_COMPILED}); the{' '}
          <a href={source.source} target="_blank" rel="noopener noreferrer">state&apos;s registration department</a>
          {' '}publishes the current rates, and the registrar&apos;s own figure is final.
        </p>
      )}
      <details className="emi__table">
        <summary>Year-by-year repayment</summary>
        <div className="table-responsive">
          <table className="table table-sm">
            <caption className="visually-hidden">Amortisation by year</caption>
            <thead><tr><th scope="col">Year</th><th scope="col">Principal</th><th scope="col">Interest</th><th scope="col">Balance</th></tr></thead>
            <tbody>
              {result.years.map((y) => (
                <tr key={y.year}><th scope="row">{y.year}</th><td>{rupees(y.principal)}</td><td>{rupees(y.interest)}</td><td>{rupees(y.balance)}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
