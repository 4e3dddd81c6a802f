import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { translatorFor } from '@/server/platform/i18n/translator';
import { partWords } from '@/components/detail/part-words';
import { ENGLISH_CALLBACK_WORDS } from '@/components/detail/callback-words';
import { ENGLISH_EMI_WORDS } from '@/components/emi/emi-words';
import { detailDescription, detailHeading, detailJsonLd, detailTitle } from '@/lib/detail/detail-meta';
import { historyLine, historyLineIn, type HistoryEvent } from '@/lib/history/history-text';
import { placeName } from '@/lib/i18n/place-names';
import { card, data } from '../helpers/detail-card';

// The detail page's blocks in Hindi and Kannada (components/detail/part-words.ts): the heading,
// title, description and structured data written in the language from the item's facts, the
// history with its dates and amounts in the language, and English defaults that match the catalogue.

const words = (l: 'hi' | 'kn') => partWords(translatorFor(l), l, placeName('Mysuru', l));

const pg = card({ kind: 'pg', title: 'Metro PG for Men', gender: 'Male', price: 4500, group: null, category: 'pg' });
const project = card({ kind: 'project', title: 'Skyline Towers', post_type: 'sale', price: 7420000, price_max: 39500000, bedrooms: 1, bedrooms_max: 3 });

describe('detail heading, title and description in the language', () => {
  it('writes a site-titled flat again in Hindi and Kannada; a poster\'s own title stays as written', () => {
    expect(detailHeading(data(card()), words('hi').heading)).toBe('Vijayanagar में किराए पर 2 BHK फ़्लैट');
    expect(detailHeading(data(card()), words('kn').heading)).toBe('Vijayanagar ಪ್ರದೇಶದಲ್ಲಿ ಬಾಡಿಗೆಗೆ 2 BHK ಫ್ಲ್ಯಾಟ್');
    const own = card({ title: 'Sunny corner flat near the lake' });
    expect(detailHeading(data(own), words('hi').heading)).toBe('Sunny corner flat near the lake');
  });

  it('titles a flat, a PG and a project with the city and the price in the language', () => {
    expect(detailTitle(data(card()), words('hi').heading)).toBe('Vijayanagar में किराए पर 2 BHK फ़्लैट, मैसूरु – ₹18,000 /माह');
    expect(detailTitle(data(pg), words('kn').heading)).toMatch(/^Metro PG for Men: Vijayanagar ಪ್ರದೇಶದಲ್ಲಿ ಹುಡುಗರಿಗಾಗಿ ಪಿಜಿ, ಮೈಸೂರು – .*₹4,500/);
    expect(detailHeading(data(project, { project_type: 'apartment' }), words('hi').heading)).toBe('Skyline Towers: Vijayanagar में 1–3 BHK अपार्टमेंट प्रोजेक्ट');
    expect(detailTitle(data(card({ price: null })), words('hi').heading)).toBe('Vijayanagar में किराए पर 2 BHK फ़्लैट, मैसूरु');
  });

  it('describes with the poster\'s text as written, or the site\'s closing words in the language', () => {
    expect(detailDescription(data(card()), words('hi').heading)).toBe('Vijayanagar में किराए पर 2 BHK फ़्लैट, मैसूरु. ₹18,000 /माह. GharBazaar पर पोस्ट की गई।');
    expect(detailDescription(data(card(), { description: 'Near the park.' }), words('kn').heading)).toMatch(/ Near the park\.$/);
  });

  it('names the listing and the breadcrumb in the language in the structured data; English as before', () => {
    const [listing, crumbs] = detailJsonLd({ ...data(card()) }, 'https://x/kn/p', [], 'https://x', undefined, words('kn').heading);
    expect(listing.name).toBe('Vijayanagar ಪ್ರದೇಶದಲ್ಲಿ ಬಾಡಿಗೆಗೆ 2 BHK ಫ್ಲ್ಯಾಟ್');
    expect(String(listing.description)).toMatch(/ಮೈಸೂರು/);
    const names = (crumbs.itemListElement as { name: string }[]).map((i) => i.name);
    expect(names.slice(0, 2)).toEqual([words('kn').heading.home, 'ಮೈಸೂರು']);
    const [english] = detailJsonLd({ ...data(card()) }, 'https://x/p', [], 'https://x');
    expect(english.name).toBe('2 BHK Flat for Rent in Vijayanagar');
    expect(english.description).toBeUndefined();
  });
});

describe('listing history in the language', () => {
  const events: HistoryEvent[] = [
    { type: 'posted', at: '2026-01-03T10:00:00Z', price: 5_500_000 },
    { type: 'price', at: '2026-09-03T20:00:00Z', old_price: 5_500_000, new_price: 5_200_000 },
    { type: 'confirmed', at: '2026-10-01T05:00:00Z' },
  ];
  it('writes months, lakh and crore in Hindi and Kannada, in India time', () => {
    const hi = words('hi').history;
    expect(events.map((e) => historyLineIn(e, hi, 'hi'))).toEqual([
      'पहली बार 3 जनवरी 2026 को ₹55 लाख पर पोस्ट की गई',
      '4 सितंबर 2026: क़ीमत ₹55 लाख से घटाकर ₹52 लाख की गई',
      '1 अक्टूबर 2026: पोस्ट करने वाले ने पुष्टि की कि यह अभी भी उपलब्ध है',
    ]);
    expect(historyLineIn(events[1]!, words('kn').history, 'kn')).toBe('ಸೆಪ್ಟೆಂಬರ್ 4, 2026: ಬೆಲೆ ಇಳಿದಿದೆ (₹55 ಲಕ್ಷ → ₹52 ಲಕ್ಷ)');
  });
  it('keeps the English lines as they were', () => {
    expect(historyLine(events[0]!)).toBe('First posted on 3 Jan 2026, at ₹ 55 Lac');
  });
});

describe('English defaults of the client islands', () => {
  it('match the English catalogue word for word', () => {
    const { summary: _summary, ...emi } = en.detail.emi;
    expect(ENGLISH_EMI_WORDS).toEqual(emi);
    expect({ ...ENGLISH_CALLBACK_WORDS, title: undefined }).toEqual({ ...en.detail.callback, title: undefined });
    expect(ENGLISH_CALLBACK_WORDS.title).toBe(en.card.callback);
  });
});
