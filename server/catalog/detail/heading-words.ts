import type { Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/server/platform/i18n/translator';
import { TITLE_WORDS, type HeadingWords } from '@/lib/detail/heading-words';

/**
 * The words of a detail page's heading, title, description and structured data in Hindi or
 * Kannada (messages detail.heading): read once for generateMetadata and once for the page.
 * `city`: the item's city in the language (lib/i18n/place-names.ts).
 */
export function headingWords(translate: Translator, locale: Exclude<Locale, 'en'>, city: string): HeadingWords {
  // Keys built from lists, which the typed translator cannot follow.
  const t = translate as unknown as (key: string, values?: Record<string, string>) => string;
  /** A template whose placeholders are filled later, by `fill`. */
  const keep = (key: string, ...names: string[]) => t(key, Object.fromEntries(names.map((n) => [n, `{${n}}`])));
  const pg = (k: string) => keep(`detail.heading.${k}`, 'title', 'locality');
  return {
    locale, city, home: t('detail.home'), from: t('detail.from'), onRequest: t('card.onRequest'), perMonth: t('card.perMonth'),
    rent: keep('detail.heading.rent', 'subject', 'locality'), sale: keep('detail.heading.sale', 'subject', 'locality'),
    pg: { Male: pg('pgMale'), Female: pg('pgFemale'), Both: pg('pgBoth'), all: pg('pgAll') },
    project: keep('detail.heading.project', 'title', 'what', 'locality'),
    postedOn: keep('detail.heading.postedOn', 'site'),
    words: Object.fromEntries(TITLE_WORDS.map((k) => [k, t(`detail.heading.words.${k}`)])),
    projectTypes: Object.fromEntries(['apartment', 'villa', 'residential'].map((k) => [k, t(`detail.heading.projectTypes.${k}`)])),
  };
}
