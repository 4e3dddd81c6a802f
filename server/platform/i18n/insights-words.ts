import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { ENGLISH_INSIGHTS, type InsightsWords } from '@/lib/insights/words';
import { translatorFor } from './translator';

// The insights pages' words from the catalogue's `insights` namespace, raw
// (placeholders kept for lib/i18n/fill.ts). English is lib/insights/words.ts's own.

const built = new Map<Locale, InsightsWords>();

export function insightsWords(locale: Locale): InsightsWords {
  if (locale === 'en') return ENGLISH_INSIGHTS;
  const have = built.get(locale);
  if (have) return have;
  const w = { ...((translatorFor(locale).raw as (key: string) => unknown)('insights') as Omit<InsightsWords, 'locale'>), locale };
  built.set(locale, w);
  return w;
}
