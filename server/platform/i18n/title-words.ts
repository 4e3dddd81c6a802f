import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { TitleWords } from '@/lib/search-title-words';
import { pageLocale } from './locale';
import { translatorFor } from './translator';

// A search's words in the page's language, from the catalogue's `searchTitle`
// namespace, for lib/search-title.ts. English has none: its own code writes the
// SPEC's texts. Read raw (placeholders kept) and filled by the caller; built once per language.

const built = new Map<Locale, TitleWords>();

export function titleWords(locale: Locale): TitleWords | undefined {
  if (locale === 'en') return undefined;
  const have = built.get(locale);
  if (have) return have;
  const t = translatorFor(locale);
  const raw = (key: string) => t.raw(`searchTitle.${key}` as Parameters<typeof t.raw>[0]) as unknown;
  const w: TitleWords = {
    locale,
    types: raw('types') as TitleWords['types'],
    groups: raw('groups') as TitleWords['groups'],
    pg: raw('pg') as TitleWords['pg'],
    sharing: raw('sharing') as TitleWords['sharing'],
    deal: raw('deal') as TitleWords['deal'],
    postedBy: raw('postedBy') as TitleWords['postedBy'],
    india: raw('crumbs.india') as string,
    template: {
      pgSharing: raw('pgSharing') as string, what: raw('what') as string, and: raw('and') as string, more: raw('more') as string,
      placeCity: raw('placeCity') as string, placeLocality: raw('placeLocality') as string, title: raw('title') as string,
      withBudget: raw('withBudget') as string, budgetBetween: raw('budgetBetween') as string, budgetUnder: raw('budgetUnder') as string,
      budgetAbove: raw('budgetAbove') as string, description: raw('description') as string, descriptionBy: raw('descriptionBy') as string,
      pageOf: raw('pageOf') as string, pageOfSentence: raw('pageOfSentence') as string,
    },
  };
  built.set(locale, w);
  return w;
}

/** The words of this request's page (none on an English page). */
export async function pageTitleWords(): Promise<TitleWords | undefined> {
  return titleWords(await pageLocale());
}
