// Issue 20 §5: the EMI, its amortisation and the cost of buying by state.
import { describe, expect, it } from 'vitest';
import { amortise, emiOf, loanFor } from '@/lib/emi/emi';
import { STAMP_DUTY_COMPILED, STATE_RATES, costOfBuying, rateSummary } from '@/lib/emi/stamp-duty';

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
  // One case per state of the table: [state, value, duty with surcharges, registration, words the sentence must carry].
  const CASES: [string, number, number, number, string][] = [
    ['Karnataka', 1_500_000, 33_600, 30_000, 'stamp duty 2 % (2 % up to ₹ 20 Lac, 3 % up to ₹ 45 Lac, 5 % above), cess 10 % of the duty, surcharge 2 % of the duty: 2.24 % in all; registration 2 %'],
    ['Karnataka', 3_000_000, 100_800, 60_000, 'stamp duty 3 % (2 % up to ₹ 20 Lac, 3 % up to ₹ 45 Lac, 5 % above), cess 10 % of the duty, surcharge 2 % of the duty: 3.36 % in all'],
    ['Karnataka', 5_000_000, 280_000, 100_000, 'stamp duty 5 % (2 % up to ₹ 20 Lac, 3 % up to ₹ 45 Lac, 5 % above), cess 10 % of the duty, surcharge 2 % of the duty: 5.6 % in all'],
    ['Maharashtra', 10_000_000, 600_000, 30_000, 'stamp duty 5 %, metro cess 1 % of the value: 6 % in all; registration 1 % (at most ₹ 30,000); women buyers pay 1 % less duty'],
    ['Tamil Nadu', 5_000_000, 350_000, 100_000, 'stamp duty 7 %; registration 2 %'],
    ['Telangana', 5_000_000, 275_000, 25_000, 'stamp duty 4 %, transfer duty 1.5 % of the value: 5.5 % in all; registration 0.5 %'],
    ['Andhra Pradesh', 5_000_000, 325_000, 50_000, 'stamp duty 5 %, transfer duty 1.5 % of the value: 6.5 % in all; registration 1 %'],
    ['Kerala', 5_000_000, 400_000, 100_000, 'stamp duty 8 %; registration 2 %'],
    ['Delhi', 5_000_000, 300_000, 50_000, 'stamp duty 6 %; registration 1 %; women buyers 4 %, joint 5 %'],
    ['Haryana', 10_000_000, 700_000, 50_000, 'stamp duty 7 %; registration 1 % (at most ₹ 50,000)'],
    ['Uttar Pradesh', 5_000_000, 350_000, 50_000, 'stamp duty 7 %; registration 1 %'],
    ['Gujarat', 5_000_000, 245_000, 50_000, 'stamp duty 3.5 %, surcharge 40 % of the duty: 4.9 % in all; registration 1 %'],
    ['Rajasthan', 5_000_000, 300_000, 50_000, 'stamp duty 6 %; registration 1 %'],
    ['West Bengal', 3_000_000, 180_000, 30_000, 'stamp duty 6 % (6 % up to ₹ 1 Cr, 7 % above); registration 1 %'],
    ['West Bengal', 20_000_000, 1_400_000, 200_000, 'stamp duty 7 % (6 % up to ₹ 1 Cr, 7 % above)'],
    ['Madhya Pradesh', 5_000_000, 375_000, 150_000, 'stamp duty 7.5 %; registration 3 %'],
    ['Punjab', 5_000_000, 350_000, 50_000, 'stamp duty 7 %; registration 1 %'],
    ['Goa', 4_000_000, 140_000, 120_000, 'stamp duty 3.5 % (3.5 % up to ₹ 50 Lac, 4 % up to ₹ 75 Lac, 4.5 % up to ₹ 1 Cr, 5 % above); registration 3 %'],
    ['Goa', 8_000_000, 360_000, 240_000, 'stamp duty 4.5 %'],
  ];

  it.each(CASES)('%s at ₹%d: the amount and the sentence come from the same row', (state, value, duty, registration, words) => {
    const cost = costOfBuying(state, value)!;
    expect(cost).toMatchObject({ stampDuty: duty, registration, total: duty + registration });
    // The sentence states the very rate the amount was computed with.
    expect(cost.dutyPercent).toBeCloseTo((duty / value) * 100, 6);
    expect(rateSummary(state, value)).toContain(words);
  });

  it('every state of the table has a case, a source and rising bands; the file says when it was compiled; an unknown state gives null', () => {
    expect(new Set(CASES.map((c) => c[0]))).toEqual(new Set(STATE_RATES.map((s) => s.state)));
    for (const s of STATE_RATES) {
      expect(s.source).toMatch(/^https:\/\//);
      expect(s.duty.at(-1)!.upTo).toBeNull();
      const limits = s.duty.slice(0, -1).map((b) => b.upTo!);
      expect(limits).toEqual([...limits].sort((a, b) => a - b));
    }
    expect(STAMP_DUTY_COMPILED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(costOfBuying('Atlantis', 1_000_000)).toBeNull();
    expect(costOfBuying('maharashtra', 20_000_000)!.registration).toBe(30_000);
  });
});
