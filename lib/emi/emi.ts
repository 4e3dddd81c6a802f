// EMI and the cost of buying. Pure arithmetic: runs in the browser
// (loaded on demand by the calculator) and in tests/unit/emi.test.ts.

export const DEFAULT_DOWN_PAYMENT_PERCENT = 20;
export const DEFAULT_RATE_PERCENT = 8.5;
export const DEFAULT_TENURE_YEARS = 20;

export type YearRow = { year: number; principal: number; interest: number; balance: number };
export type EmiResult = { loan: number; emi: number; totalInterest: number; totalPaid: number; years: YearRow[] };

/**
 * The monthly instalment of a reducing-balance loan, as Indian banks quote it:
 * EMI = P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate, n the months. A 0 % loan is P/n.
 */
export function emiOf(loan: number, annualRatePercent: number, months: number): number {
  if (loan <= 0 || months <= 0) return 0;
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return loan / months;
  const f = (1 + r) ** months;
  return (loan * r * f) / (f - 1);
}

/** EMI, totals and the year-by-year amortisation (rupees rounded for display, sums kept exact). */
export function amortise(loan: number, annualRatePercent: number, tenureYears: number): EmiResult {
  const months = Math.round(tenureYears * 12);
  const emi = emiOf(loan, annualRatePercent, months);
  const r = annualRatePercent / 12 / 100;
  const years: YearRow[] = [];
  let balance = loan;
  let totalInterest = 0;
  for (let y = 0; y * 12 < months; y++) {
    let principal = 0;
    let interest = 0;
    for (let m = y * 12; m < Math.min(months, (y + 1) * 12); m++) {
      const i = balance * r;
      const p = Math.min(balance, emi - i);
      interest += i;
      principal += p;
      balance -= p;
    }
    totalInterest += interest;
    years.push({ year: y + 1, principal: Math.round(principal), interest: Math.round(interest), balance: Math.max(0, Math.round(balance)) });
  }
  return { loan, emi: Math.round(emi), totalInterest: Math.round(totalInterest), totalPaid: Math.round(loan + totalInterest), years };
}

/** Loan = price − down payment; the down payment is a percentage of the price (20 % by default). */
export const loanFor = (price: number, downPaymentPercent = DEFAULT_DOWN_PAYMENT_PERCENT) =>
  Math.max(0, Math.round(price * (1 - downPaymentPercent / 100)));
