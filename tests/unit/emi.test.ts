// Issue 20 §5: the EMI, its amortisation and the cost of buying by state.
import { describe, expect, it } from 'vitest';
import { amortise, emiOf, loanFor } from '@/lib/emi/emi';
import { STAMP_DUTY_COMPILED, STATE_RATES, costOfBuying } from '@/lib/emi/stamp-duty';

describe('EMI', () => {
  it('₹40 lakh at 8.5 % for 20 years is ₹34,713 a month, as the banks quote it', () => {
    expect(Math.round(emiOf(4_000_000, 8.5, 240))).toBe(34_713);
  });

  it('the amortisation has one row a year, pays the loan off, and its interest adds up to the total', () => {
    const r = amortise(4_000_000, 8.5, 20);
    expect(r.years).toHaveLength(20);
    expect(r.years.at(-1)!.balance).toBe(0);
    const principal = r.years.reduce((s, y) => s + y.principal, 0);
    expect(Math.abs(principal - 4_000_000)).toBeLessThanOrEqual(20);
    const interest = r.years.reduce((s, y) => s + y.interest, 0);
    expect(Math.abs(interest - r.totalInterest)).toBeLessThanOrEqual(20);
    expect(Math.abs(r.totalPaid - r.emi * 240)).toBeLessThan(240);
    // Early years are mostly interest, late years mostly principal.
    expect(r.years[0].interest).toBeGreaterThan(r.years[0].principal);
    expect(r.years[19].principal).toBeGreaterThan(r.years[19].interest);
  });

  it('a 0 % loan is the loan over the months; no loan, no EMI', () => {
    expect(emiOf(1_200_000, 0, 120)).toBe(10_000);
    expect(amortise(0, 9, 10).emi).toBe(0);
  });

  it('the loan is the price less a 20 % down payment by default', () => {
    expect(loanFor(5_000_000)).toBe(4_000_000);
    expect(loanFor(5_000_000, 35)).toBe(3_250_000);
    expect(loanFor(5_000_000, 120)).toBe(0);
  });
});

describe('stamp duty and registration', () => {
  it('Karnataka: 5.6 % duty and 1 % registration on ₹50 lakh', () => {
    expect(costOfBuying('Karnataka', 5_000_000)).toEqual({ stampDuty: 280_000, registration: 50_000, total: 330_000 });
  });

  it('a capped registration fee stops at its cap (Maharashtra ₹30,000)', () => {
    expect(costOfBuying('maharashtra', 20_000_000)!.registration).toBe(30_000);
  });

  it('every state has a source and the file says when the table was compiled; an unknown state gives null', () => {
    for (const s of STATE_RATES) expect(s.source).toMatch(/^https:\/\//);
    expect(STAMP_DUTY_COMPILED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(costOfBuying('Atlantis', 1_000_000)).toBeNull();
  });
});
