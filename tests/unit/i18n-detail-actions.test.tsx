// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import * as yup from 'yup';
import en from '@/messages/en.json';
import { makeStore } from '@/store/store';
import { translatorFor } from '@/server/platform/i18n/translator';
import { partWords } from '@/components/detail/part-words';
import { ENGLISH_ACTION_WORDS, ENGLISH_ENQUIRY_WORDS, ENGLISH_PHOTO_WORDS, ENGLISH_RATING_WORDS } from '@/components/detail/action-words';
import { ENGLISH_SAVE_WORDS } from '@/components/listing/save-words';
import { cardWords } from '@/components/listing/card-words';
import { ListingCard } from '@/components/listing/listing-card';
import { ENGLISH_BOTTOM_BAR_WORDS } from '@/components/layout/mobile-bottom-bar';
import { enquirySchema } from '@/lib/trust/schemas';
import { photoAlt } from '@/lib/detail/photo-text';
import { serverText } from '@/lib/server-messages';
import { fill } from '@/lib/i18n/fill';
import { cardView } from '@/lib/card';
import { bookmarkToastText } from '@/services/api/bookmarks';
import { card } from '../helpers/detail-card';

// The detail page's trust block, save/compare/copy/report, enquiry dialog and photo labels, the
// result cards' headings and the bottom bar in Hindi and Kannada (docs/languages.md); English unchanged.

const words = (l: 'hi' | 'kn') => partWords(translatorFor(l), l, 'X');

describe('English defaults', () => {
  it('are the English catalogue word for word', () => {
    expect(ENGLISH_ACTION_WORDS).toEqual(en.detail.actions);
    expect(ENGLISH_PHOTO_WORDS).toEqual(en.detail.photos);
    expect(ENGLISH_RATING_WORDS).toEqual(en.detail.rating);
    expect(ENGLISH_BOTTOM_BAR_WORDS).toEqual(en.bottomNav);
    const { save, unsave, saved, removed, failed } = en.card;
    expect(ENGLISH_SAVE_WORDS).toEqual({ save, unsave, saved, removed, failed });
    // The save button tells saved from removed by the thunk's text, SPEC §7's toast.
    expect([ENGLISH_SAVE_WORDS.saved, ENGLISH_SAVE_WORDS.removed]).toEqual([bookmarkToastText({ is_deleted: false }), bookmarkToastText({ is_deleted: true })]);
    expect(ENGLISH_ENQUIRY_WORDS).toEqual({
      ...en.detail.enquiry, name: en.detail.callback.name, phone: en.detail.callback.phone, email: en.auth.register.email,
      cancel: en.detail.callback.cancel, close: en.detail.callback.close, failed: en.detail.callback.failed, errors: {}, server: {},
    });
  });
});

describe('in Hindi and Kannada', () => {
  it('words every validation message the enquiry dialog can show', async () => {
    const schema = enquirySchema.omit(['property_id', 'property_type']);
    const shown = new Set<string>();
    for (const v of [{}, { name: 'A1', phone_number: '12', email: 'x', message: 'm'.repeat(1001) }]) {
      await schema.validate(v, { abortEarly: false }).catch((e: yup.ValidationError) => e.errors.forEach((m) => shown.add(m)));
    }
    expect(shown.size).toBeGreaterThanOrEqual(5);
    for (const l of ['hi', 'kn'] as const) for (const m of shown) expect(words(l).enquiry.errors[m], `${l}: ${m}`).toBeTruthy();
  });

  it('shows the lead limits and the own-item refusal by code, filled; the server\'s English for a code it lacks', () => {
    const { server } = words('hi').enquiry;
    expect(serverText({ message: 'You can contact up to 20 posters a day.', code: 'leads_visitor_limit', params: { n: 20 } }, server))
      .toBe('आप एक दिन में ज़्यादा से ज़्यादा 20 पोस्ट करने वालों से संपर्क कर सकते हैं। कृपया कल फिर कोशिश करें।');
    expect(serverText({ message: 'You cannot enquire about your own property', code: 'enquiry_own' }, words('kn').callback.server)).toMatch(/^ನಿಮ್ಮದೇ ಆಸ್ತಿಯ/);
    expect(serverText({ message: 'Property not found' }, server)).toBe('Property not found');
  });

  it('labels photos, the rating and compare in the language', () => {
    const w = words('kn');
    expect(photoAlt('Skyline Towers', 2, 6, w.photos.alt)).toBe('Skyline Towers — ಫೋಟೋ 3/6');
    expect(photoAlt('2 BHK flat in Jayanagar', 0, 1)).toBe('2 BHK flat in Jayanagar — photo 1 of 1');
    expect(fill(words('hi').posterTrust.rating.many, { value: '4.5', count: 12 })).toBe('5 में से 4.5 (12 समीक्षाएँ)');
    expect(fill(w.actions.compareOpen, { n: 2 })).toBe('ಹೋಲಿಸಿ (2)');
  });

  it('titles a result card the site titled in the language; a poster\'s own title and a PG\'s name stay', () => {
    const hi = cardWords(translatorFor('hi'), 'hi');
    render(<Provider store={makeStore()}>
      <ListingCard card={cardView(card())} words={hi} />
      <ListingCard card={cardView(card({ id: 5, title: 'Sunny corner flat', url: '/property-details/x-5-mysuru' }))} words={hi} />
      <ListingCard card={cardView(card({ id: 6, kind: 'pg', title: 'Metro PG', gender: 'Male', group: null, category: 'pg', url: '/property-details/pg-6-mysuru' }))} words={hi} />
    </Provider>);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Vijayanagar में किराए पर 2 BHK फ़्लैट', 'Sunny corner flat', 'Metro PG']);
    expect(screen.getByRole('button', { name: 'Vijayanagar में किराए पर 2 BHK फ़्लैट सहेजें' })).toBeInTheDocument();
  });
});
