'use client';
import '@/styles/decide.css';
import { useId, useState } from 'react';
import {
  DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_RATE_PERCENT, DEFAULT_TENURE_YEARS, amortise, loanFor,
} from '@/lib/emi/emi';
import { STAMP_DUTY_COMPILED, STATE_RATES, costOfBuying, rateSummary, stateRate } from '@/lib/emi/stamp-duty';
import { formatPrice, type PriceLocale } from '@/lib/format/price';
import { fill } from '@/lib/i18n/fill';
import { ENGLISH_EMI_WORDS, type EmiWords } from './emi-words';

// The EMI and cost-of-buying calculator. Plain React and two small lib files:
// the detail page loads it only when asked (emi-launcher.tsx); /emi-calculator renders it.

const num = (s: string, fallback: number) => {
  const v = Number(s);
  return Number.isFinite(v) && v >= 0 ? v : fallback;
};

/** `words` and `locale`: the page's language (English, SPEC §9's "₹ 40 Lac", by default). */
type Props = { price?: number | null; state?: string | null; words?: EmiWords; locale?: PriceLocale };

export function EmiCalculator({ price: initialPrice, state: initialState, words: w = ENGLISH_EMI_WORDS, locale = 'en' }: Props) {
  const id = useId();
  /** SPEC §9 price display (₹ 40 Lac, ₹ 34,713) of a computed amount, rounded to the rupee; lakh and crore in the language. */
  const rupees = (v: number) => formatPrice(Math.round(v), locale);
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
  // English keeps the sentence worded from the whole row; the languages state its figures (duty in all, registration).
  const summary = w.summary && source && cost
    ? fill(w.summary, { state, price: rupees(p), duty: `${cost.dutyPercent} %`, reg: `${source.registrationPercent} %${source.registrationCap ? ` (≤ ${rupees(source.registrationCap)})` : ''}` })
    : rateSummary(state, p);
  const [before, after = ''] = w.source.split('{link}');
  const field = (key: string, label: string, value: string, set: (v: string) => void, suffix: string, step = 'any') => (
    <div className="emi__field">
      <label className="form-label" htmlFor={`${id}-${key}`}>{label}</label>
      <div className="input-group input-group-sm">
        <input id={`${id}-${key}`} className="form-control" type="number" inputMode="decimal" min="0" step={step}
          value={value} onChange={(e) => set(e.target.value)} />
        <span className="input-group-text">{suffix}</span>
      </div>
    </div>
  );
  return (
    <div className="emi" data-testid="emi-calculator">
      <div className="emi__inputs">
        {field('price', w.price, price, setPrice, '₹', '1000')}
        {field('down', w.down, down, setDown, '%')}
        {field('rate', w.rate, rate, setRate, w.perYear)}
        {field('tenure', w.tenure, tenure, setTenure, w.years, '1')}
        <div className="emi__field">
          <label className="form-label" htmlFor={`${id}-state`}>{w.state}</label>
          <select id={`${id}-state`} className="form-select form-select-sm" value={state} onChange={(e) => setState(e.target.value)}>
            {STATE_RATES.map((s) => <option key={s.state} value={s.state}>{s.state}</option>)}
          </select>
        </div>
      </div>
      {/* Only the EMI is announced (with its label) as the visitor types: five figures a keystroke would drown it. */}
      <dl className="emi__results">
        <div><dt>{w.loan}</dt><dd data-testid="emi-loan">{rupees(loan)}</dd></div>
        <div aria-live="polite" aria-atomic="true"><dt>{w.monthly}</dt><dd data-testid="emi-monthly">{rupees(result.emi)}</dd></div>
        <div><dt>{w.interest}</dt><dd data-testid="emi-interest">{rupees(result.totalInterest)}</dd></div>
        {cost && <div><dt>{fill(w.stamp, { state })}</dt><dd data-testid="emi-stamp">{rupees(cost.total)}</dd></div>}
        {cost && <div><dt>{w.upFront}</dt><dd>{rupees(p - loan + cost.total)}</dd></div>}
      </dl>
      {source && summary && (
        <p className="emi__source small text-body-secondary" data-testid="emi-rates">
          {fill(before, { summary, date: STAMP_DUTY_COMPILED })}
          <a href={source.source} target="_blank" rel="noopener noreferrer">{w.department}</a>
          {fill(after, { summary, date: STAMP_DUTY_COMPILED })}
        </p>
      )}
      <details className="emi__table">
        <summary>{w.table}</summary>
        <div className="table-responsive">
          <table className="table table-sm">
            <caption className="visually-hidden">{w.caption}</caption>
            <thead><tr><th scope="col">{w.year}</th><th scope="col">{w.principal}</th><th scope="col">{w.interestCol}</th><th scope="col">{w.balance}</th></tr></thead>
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
