import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/server/platform/i18n/translator';
import { filterWords } from '@/components/search/filter-words';
import { detailWords } from '@/components/detail/detail-words';
import { FACT_KEYS } from '@/components/detail/fact-keys';
import { propertyFacts } from '@/components/detail/property-facts';
import { pricePerSqft } from '@/lib/detail/detail-meta';
import type { Locale } from '@/lib/i18n/locales';

// The detail page's words: every fact label the facts table writes has its key, English reads
// as the table wrote it, Hindi and Kannada name the facts and the values the catalogue knows.

const words = (l: Locale) => detailWords(translatorFor(l), l, filterWords(translatorFor(l), l));
const flat = { category: 'apartment', group: 'residential', bedrooms: 2, bathrooms: 2, furnishing: 'semi_furnished', facing: 'east', post_type: 'sale' };

describe('detail words', () => {
  it('has a catalogue key for every fact label of every group, and English labels unchanged', () => {
    const en = words('en');
    for (const [label] of Object.entries(FACT_KEYS)) expect(en.facts[label]).toBe(label);
    const labels = ['residential', 'commercial', 'agriculture'].flatMap((group) => propertyFacts(
      { ...flat, group, super_area: 900, built_up_area: 800, carpet_area: 700, plot_area: 1200, ownership: 'freehold', construction_status: 'ready_to_move', transaction: 'new' },
      { balconies: 1, floor_no: 2, total_floors: 4, covered_parking: 1, gated_community: true, pets_allowed: false, washrooms: 2, pantry: true, cabins: 3, seats: 20, lift: true, power_backup: true, fire_noc: true, loading_dock: false, road_access: true, fencing: true, electricity: true, open_sides: 2, corner_plot: true, boundary_wall: true },
    ).map((f) => f.label));
    for (const label of labels) expect(FACT_KEYS[label], label).toBeDefined();
    expect(en.values).toEqual({});
  });

  it('names facts and known values in Kannada and Hindi; the rate per sq ft in the language', () => {
    const kn = words('kn');
    expect(kn.facts['Furnishing']).toBe('ಪೀಠೋಪಕರಣ');
    expect(kn.values['Semi Furnished']).toBe('ಭಾಗಶಃ ಪೀಠೋಪಕರಣ');
    expect(kn.values['Flat/Apartment']).toBe('ಫ್ಲ್ಯಾಟ್/ಅಪಾರ್ಟ್‌ಮೆಂಟ್');
    expect(kn.values.Yes).toBe('ಹೌದು');
    const hi = words('hi');
    const card = { kind: 'property' as const, post_type: 'sale' as const, price: 6400000, area: { value: 1000, unit: 'sqft' as const, label: 'Super area' } };
    expect(pricePerSqft(card)).toBe('₹ 6,400 per sq ft');
    expect(pricePerSqft(card, hi.perSqft)).toBe('₹6,400 प्रति वर्ग फ़ुट');
    expect(hi.similar.property).toBe('आसपास की मिलती-जुलती प्रॉपर्टी');
  });
});
