// Issue 20 §2, §3: the wording and chart geometry the insights pages, detail pages and wizard share.
import { describe, expect, it } from 'vitest';
import { figureText, last12Months, monthLabel, priceContextText } from '@/lib/insights/format';
import { lineChart, niceStep } from '@/lib/insights/chart';
import { isPlaceSlug, localityInsightsHref, placeSlug } from '@/lib/insights/slug';

describe('insights wording', () => {
  it('writes the price context with the percentage, the median and the count', () => {
    expect(priceContextText({ value: 6200, median: 7050, count: 38, basis: 'sqft', place: 'Vijayanagar' }))
      .toBe('₹6,200 per sq ft: 12 % below the Vijayanagar median of ₹7,050 (38 listings)');
    expect(priceContextText({ value: 21_000, median: 20_000, count: 5, basis: 'month', place: 'Gokulam', what: '2 BHK rent' }))
      .toBe('₹21,000 a month: 5 % above the Gokulam 2 BHK rent median of ₹20,000 (5 listings)');
  });

  it('withholds a median from fewer than 5 listings', () => {
    expect(figureText({ median: 7000, count: 4 })).toBe('Not enough listings yet');
    expect(figureText({ median: 7000, count: 5 })).toBe('₹7,000');
  });

  it('names places and months the URL and the chart use', () => {
    expect(localityInsightsHref('Mysuru', 'Vijayanagar IV Stage')).toBe('/insights/mysuru/vijayanagar-iv-stage');
    expect(placeSlug('New Delhi')).toBe('new-delhi');
    expect(isPlaceSlug('vijayanagar-iv-stage')).toBe(true);
    expect(isPlaceSlug('Vijayanagar')).toBe(false);
    expect(last12Months(new Date('2026-03-15T00:00:00Z'))).toEqual(['2025-04', '2025-05', '2025-06', '2025-07', '2025-08',
      '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(monthLabel('2026-03')).toBe('Mar 2026');
  });
});

describe('trend chart geometry', () => {
  it('breaks the line at months without a figure and puts gridlines on round values', () => {
    const c = lineChart([{ label: 'Jan', value: 5000 }, { label: 'Feb', value: 6000 }, { label: 'Mar', value: null },
      { label: 'Apr', value: 7000 }, { label: 'May', value: 7500 }]);
    expect(c.paths).toHaveLength(2);
    expect(c.dots).toHaveLength(4);
    expect(c.ticks.map((t) => t.value)).toEqual([5000, 6000, 7000, 8000]);
    expect(c.dots[0].y).toBeGreaterThan(c.dots[3].y); // higher price, higher on the chart
    expect(niceStep(2500)).toBe(1000);
  });

  it('draws nothing but labels without figures', () => {
    const c = lineChart([{ label: 'Jan', value: null }]);
    expect(c.paths).toEqual([]);
    expect(c.xLabels).toHaveLength(1);
  });
});
