import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/server/platform/i18n/translator';
import { filterWords } from '@/components/search/filter-words';
import { ENGLISH_FILTER_WORDS } from '@/lib/search/filters/words';
import { activeFilters } from '@/lib/active-filters';
import { EMPTY_SEARCH, type SearchState } from '@/lib/search-route';

// The filters' words come from the catalogue keyed by the registry's names; English
// pages must read exactly as before, Hindi and Kannada in their own words.

const search: SearchState = {
  ...EMPTY_SEARCH, type: 'sale', propType: ['apartment'], bedrooms: ['2', '5'], bathrooms: ['2'], budget: { min: null, max: 5000000 },
  superArea: { min: 1000, max: null }, facing: ['north_east'], postedBy: ['owner'], furnishingStatus: ['semi_furnished'],
  status: 'ready_to_move', transcation: 'resale', postedSince: 'thisWeek', amenities: ['Power Backup'], verified: true,
};

describe('filter words', () => {
  it('reads the English catalogue as the enums and the registry always wrote it', () => {
    expect(filterWords(translatorFor('en'), 'en')).toEqual(ENGLISH_FILTER_WORDS);
    expect(activeFilters('residential', search, 'Mysuru').map((c) => c.label)).toEqual([
      'Flat/Apartment', '2 BHK', '5+ BHK', '2 Bath', 'Under ₹ 50 Lac', 'Super area Above 1,000 sq ft', 'Semi Furnished',
      'North East facing', 'By owner', 'Resale', 'Ready to Move', 'This Week', 'Power Backup', 'Verified only',
    ]);
  });

  it('writes the chips in Hindi and Kannada, with lakh in the language and Latin digits', () => {
    const hi = activeFilters('residential', search, 'Mysuru', filterWords(translatorFor('hi'), 'hi')).map((c) => c.label);
    expect(hi).toEqual([
      'फ़्लैट/अपार्टमेंट', '2 BHK', '5+ BHK', '2 बाथरूम', '₹50 लाख से कम', 'सुपर एरिया: 1,000 वर्ग फ़ुट से ज़्यादा', 'सेमी-फ़र्निश्ड',
      'उत्तर-पूर्व मुखी', 'मालिक द्वारा', 'दोबारा बिक्री', 'रहने के लिए तैयार', 'इस हफ़्ते', 'पावर बैकअप', 'केवल सत्यापित',
    ]);
    const kn = filterWords(translatorFor('kn'), 'kn');
    expect(activeFilters('residential', search, 'Mysuru', kn).map((c) => c.label).slice(4, 6)).toEqual(['ಗರಿಷ್ಠ ₹50 ಲಕ್ಷ', 'ಸೂಪರ್ ವಿಸ್ತೀರ್ಣ: ಕನಿಷ್ಠ 1,000 ಚದರ ಅಡಿ']);
    expect(kn.count.residential).toEqual(['{n} ಮನೆ', '{n} ಮನೆಗಳು']);
  });
});

describe('card words', () => {
  it('reads the English catalogue as the card always wrote it', async () => {
    const { cardWords, ENGLISH_CARD_WORDS } = await import('@/components/listing/card-words');
    expect(cardWords(translatorFor('en'), 'en')).toEqual(ENGLISH_CARD_WORDS);
  });

  it('says posted and confirmed ago in Kannada and Hindi, in IST days', async () => {
    const { cardWords } = await import('@/components/listing/card-words');
    const { postedAgo, confirmedAgo } = await import('@/lib/card');
    const now = Date.parse('2026-11-28T12:00:00+05:30');
    const kn = cardWords(translatorFor('kn'), 'kn');
    expect(postedAgo('2026-11-23T10:00:00+05:30', now, kn.ago)).toBe('5 ದಿನಗಳ ಹಿಂದೆ');
    expect(postedAgo('2026-11-28T00:10:00+05:30', now, kn.ago)).toBe('ಇಂದು');
    const hi = cardWords(translatorFor('hi'), 'hi');
    expect(confirmedAgo('2026-11-27T09:00:00+05:30', now, hi.confirmed)).toBe('1 दिन पहले उपलब्ध होने की पुष्टि हुई');
    expect(confirmedAgo('2026-11-27T09:00:00+05:30', now)).toBe('Confirmed available 1 day ago');
    expect(hi.areas['Carpet area']).toBe('कारपेट एरिया');
  });
});

describe('slider texts', () => {
  it('word the sliders\' English values in the language, and leave English alone', async () => {
    const { sliderTextIn } = await import('@/lib/search/filters/words');
    const hi = filterWords(translatorFor('hi'), 'hi');
    const kn = filterWords(translatorFor('kn'), 'kn');
    expect(sliderTextIn(hi, '₹ 45 Lac')).toBe('₹45 लाख');
    expect(sliderTextIn(kn, '₹ 1.5+ Cr')).toBe('₹1.5+ ಕೋಟಿ');
    expect(sliderTextIn(hi, '1,200 sq ft')).toBe('1,200 वर्ग फ़ुट');
    expect(sliderTextIn(kn, '5 acres')).toBe('5 ಎಕರೆ');
    expect(sliderTextIn(hi, '₹ 45,000')).toBe('₹45,000');
    expect(sliderTextIn(ENGLISH_FILTER_WORDS, '₹ 45 Lac')).toBe('₹ 45 Lac');
  });
});
