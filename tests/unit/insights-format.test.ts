// The wording and chart geometry the insights pages, detail pages and wizard share.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figureText, last12Months, monthLabel, priceContextText } from '@/lib/insights/format';
import { lineChart, niceStep } from '@/lib/insights/chart';
import { isPlaceSlug, localityInsightsHref, placeSlug } from '@/lib/insights/slug';
import { insightsDescription, insightsJsonLd, insightsTitle } from '@/lib/insights/page-text';

describe('insights wording', () => {
  it('writes the price context with the percentage, the median and the count', () => {
    expect(priceContextText({ value: 6200, median: 7050, count: 38, basis: 'sqft', place: 'Vijayanagar' }))
      .toBe('₹6,200 per sq ft: 12 % below the Vijayanagar median of ₹7,050 (38 listings)');
    expect(priceContextText({ value: 21_000, median: 20_000, count: 5, basis: 'month', place: 'Gokulam', bhk: 2 }))
      .toBe('₹21,000 a month: 5 % above the Gokulam 2 BHK rent median of ₹20,000 (5 listings)');
  });

  it('writes the price context in the page\'s language from its catalogue', () => {
    const words = (l: string) => JSON.parse(fs.readFileSync(`messages/${l}.json`, 'utf8')).detail.context;
    const en = words('en');
    expect(priceContextText({ value: 6200, median: 7050, count: 38, basis: 'sqft', place: 'Vijayanagar' }, en))
      .toBe(priceContextText({ value: 6200, median: 7050, count: 38, basis: 'sqft', place: 'Vijayanagar' }));
    expect(priceContextText({ value: 21_000, median: 20_000, count: 5, basis: 'month', place: 'Gokulam', bhk: 2 }, words('hi')))
      .toBe('₹21,000 प्रति माह: Gokulam की 2 BHK किराये की मीडियन क़ीमत ₹20,000 से 5 % ज़्यादा (5 लिस्टिंग)');
    expect(priceContextText({ value: 5655, median: 5655, count: 5, basis: 'sqft', place: 'Kuvempunagar' }, words('kn')))
      .toBe('₹5,655 ಪ್ರತಿ ಚದರ ಅಡಿಗೆ: Kuvempunagar ನ ಮಧ್ಯಾಂಕ ಬೆಲೆ ₹5,655 ಗೆ ಸುಮಾರು ಸಮ (5 ಪಟ್ಟಿಗಳು)');
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

  it('counts months on the Indian calendar, as the trend query groups them', () => {
    // 31 Mar 19:00 UTC is 1 Apr 00:30 in India: April is this month there.
    expect(last12Months(new Date('2026-03-31T19:00:00Z')).at(-1)).toBe('2026-04');
    expect(last12Months(new Date('2026-03-31T18:29:00Z')).at(-1)).toBe('2026-03');
    // New Year's Eve 20:00 UTC is already January in India.
    expect(last12Months(new Date('2025-12-31T20:00:00Z'))).toEqual(['2025-02', '2025-03', '2025-04', '2025-05', '2025-06',
      '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01']);
  });

  it('titles and describes a locality page from its figures, with its canonical URL in the JSON-LD', () => {
    const x = { place: { city: 'Mysuru', locality: 'Vijayanagar IV Stage', live: 19 },
      sale: [{ kind: 'homes', median: 7500, count: 6 }], trend: [{ month: '2025-04' }, { month: '2026-03' }] };
    expect(insightsTitle(x)).toBe('Vijayanagar IV Stage, Mysuru: property prices and trends');
    expect(insightsDescription(x)).toBe('Vijayanagar IV Stage, Mysuru from 19 listings on GharBazaar: Median sale price ₹7,500 per sq ft (6 listings).'
      + ' Rents by BHK, 12-month trend, supply, PG rents and nearby localities.');
    const [crumbs, dataset] = insightsJsonLd(x, 'https://gb.example') as Record<string, unknown>[];
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(dataset).toMatchObject({ '@type': 'Dataset', url: 'https://gb.example/insights/mysuru/vijayanagar-iv-stage', temporalCoverage: '2025-04/2026-03' });
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
