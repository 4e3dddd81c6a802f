import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/fill';
import { SITE_NAME } from '@/lib/site';
import { POSTING_CATEGORIES } from '@/lib/posting/categories';
import { MESSAGES } from '@/server/platform/i18n/messages';
import type { Translator } from '@/server/platform/i18n/translator';
import { PROJECT_GROUP } from './post-options';
import { PICKER_CITIES } from '@/lib/constants';
import { placeName } from '@/lib/i18n/place-names';
import type { AuthText, AuthWords } from './auth-words';

type Raw = (key: string) => unknown;

/**
 * The account dialogs' words in `locale` (messages: auth.*, serverMessages.*,
 * propTypes.*). Texts are taken raw, so their {placeholders} reach the browser's
 * `fill`. English gets empty maps: its validation, server and chooser texts are
 * already the SPEC's own.
 */
/**
 * The shared schemas' English validation messages (auth.validation in English) to their text in
 * the translator's language: the account dialogs' and the detail page's enquiry's ErrorWords.
 */
export function validationWords(t: Translator, texts = (t.raw as unknown as Raw)('auth.validation') as Record<string, string>): Record<string, string> {
  const english = MESSAGES.en.auth.validation as Record<string, string>;
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [english[k], v]));
}

export function authWords(t: Translator, locale: Locale): AuthWords {
  const raw = t.raw as unknown as Raw;
  const { validation, ...text } = raw('auth') as AuthText & { validation: Record<string, string> };
  const chooser = { ...text.chooser, elsewhere: fill(text.chooser.elsewhere, { site: SITE_NAME }) };
  if (locale === 'en') return { ...text, chooser, errors: {}, server: {}, types: {}, cities: {} };
  const errors = validationWords(t, validation);
  const types: Record<string, string> = {};
  for (const c of POSTING_CATEGORIES) {
    types[`${c.group}/${c.slug}`] = c.category === 'plot' ? text.chooser.residentialPlot : t(`propTypes.${c.category}`);
  }
  for (const p of PROJECT_GROUP.types) {
    types[`${PROJECT_GROUP.key}/${p.slug}`] = p.slug === 'villa' ? text.chooser.villa
      : p.slug === 'residential-plot' ? text.chooser.residentialPlot : t('propTypes.apartment');
  }
  const cities = Object.fromEntries(PICKER_CITIES.map((c) => [c, placeName(c, locale)]));
  return { ...text, chooser, errors, server: raw('serverMessages') as Record<string, string>, types, cities };
}
