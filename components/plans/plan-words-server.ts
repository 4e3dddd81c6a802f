import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/fill';
import { FREE_ALLOWANCE, FREE_ALLOWANCE_TEXT } from '@/lib/free-allowance';
import { CANCEL_REFUND_RULE, REFUND_WINDOW_HOURS } from '@/lib/billing/refund-rule';
import { MESSAGES } from '@/server/platform/i18n/messages';
import type { Translator } from '@/server/platform/i18n/translator';
import type { PlanText, PlanWords } from './plan-words';

type Raw = (key: string) => unknown;

/** Server message codes to their text in `locale`, for a page that shows those answers; none in English. */
export function serverWords(t: Translator, locale: Locale): Readonly<Record<string, string>> {
  return locale === 'en' ? {} : (t.raw as unknown as Raw)('serverMessages') as Record<string, string>;
}

/**
 * The plan pages' words in `locale` (messages: plans.*, serverMessages.*), raw so their
 * {placeholders} reach the browser. The free allowance is filled here; English keeps its
 * own sentence (with its plural), the SPEC's text.
 */
export function planWords(t: Translator, locale: Locale): PlanWords {
  const { validation, ...text } = (t.raw as unknown as Raw)('plans') as PlanText & { validation: Record<string, string> };
  const free = locale === 'en' ? FREE_ALLOWANCE_TEXT : fill(text.free, { n: FREE_ALLOWANCE.listings });
  // English prints the rule's own constant; the others fill their text with the same window.
  const refundRule = locale === 'en' ? CANCEL_REFUND_RULE : fill(text.pricing.refundRule, { hours: REFUND_WINDOW_HOURS });
  const pricing = { ...text.pricing, refundRule };
  if (locale === 'en') return { ...text, pricing, free, locale, errors: {}, server: {} };
  const english = MESSAGES.en.plans.validation as Record<string, string>;
  const errors = Object.fromEntries(Object.entries(validation).map(([k, v]) => [english[k], v]));
  return { ...text, pricing, free, locale, errors, server: serverWords(t, locale) };
}
