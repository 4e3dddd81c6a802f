import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { placeName } from '@/lib/i18n/place-names';
import { searchTitle } from '@/lib/search-title';
import type { PageLink, PageLinks } from '@/server/catalog/seo/page-links';
import { titleWords } from '@/server/platform/i18n/title-words';
import { translatorFor } from '@/server/platform/i18n/translator';

// A clean search page's links below its results (server/catalog/seo/page-links.ts),
// in the page's language: labels worded like the pages they open, and hrefs in
// the same language. The links are computed (and cached) once, in English.

export type LinksWords = { nav: string; narrower: string; nearby: string; localitiesIn: string; also: string; wider: string };

export const ENGLISH_LINKS_WORDS: LinksWords = {
  nav: 'More searches like this', narrower: 'Narrow this search', nearby: 'Nearby localities',
  localitiesIn: 'Localities in {city}', also: 'Also:', wider: 'Wider search:',
};

export function linksWords(locale: Locale): LinksWords {
  if (locale === 'en') return ENGLISH_LINKS_WORDS;
  const raw = translatorFor(locale).raw as (key: string) => unknown;
  return raw('searchTitle.links') as LinksWords;
}

export function linksIn(links: PageLinks, locale: Locale, href: (path: string) => string): PageLinks {
  const w = titleWords(locale);
  if (!w) return links;
  const t = translatorFor(locale);
  const one = (l: PageLink): PageLink => ({
    ...l, href: href(l.href), label: l.search ? searchTitle(l.search.group, l.search.state, l.search.city, w) : l.label,
  });
  const insights = links.insights && links.insights.place
    ? {
      ...links.insights, href: href(links.insights.href),
      label: links.insights.place.locality
        ? t('searchTitle.links.insightsLocality', { locality: links.insights.place.locality })
        : t('searchTitle.links.insightsCity', { city: placeName(links.insights.place.city, locale) }),
    }
    : links.insights;
  return {
    ...links, insights,
    broader: links.broader && one(links.broader), narrower: links.narrower.map(one), localities: links.localities.map(one),
    otherDeal: links.otherDeal && one(links.otherDeal),
  };
}
