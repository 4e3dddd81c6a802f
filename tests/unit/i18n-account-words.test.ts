import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/server/platform/i18n/translator';
import { planWords } from '@/components/plans/plan-words-server';
import { ENGLISH_PLAN_WORDS } from '@/components/plans/plan-words';
import { featureText } from '@/components/plans/plan-features';
import { profileWords } from '@/components/profile/profile-words-server';
import { ENGLISH_PROFILE_WORDS } from '@/components/profile/profile-words';
import { billingSchema } from '@/lib/billing/schemas';
import { PLANS } from '@/server/platform/seed/content';
import { englishWords } from '../helpers/english-words';
import { schemaMessages } from '../helpers/schema-messages';
import en from '@/messages/en.json';
import { fill } from '@/lib/i18n/fill';
import { CANCEL_REFUND_RULE, REFUND_WINDOW_HOURS } from '@/lib/billing/refund-rule';

// The plan and profile pages' words (plans.*, profile.*): English exactly as the pages always said
// it, and Hindi and Kannada for every billing message and every plan feature the catalogue sells.

const messages = (value: unknown) => schemaMessages(billingSchema, value);

describe('plan and profile words', () => {
  it('are, read from the English catalogue, exactly the English the components default to', () => {
    expect(planWords(translatorFor('en'), 'en')).toEqual(ENGLISH_PLAN_WORDS);
    expect(profileWords(translatorFor('en'), 'en')).toEqual(ENGLISH_PROFILE_WORDS);
  });

  it('word in Hindi and Kannada every message the billing form shows', async () => {
    const shown = new Set([
      ...await messages({}),
      ...await messages({ name: 'A', email: 'x', address: 'abc', city: 'M', state: 'Nowhere', pincode: '12', gstin: 'X' }),
      ...await messages({ name: 'A'.repeat(121), email: 'a@b.in', address: '21 Temple Road', city: 'M', state: 'Karnataka', pincode: '570017', gstin: '27AAPFU0939F1ZV' }),
      ...await messages({ name: 'Ab', email: 'a@b.in', address: '21 Temple Road', city: 'M', state: 'Karnataka', pincode: '570017', gstin: '29AAPFU0939F1ZA' }),
    ]);
    expect(shown.size).toBeGreaterThan(8);
    for (const lang of ['hi', 'kn'] as const) {
      const { errors } = planWords(translatorFor(lang), lang);
      for (const m of shown) expect(errors[m], `${lang}: ${m}`).toBeTruthy();
    }
    expect(planWords(translatorFor('hi'), 'hi').errors['Enter a valid 6-digit PIN code']).toBe('सही 6 अंकों का पिन कोड डालें');
  });

  it('word every feature of the plans on sale in Hindi and Kannada, and leave English as it is', () => {
    const features = PLANS.flatMap((p) => p.features);
    expect(features.length).toBeGreaterThan(20);
    for (const lang of ['hi', 'kn'] as const) {
      const words = planWords(translatorFor(lang), lang);
      for (const f of features) expect(englishWords(featureText(f, words)), `${lang}: ${f}`).toEqual([]);
    }
    const hi = planWords(translatorFor('hi'), 'hi');
    expect(featureText('10 more live listings', hi)).toBe('10 और लाइव लिस्टिंग');
    expect(featureText('1 featured listing', planWords(translatorFor('kn'), 'kn'))).toBe('1 ವಿಶೇಷ ಜಾಹೀರಾತು');
    for (const f of features) expect(featureText(f, ENGLISH_PLAN_WORDS)).toBe(f);
  });

  it('word the refund rule as lib/billing/refund-rule.ts does, so a change there fails here until Hindi and Kannada follow', () => {
    expect(fill(en.plans.pricing.refundRule, { hours: REFUND_WINDOW_HOURS })).toBe(CANCEL_REFUND_RULE);
    expect(planWords(translatorFor('hi'), 'hi').pricing.refundRule).toContain(`${REFUND_WINDOW_HOURS} घंटे`);
  });

  it('fill the free allowance and the brand on the server', () => {
    expect(planWords(translatorFor('kn'), 'kn').free).toBe('ಪ್ಲಾನ್ ಇಲ್ಲದೆ ನೀವು 1 ಜಾಹೀರಾತನ್ನು ಉಚಿತವಾಗಿ ಪ್ರಕಟವಾಗಿರಿಸಬಹುದು.');
    expect(profileWords(translatorFor('hi'), 'hi').notifications.in_app_alertsHint).toBe('GharBazaar इस्तेमाल करते समय सूचनाएँ');
  });
});
