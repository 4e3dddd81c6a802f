import { fill } from '../../i18n/fill';
import {
  BATHROOMS, BEDROOMS, FACING, FURNISHING, PG_GENDERS, PG_ROOM_TYPES, POSTED_BY, POSTED_SINCE, SEARCH_TYPES,
  STATUS_FILTER, TRANSACTION_FILTER, type Option,
} from '../../enums';
import { formatPrice, UNIT_WORDS } from '../../format/price';
import type { Locale } from '../../i18n/locales';
import { placeName } from '../../i18n/place-names';

// The search filters' words in the page's language. Plain strings, so the server
// page can hand them to the filter islands as props (docs/languages.md: no
// next-intl in the browser). Legends and option labels are keyed by the filter
// registry's field names and the enums' values; the catalogue's `filters`
// namespace holds the text (components/search/filter-words.ts reads it), and the
// English set below is the enums' own labels, so English pages read as before.

/** The amenities the filter modal offers (their values are their English labels). */
export const AMENITY_VALUES = ['Lift', 'Power Backup', 'Car Parking', '24x7 Security', 'Gym', 'Swimming Pool', 'Club House', 'Garden'] as const;

/** Filters whose choices are labelled, by registry field name, with the enum each one's values come from. */
export const OPTION_SOURCES = {
  type: SEARCH_TYPES, bedrooms: BEDROOMS, bathrooms: BATHROOMS, furnishingStatus: FURNISHING, facing: FACING,
  status: STATUS_FILTER, transcation: TRANSACTION_FILTER, postedSince: POSTED_SINCE, postedBy: POSTED_BY,
  gender: PG_GENDERS, roomType: PG_ROOM_TYPES,
  amenities: AMENITY_VALUES.map((a) => ({ value: a, label: a })),
} as const satisfies Record<string, readonly Option[]>;
export type OptionField = keyof typeof OPTION_SOURCES;

export const LEGEND_FIELDS = [
  'location', 'propType', 'bedrooms', 'bathrooms', 'budget', 'superArea', 'carpetArea', 'plotArea', 'postedBy',
  'furnishingStatus', 'facing', 'status', 'amenities', 'verified', 'postedSince', 'transcation', 'gender', 'roomType',
] as const;
export type LegendField = (typeof LEGEND_FIELDS)[number];

export const UI_KEYS = [
  'title', 'allFilters', 'moreFilters', 'reset', 'search', 'close', 'lookingTo', 'goingTo', 'searchProperties', 'closeSearch',
  'activeFilters', 'clearAll', 'searchType', 'resultsView', 'list', 'map', 'chosenLocations', 'pages', 'previous', 'next', 'placeAny',
] as const;
export type UiKey = (typeof UI_KEYS)[number];

/** Templates: {value}, {label}, {name}, {range}, {rooms}, {n}, {city} are filled in by `fill`. */
export const TEMPLATE_KEYS = [
  'under', 'above', 'sqft', 'area', 'facing', 'bath', 'verified', 'drawnArea', 'removeFilter', 'removePlace',
  'minimum', 'maximum', 'page', 'placeIn', 'more', 'moreLocations', 'acres',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export type FilterWords = {
  locale: Locale;
  ui: Record<UiKey, string>;
  legend: Record<LegendField, string>;
  /** Choice labels by field, then value; a value missing here keeps its enum label. */
  options: Record<OptionField, Record<string, string>>;
  /** Property types and their groups (the catalogue's propTypes and searchForm.groups). */
  propTypes: Record<string, string>;
  groups: Record<'residential' | 'commercial' | 'agriculture', string>;
  /** "By owner": a chip per poster role. */
  postedByChip: Record<string, string>;
  template: Record<TemplateKey, string>;
  /** The live count beside Search, by group: [one, many], each holding {n}. */
  count: Record<'residential' | 'commercial' | 'agriculture' | 'pg', [string, string]>;
};

const labels = (options: readonly Option[]) => Object.fromEntries(options.map((o) => [o.value, o.label]));

export const ENGLISH_FILTER_WORDS: FilterWords = {
  locale: 'en',
  ui: {
    title: 'Filters', allFilters: 'All filters', moreFilters: 'More Filter', reset: 'RESET', search: 'Search', close: 'Close filters',
    lookingTo: 'Looking to', goingTo: 'You are going to', searchProperties: 'Search properties', closeSearch: 'Close search',
    activeFilters: 'Active filters', clearAll: 'Clear all', searchType: 'Search type', resultsView: 'Results view',
    list: 'List', map: 'Map', chosenLocations: 'Chosen locations', pages: 'Result pages', previous: 'Previous page', next: 'Next page',
    placeAny: 'Search locality or city',
  },
  legend: {
    location: 'Location', propType: 'Property type', bedrooms: 'Bedrooms', bathrooms: 'Bathrooms', budget: 'Budget',
    superArea: 'Super area', carpetArea: 'Carpet area', plotArea: 'Plot area', postedBy: 'Posted by', furnishingStatus: 'Furnishing',
    facing: 'Facing', status: 'Construction status', amenities: 'Amenities', verified: 'Verified properties only',
    postedSince: 'Posted since', transcation: 'Transaction', gender: 'Gender', roomType: 'Room sharing',
  },
  options: Object.fromEntries(Object.entries(OPTION_SOURCES).map(([f, o]) => [f, labels(o)])) as FilterWords['options'],
  propTypes: {
    apartment: 'Flat/Apartment', villa: 'Villa/Bungalow', residential: 'Residential House', plot: 'Plot/Land',
    office_space: 'Office Space', commercial_shop: 'Commercial Shop', commercial_showroom: 'Commercial Showroom', warehouse: 'Warehouse',
    industrial_building: 'Industrial Building', industrial_shed: 'Industrial Shed', commercial_plot: 'Commercial Plot',
    industrial_plot: 'Industrial Plot', farm_house: 'Farm House', land: 'Agriculture Land',
  },
  groups: { residential: 'Residential', commercial: 'Commercial', agriculture: 'Agriculture' },
  postedByChip: { owner: 'By owner', agent: 'By agent', builder: 'By builder' },
  template: {
    under: 'Under {value}', above: 'Above {value}', sqft: '{value} sq ft', area: '{name} {range}', facing: '{label} facing',
    bath: '{rooms} Bath', verified: 'Verified only', drawnArea: 'Drawn area on the map', removeFilter: 'Remove filter: {label}',
    removePlace: 'Remove {label}', minimum: 'Minimum {label}', maximum: 'Maximum {label}', page: 'Page {n}',
    placeIn: 'Search locality in {city}', more: '+{n} more', moreLocations: '{n} more locations', acres: '{value} acres',
  },
  count: {
    residential: ['{n} home', '{n} homes'], commercial: ['{n} property', '{n} properties'],
    agriculture: ['{n} property', '{n} properties'], pg: ['{n} PG', '{n} PGs'],
  },
};


/** The options of a filter with their labels in the words' language. */
export const optionsIn = <O extends Option>(w: FilterWords, field: OptionField, options: readonly O[]): O[] =>
  options.map((o) => ({ ...o, label: w.options[field][o.value] ?? o.label }));

/** The label of one value of a filter, or the value itself (an unknown value from a URL still shows). */
export const optionLabel = (w: FilterWords, field: OptionField, value: string) => w.options[field][value] ?? value;

/** Money in the words' language ("₹ 45 Lac" in English, "₹45 लाख" in Hindi). */
export const priceIn = (w: FilterWords) => (n: number) => formatPrice(n, w.locale);

/** The location box's placeholder: the locality in the page's city (named in the language), or any place. */
export const placePlaceholder = (w: FilterWords, city: string) =>
  (city ? fill(w.template.placeIn, { city: placeName(city, w.locale) }) : w.ui.placeAny);

/** The two handles of a range control, named after it ("Minimum budget"). */
export const handleNames = (w: FilterWords, label: string): [string, string] =>
  [fill(w.template.minimum, { label: label.toLowerCase() }), fill(w.template.maximum, { label: label.toLowerCase() })];

/**
 * A slider's value text (components/search/slider-scales.ts writes English: "₹ 45 Lac",
 * "1.5+ Cr", "1,200 sq ft", "5 acres") in the words' language, digits kept.
 */
export function sliderTextIn(w: FilterWords, text: string): string {
  if (w.locale === 'en') return text;
  const unit = UNIT_WORDS[w.locale];
  const area = text.match(/^(.+) (sq ft|acres)$/);
  if (area) return fill(w.template[area[2] === 'sq ft' ? 'sqft' : 'acres'], { value: area[1] });
  return text.replace(/^₹ /, '₹').replace(/\bLac\b/, unit.lac).replace(/\bCr\b/, unit.cr);
}
