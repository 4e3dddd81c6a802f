import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { EMPTY_SEARCH, type SearchState } from '@/lib/search-route';
import { searchDescription, searchTitle, searchWhat } from '@/lib/search-title';
import { titleWords } from '@/server/platform/i18n/title-words';
import { landingText } from '@/components/landing/landing-text';
import { landingFaqs, landingIntro } from '@/components/landing/landing-faq';
import { LANDING_GROUPS, LANDINGS, type LandingGroup } from '@/landing-data';
import { ENGLISH_INSIGHTS_WORDS, monthIn } from '@/lib/insights/words';
import { insightsWords } from '@/server/platform/i18n/insights-words';
import { insightsDescription, insightsTitle } from '@/lib/insights/page-text';
import type { SearchFigures } from '@/server/catalog/search/catalog/figures';
import { englishWords } from '../helpers/english-words';

// Search, landing and insights pages written in Hindi and Kannada: their titles,
// headings and descriptions in the language, English unchanged, and no two
// landing pages of a language with one title (search engines index each).

const at = (city: string, locality = '') => [{ label: locality ? `${locality}, ${city}` : city, value: { city, locality } }];
const s = (x: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH, ...x });
const hi = titleWords('hi')!;
const kn = titleWords('kn')!;

describe('search titles in each language', () => {
  it('keeps the English titles word for word', () => {
    const rent = s({ type: 'rent', propType: ['apartment'], bedrooms: ['2'], location: at('Mysuru', 'Vijayanagar'), budget: { min: null, max: 20000 } });
    expect(searchTitle('residential', rent, '')).toBe('2 BHK Flats for Rent in Vijayanagar, Mysuru under ₹ 20,000');
    expect(titleWords('en')).toBeUndefined();
    expect(searchTitle('residential', rent, '', titleWords('en'))).toBe(searchTitle('residential', rent, ''));
  });

  it('writes Hindi and Kannada with the city in its script and lakh/crore in the language', () => {
    const rent = s({ type: 'rent', propType: ['apartment'], bedrooms: ['2'], location: at('Mysuru') });
    expect(searchTitle('residential', rent, '', hi)).toBe('मैसूरु में किराए के लिए 2 BHK फ़्लैट');
    expect(searchTitle('residential', rent, '', kn)).toBe('ಮೈಸೂರು ನಗರದಲ್ಲಿ ಬಾಡಿಗೆಗಿರುವ 2 BHK ಫ್ಲ್ಯಾಟ್‌ಗಳು');
    const plots = s({ type: 'sale', propType: ['plot'], location: at('Mysuru', 'Vijayanagar'), budget: { min: null, max: 2_000_000 } });
    expect(searchTitle('residential', plots, '', hi)).toBe('Vijayanagar, मैसूरु में बिक्री के लिए प्लॉट, ₹20 लाख से कम');
    expect(searchTitle('residential', plots, '', kn)).toBe('ಮೈಸೂರು ನಗರದ Vijayanagar ಪ್ರದೇಶದಲ್ಲಿ ಮಾರಾಟಕ್ಕಿರುವ ನಿವೇಶನಗಳು, ₹20 ಲಕ್ಷ ಒಳಗೆ');
    const pg = s({ type: 'pg', gender: ['Female'], roomType: ['2_sharing'], location: at('Bengaluru') });
    expect(searchTitle('pg', pg, '', hi)).toBe('बेंगलुरु में लड़कियों के लिए पीजी (दो लोगों का कमरा)');
    expect(searchDescription('residential', s({ ...rent, postedBy: ['Owner'] }), '', hi)).toMatch(/^मैसूरु में किराए के लिए 2 BHK फ़्लैट, मालिकों की पोस्ट की हुई। /);
    // The English words name the readable slugs: they never take a language.
    expect(searchWhat('residential', rent)).toBe('2 BHK Flats for Rent');
  });

  it('gives every type, group and PG page its own noun in each language', () => {
    for (const w of [hi, kn]) {
      const nouns = [...Object.values(w.types), ...Object.values(w.groups).slice(0, 3), ...Object.values(w.pg)];
      expect(new Set(nouns).size, w.locale).toBe(nouns.length);
    }
  });
});

describe('landing pages in each language', () => {
  const figures: SearchFigures = { total: 12, median: 1_800_000, priced: 12, minPrice: null, maxPrice: null, newest: null, topLocalities: [{ name: 'Kuvempunagar', count: 4 }] } as unknown as SearchFigures;

  it('keeps the SPEC English and gives each Hindi and Kannada page its own title, in the language', () => {
    for (const locale of ['hi', 'kn'] as const) {
      const titles = new Map<string, string>();
      for (const g of LANDING_GROUPS) {
        for (const e of LANDINGS[g as LandingGroup]) {
          expect(landingText(g, e, 'en').title).toBe(e.metaTitle);
          const t = landingText(g, e, locale);
          expect(titles.get(t.title), `${locale} ${e.url} and ${titles.get(t.title)}`).toBeUndefined();
          titles.set(t.title, e.url);
          // Only names (the brand, Vijayanagar) stay Latin.
          expect(englishWords(`${t.title} ${t.description}`, ['GharBazaar', 'Vijayanagar']), `${locale} ${e.url}`).toEqual([]);
        }
      }
    }
  });

  it('writes the introduction and the FAQ in the language, money in its words', () => {
    const w = { heading: 'मैसूरु में बिक्री के लिए प्रॉपर्टी', city: 'Mysuru', monthly: false, locale: 'hi' as const };
    expect(landingIntro(w, figures)).toContain('₹18 लाख');
    const faqs = landingFaqs(w, figures);
    expect(faqs.map((f) => f.q)).toContain('मैसूरु के किन इलाकों में सबसे ज़्यादा लिस्टिंग हैं?');
    expect(englishWords(faqs.map((f) => `${f.q} ${f.a}`).join(' '), ['Kuvempunagar'])).toEqual([]);
    expect(landingIntro({ ...w, locale: 'en', heading: 'PGs in Mysore' }, figures)).toMatch(/^PGs in Mysore: 12 live listings from owners/);
  });
});

describe('insights pages in each language', () => {
  const x = {
    place: { city: 'Mysuru', locality: 'Kuvempunagar', live: 19 },
    sale: [{ kind: 'homes', median: 7500, count: 6 }], rentByBhk: [], trend: [{ month: '2026-01' }],
  };

  it('reads the English words from the English catalogue', () => {
    expect(en.insights).toEqual(ENGLISH_INSIGHTS_WORDS);
  });

  it('writes the title and description in Hindi and Kannada, months in the language', () => {
    expect(insightsTitle(x, insightsWords('hi'))).toBe('Kuvempunagar, मैसूरु: प्रॉपर्टी की क़ीमतें और रुझान');
    expect(insightsTitle(x, insightsWords('kn'))).toBe('Kuvempunagar, ಮೈಸೂರು: ಆಸ್ತಿ ಬೆಲೆಗಳು ಮತ್ತು ಪ್ರವೃತ್ತಿಗಳು');
    for (const l of ['hi', 'kn'] as const) {
      expect(englishWords(insightsDescription(x, insightsWords(l)), ['Kuvempunagar', 'GharBazaar']), l).toEqual([]);
    }
    expect(monthIn(insightsWords('hi'), '2026-03')).toBe('मार्च 2026');
    expect(monthIn(insightsWords('en'), '2026-03')).toBe('Mar 2026');
  });
});
