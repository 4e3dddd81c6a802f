import { AGRICULTURE_TYPES, COMMERCIAL_TYPES, RESIDENTIAL_TYPES } from '@/lib/enums';
import type { Translator } from '@/server/platform/i18n/translator';
import type { FilterWords } from '@/lib/search/filters/words';

/** What the location picker (placeholder, chips) and the budget slider (units, handles) say in Hindi or Kannada; the rest of FilterWords stays English there. */
export type PickerWords = Pick<FilterWords, 'locale' | 'ui' | 'template'>;

/** The home search form's words in the page's language (the form is a client island: plain strings). */
export type SearchFormWords = {
  tabs: string; form: string; buy: string; rent: string; pg: string; location: string; propertyType: string;
  allResidential: string; bhk: string; anyBhk: string; budget: string; submit: string;
  groups: { residential: string; commercial: string; agriculture: string };
  /** Property type labels by value. */
  types: Record<string, string>;
  /** Hindi and Kannada: the location picker's and budget slider's words (the placeholder names the city in the language). */
  picker?: PickerWords;
};

const VALUES = [...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES, ...AGRICULTURE_TYPES].map((o) => o.value);

export const ENGLISH_SEARCH_FORM: SearchFormWords = {
  tabs: 'What are you looking for', form: 'Property search', buy: 'Buy', rent: 'Rent', pg: 'PG', location: 'Location',
  propertyType: 'Property type', allResidential: 'All residential', bhk: 'BHK', anyBhk: 'Any BHK', budget: 'Budget', submit: 'Search',
  groups: { residential: 'Residential', commercial: 'Commercial', agriculture: 'Agriculture' },
  types: Object.fromEntries([...RESIDENTIAL_TYPES, ...COMMERCIAL_TYPES, ...AGRICULTURE_TYPES].map((o) => [o.value, o.label])),
};

/** `filters`: the page's filter words, for the picker (none in English, whose picker keeps its own). */
export function searchFormWords(t: Translator, filters?: FilterWords): SearchFormWords {
  return {
    ...(filters && filters.locale !== 'en' ? { picker: { locale: filters.locale, ui: filters.ui, template: filters.template } } : {}),
    tabs: t('searchForm.tabs'), form: t('searchForm.form'), buy: t('searchForm.buy'), rent: t('searchForm.rent'), pg: t('searchForm.pg'),
    location: t('searchForm.location'), propertyType: t('searchForm.propertyType'), allResidential: t('searchForm.allResidential'),
    bhk: t('searchForm.bhk'), anyBhk: t('searchForm.anyBhk'), budget: t('searchForm.budget'), submit: t('searchForm.submit'),
    groups: { residential: t('searchForm.groups.residential'), commercial: t('searchForm.groups.commercial'), agriculture: t('searchForm.groups.agriculture') },
    types: Object.fromEntries(VALUES.map((v) => [v, t(`propTypes.${v}`)])),
  };
}
