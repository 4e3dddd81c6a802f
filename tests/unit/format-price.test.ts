import { describe, expect, it } from 'vitest';
import { buySliderLabel, buySliderToAmount, formatAmount, formatPrice, groupIndian, modalBudgetToAmount, pgSliderLabel, rentSliderLabel, trimDecimals, BUY_SLIDER, RENT_SLIDER, PG_SLIDER_HEADER, PG_SLIDER_SHEET } from '@/lib/format/price';

describe('formatPrice (SPEC §9 Price display)', () => {
  it.each([
    [0, '₹ 0'],
    [999, '₹ 999'],
    [1000, '₹ 1,000'],
    [45000, '₹ 45,000'],
    [99999, '₹ 99,999'],
    [100000, '₹ 1 Lac'],
    [5500000, '₹ 55 Lac'],
    [5550000, '₹ 55.5 Lac'],
    [5555000, '₹ 55.55 Lac'],
    [5555999, '₹ 55.55 Lac'],
    [115000, '₹ 1.15 Lac'],
    [9999999, '₹ 99.99 Lac'],
    [10000000, '₹ 1 Cr'],
    [12500000, '₹ 1.25 Cr'],
    [15000000, '₹ 1.5 Cr'],
    [400000000, '₹ 40 Cr'],
    [1234567890, '₹ 123.45 Cr'],
  ])('%d → %s', (n, text) => {
    expect(formatPrice(n)).toBe(text);
  });

  it('accepts numeric strings, including ones with commas', () => {
    expect(formatPrice('5500000')).toBe('₹ 55 Lac');
    expect(formatPrice('45,000')).toBe('₹ 45,000');
  });

  it('gives an empty string for missing or unparseable input', () => {
    for (const x of [null, undefined, '', '  ', 'abc', NaN, Infinity]) expect(formatPrice(x as never)).toBe('');
  });

  it('formatAmount is the same text without the sign', () => {
    expect(formatAmount(5500000)).toBe('55 Lac');
    expect(formatAmount(45000)).toBe('45,000');
    expect(formatAmount(500)).toBe('500');
  });
});

describe('helpers', () => {
  it('trimDecimals keeps up to 2 decimals, drops trailing zeros, truncates', () => {
    expect(trimDecimals(55)).toBe('55');
    expect(trimDecimals(55.1)).toBe('55.1');
    expect(trimDecimals(55.10)).toBe('55.1');
    expect(trimDecimals(55.129)).toBe('55.12');
    expect(trimDecimals(1.15)).toBe('1.15');
    expect(trimDecimals(-2.5)).toBe('-2.5');
  });

  it('groupIndian uses lakh grouping', () => {
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(45000)).toBe('45,000');
    expect(groupIndian(1234567)).toBe('12,34,567');
    expect(groupIndian(123456789)).toBe('12,34,56,789');
  });
});

describe('slider labels (SPEC §9 header and sheet)', () => {
  it('Buy: lac under 100, Cr from 100, top 400 lac shown as 4+ Cr (issue 14)', () => {
    expect(BUY_SLIDER).toEqual({ min: 1, max: 400, step: 1 });
    expect(buySliderLabel(1)).toBe('1 Lac');
    expect(buySliderLabel(55)).toBe('55 Lac');
    expect(buySliderLabel(99)).toBe('99 Lac');
    expect(buySliderLabel(100)).toBe('1 Cr');
    expect(buySliderLabel(150)).toBe('1.5 Cr');
    expect(buySliderLabel(399)).toBe('3.99 Cr');
    expect(buySliderLabel(400)).toBe('4+ Cr');
    expect(buySliderToAmount(55)).toBe(5500000);
  });

  it('Rent: 3000-100000 step 1000; 100000 and above in lac with +', () => {
    expect(RENT_SLIDER).toEqual({ min: 3000, max: 100000, step: 1000 });
    expect(rentSliderLabel(3000)).toBe('3,000');
    expect(rentSliderLabel(99000)).toBe('99,000');
    expect(rentSliderLabel(100000)).toBe('1 Lac+');
    expect(rentSliderLabel(150000)).toBe('1.5 Lac+');
  });

  it('PG: 2000-20000 in the header, 2000-50000 in the sheet', () => {
    expect([PG_SLIDER_HEADER.min, PG_SLIDER_HEADER.max]).toEqual([2000, 20000]);
    expect([PG_SLIDER_SHEET.min, PG_SLIDER_SHEET.max]).toEqual([2000, 50000]);
    // Issue 14: an arrow key moves ₹500, not ₹1.
    expect(PG_SLIDER_HEADER.step).toBe(500);
    expect(PG_SLIDER_SHEET.step).toBe(500);
    expect(pgSliderLabel(20000)).toBe('20,000');
  });

  it('filter-modal budget values scale by 100000 (sale) and 1000 (rent)', () => {
    expect(modalBudgetToAmount('sale', 100)).toBe(10000000);
    expect(modalBudgetToAmount('rent', 3)).toBe(3000);
    expect(modalBudgetToAmount('rent', 300)).toBe(300000);
  });
});
