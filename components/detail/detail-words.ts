import type { Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/server/platform/i18n/translator';
import { ENGLISH_FILTER_WORDS, type FilterWords } from '@/lib/search/filters/words';
import { cardWords, type CardWords } from '@/components/listing/card-words';
import { FACT_KEYS } from './fact-keys';
import { SITE_NAME } from '@/lib/site';
import { localePath } from '@/lib/i18n/locales';
import { SAFETY_PAGE } from '@/components/decide/safety-note';
import type { ContextNoteWords } from '@/components/insights/price-context-note';
import type { ContextWords } from '@/lib/insights/format';
import { PROJECT_STATUS, PROJECT_TYPES } from '@/lib/enums';

/**
 * The detail page's own words in the page's language (messages: detail.*). The
 * page is server-rendered, so these are read once by DetailView and handed to
 * its parts; what the poster wrote (title, description, amenities typed in) stays
 * as written.
 */
export type DetailWords = {
  locale: Locale;
  summary: string; highlights: string; forSale: string; forRent: string; pg: string; newProject: string;
  from: string; negotiable: string; share: string; newTab: string; breadcrumb: string; home: string;
  /** Templates: {date}, {ago}, {rate}. */
  updated: string; postedAgo: string; postedOn: string; perSqft: string;
  sections: { keyFacts: string; amenities: string; rules: string; description: string; emi: string };
  similar: { property: string; pg: string; project: string };
  /** A fact's label by its English label; a label missing here stays English. */
  facts: Record<string, string>;
  /** A fact's value by its English text (Yes, No, the enums' labels); others stay as they are. */
  values: Record<string, string>;
  card: CardWords;
  safety: { lead: string; text: string; link: string; href: string };
  emiOpen: string;
  /** The gallery with no photos: its text and its label ({title}). */
  noPhotos: string; noPhotosOf: string;
  context: ContextNoteWords;
};

/** English labels of the filters' choices and property types, to their words in `w` (not in English). */
function valueWords(w: FilterWords): Record<string, string> {
  const pairs: [string, string][] = [];
  for (const [field, labels] of Object.entries(ENGLISH_FILTER_WORDS.options)) {
    for (const [value, label] of Object.entries(labels)) pairs.push([label, w.options[field as keyof FilterWords['options']][value]]);
  }
  for (const [value, label] of Object.entries(ENGLISH_FILTER_WORDS.propTypes)) pairs.push([label, w.propTypes[value]]);
  // 'All' and 'Any' are choices, never a fact's value; digits stay digits.
  return Object.fromEntries(pairs.filter(([en]) => en !== 'All' && en !== 'Any' && /[A-Za-z]/.test(en)));
}

export function detailWords(translate: Translator, locale: Locale, filters: FilterWords): DetailWords {
  // Fact keys come from FACT_KEYS, which the typed translator cannot follow.
  const t = translate as unknown as (key: string, values?: Record<string, string | number>) => string;
  const section = (k: string) => t(`detail.sections.${k}`);
  return {
    locale,
    summary: t('detail.summary'), highlights: t('detail.highlights'), forSale: t('detail.forSale'), forRent: t('detail.forRent'),
    pg: t('searchForm.pg'), newProject: t('detail.newProject'), from: t('detail.from'), negotiable: t('detail.negotiable'),
    share: t('detail.share'), newTab: t('header.newTab'), breadcrumb: t('detail.breadcrumb'), home: t('detail.home'),
    updated: t('detail.updated', { date: '{date}' }), postedAgo: t('detail.postedAgo', { ago: '{ago}' }),
    postedOn: t('detail.postedOn', { date: '{date}' }), perSqft: t('detail.perSqft', { rate: '{rate}' }),
    sections: {
      keyFacts: section('keyFacts'), amenities: section('amenities'), rules: section('rules'),
      description: section('description'), emi: section('emi'),
    },
    similar: { property: t('detail.similar.property'), pg: t('detail.similar.pg'), project: t('detail.similar.project') },
    facts: Object.fromEntries(Object.entries(FACT_KEYS).map(([label, key]) => [label, t(`detail.facts.${key}`)])),
    values: locale === 'en' ? {} : { ...valueWords(filters), ...pgProjectValues(t), Yes: t('detail.yes'), No: t('detail.no') },
    card: cardWords(translate, locale),
    safety: { lead: t('detail.safetyLead'), text: t('detail.safetyText', { site: SITE_NAME }), link: t('footer.links.safety'), href: localePath(SAFETY_PAGE, locale) },
    emiOpen: t('detail.emiOpen'),
    noPhotos: t('detail.noPhotos'), noPhotosOf: t('detail.noPhotosOf', { title: '{title}' }),
    context: {
      label: t('detail.context.label'), insights: t('detail.context.insights', { locality: '{locality}' }),
      // English keeps the server's own sentence (the API's text), word for word.
      sentence: locale === 'en' ? undefined : contextWords(t),
    },
  };
}

/** The English values of PG and project facts (lib/detail/pg-project-facts.ts) to their words. */
function pgProjectValues(t: (key: string) => string): Record<string, string> {
  return {
    'Included': t('detail.pg.included'), 'Not included': t('detail.pg.notIncluded'),
    'Boys (male)': t('detail.pg.boys'), 'Girls (female)': t('detail.pg.girls'), 'Boys and girls': t('detail.pg.both'),
    ...Object.fromEntries(PROJECT_TYPES.map((p) => [p.label, t(`detail.heading.projectTypes.${p.value}`)])),
    // A stage's fact reads the enum's label ("Escalation"); the stage list names it as PROJECT_STAGES does.
    ...Object.fromEntries(PROJECT_STATUS.map((p) => [p.label, t(`detail.project.stageNames.${p.value}`)])),
  };
}

export function contextWords(t: (key: string, values?: Record<string, string>) => string): ContextWords {
  const keep = (k: string) => t(`detail.context.${k}`, { rate: '{rate}', pct: '{pct}', place: '{place}', what: '{what}', median: '{median}', count: '{count}', bhk: '{bhk}' });
  return {
    same: keep('same'), below: keep('below'), above: keep('above'), rent: keep('rent'),
    unit: { sqft: keep('unit.sqft'), acre: keep('unit.acre'), month: keep('unit.month') },
  };
}
