// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@/messages/en.json';
import { translatorFor } from '@/server/platform/i18n/translator';
import { postingWords } from '@/components/posting/posting-words-server';
import { ENGLISH_POSTING_TEXT } from '@/components/posting/posting-words';
import { PostPropertyScreen } from '@/components/posting/post-property-screen';
import { propertySteps } from '@/components/posting/wizard-steps';
import { initialValues } from '@/components/posting/wizard-values';
import { ENGLISH_WIZARD_WORDS } from '@/components/wizard/wizard-words';
import { checkStep } from '@/components/wizard/check-step';
import { categoryBySlug } from '@/lib/posting/categories';
import { labelsOf } from '@/lib/posting/labels';
import { renderWithStore } from './profile-harness';

vi.mock('next/navigation', async () => {
  const h = await import('./profile-harness');
  return { useRouter: () => h.router, usePathname: () => '/post-property/residential/flat-apartment/rent' };
});
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock('@/components/map/load-leaflet', () => ({ loadLeaflet: async () => null }));

// The property wizard's words (posting.*): English exactly as the wizard always wrote it,
// and in Hindi and Kannada every message a poster of a flat can meet.

const flat = categoryBySlug('residential', 'flat-apartment')!;
const { fields: _f, rentFields: _r, options: _o, units: _u, amenities: _a, validation: _v, live: _l, ...enText } = en.posting;

/** Every error message of every step of an empty flat form, and of one with bad numbers. */
async function flatErrors(postType: 'sale' | 'rent'): Promise<string[]> {
  const labels = labelsOf(flat, postType);
  const empty = initialValues(flat, postType);
  const bad = { ...empty, details: { ...empty.details, bedrooms: 0.5, floor_no: 9, total_floors: 2 },
    pricing: { ...empty.pricing, price: 0 }, property_details: { address: 'ab' }, description: 'short' };
  const out: string[] = [];
  const walk = (e: unknown) => { if (typeof e === 'string') out.push(e); else if (e && typeof e === 'object') Object.values(e).forEach(walk); };
  for (const s of propertySteps(flat, postType)) {
    walk(await checkStep(s, empty, labels));
    walk(await checkStep(s, bad as typeof empty, labels));
  }
  return [...new Set(out)];
}

describe('property wizard words', () => {
  it('English: the catalogue gives exactly the wizard\'s own texts, and the leave dialogs the account dialogs\' words', () => {
    expect(enText).toEqual(ENGLISH_POSTING_TEXT);
    expect(ENGLISH_WIZARD_WORDS.dialogs).toEqual({ unsaved: en.auth.unsaved, close: en.auth.close, saved: en.auth.saved });
  });

  for (const lang of ['hi', 'kn'] as const) {
    it(`${lang}: every validation message of a flat for rent or sale has its translation, with no English in it`, async () => {
      const w = postingWords(translatorFor(lang), lang, flat);
      for (const postType of ['rent', 'sale'] as const) {
        const messages = await flatErrors(postType);
        expect(messages.length).toBeGreaterThan(8);
        for (const m of messages) {
          expect(w.errors[m], m).toBeDefined();
          expect((w.errors[m]!.match(/[A-Za-z]{3,}/g) ?? []).filter((x) => x !== 'BHK'), m).toEqual([]);
        }
      }
      // Every label, choice and amenity of a flat is a term.
      for (const f of [...flat.fields, ...flat.priceFields]) {
        expect(w.terms[f.label], f.label).toBeDefined();
        for (const o of f.options ?? []) expect(w.terms[o.label], o.label).toBeDefined();
      }
    });
  }

  it('hi: the screen speaks Hindi, title, steps, buttons and validation', async () => {
    const words = postingWords(translatorFor('hi'), 'hi', flat);
    renderWithStore(<PostPropertyScreen group="residential" slug="flat-apartment" postType="rent" editId={null}
      signedIn role="owner" guestHref={null} words={words} />, { role: 'owner' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('फ़्लैट/अपार्टमेंट किराए पर देने के लिए पोस्ट करें');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('पता');
    expect(screen.getByRole('navigation', { name: 'पोस्ट करने के चरण' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'आगे' }));
    expect(await screen.findByText('गली का पता ज़रूरी है!')).toBeInTheDocument();
    expect(screen.getByText('इलाका और शहर ज़रूरी है!')).toBeInTheDocument();
    expect(screen.getByLabelText('गली का पता *')).toHaveAttribute('placeholder', 'मकान नंबर, गली, पास की पहचान');
  });
});
