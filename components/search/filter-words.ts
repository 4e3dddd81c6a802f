import type { Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/server/platform/i18n/translator';
import {
  ENGLISH_FILTER_WORDS, LEGEND_FIELDS, OPTION_SOURCES, TEMPLATE_KEYS, UI_KEYS, type FilterWords, type OptionField,
} from '@/lib/search/filters/words';

/**
 * The search filters' words from the catalogue's `filters` namespace, for the
 * server page to pass to the filter islands. Keys follow the registry's field
 * names and the enums' values, so a new option is a new key in messages/.
 */
export function filterWords(translate: Translator, locale: Locale): FilterWords {
  // The keys are built from the registry's names, which the typed translator cannot follow.
  const t = translate as unknown as (key: string, values?: Record<string, string | number>) => string;
  const map = <K extends string>(keys: readonly K[], text: (k: K) => string) =>
    Object.fromEntries(keys.map((k) => [k, text(k)])) as Record<K, string>;
  // Placeholders stay in the texts: the islands fill them (fill in lib/search/filters/words.ts).
  const holes = { value: '{value}', label: '{label}', name: '{name}', range: '{range}', rooms: '{rooms}', n: '{n}', city: '{city}' };
  const count = (group: string): [string, string] => [
    t(`filters.count.${group}`, { n: 1, count: '{n}' }), t(`filters.count.${group}`, { n: 2, count: '{n}' }),
  ];
  const e = ENGLISH_FILTER_WORDS;
  return {
    locale,
    ui: map(UI_KEYS, (k) => t(`filters.ui.${k}`)),
    legend: map(LEGEND_FIELDS, (k) => t(`filters.legend.${k}`)),
    options: Object.fromEntries((Object.keys(OPTION_SOURCES) as OptionField[]).map((f) => [
      f, map(OPTION_SOURCES[f].map((o) => o.value), (v) => t(`filters.options.${f}.${v}`)),
    ])) as FilterWords['options'],
    propTypes: map(Object.keys(e.propTypes), (k) => t(`propTypes.${k}`)),
    groups: map(['residential', 'commercial', 'agriculture'] as const, (g) => t(`searchForm.groups.${g}`)),
    postedByChip: map(Object.keys(e.postedByChip), (k) => t(`filters.postedByChip.${k}`)),
    template: map(TEMPLATE_KEYS, (k) => t(`filters.template.${k}`, holes)),
    count: { residential: count('residential'), commercial: count('commercial'), agriculture: count('agriculture'), pg: count('pg') },
  };
}
