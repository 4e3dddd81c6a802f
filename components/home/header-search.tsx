'use client';
import '@/styles/search.css';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ENGLISH_FILTER_WORDS, handleNames, sliderTextIn } from '@/lib/search/filters/words';
import { AGRICULTURE_TYPES, BEDROOMS, COMMERCIAL_TYPES, RESIDENTIAL_TYPES, SEARCH_TYPES } from '@/lib/enums';
import { groupOfSearch, searchPath, type SearchType } from '@/lib/search-route';
import { DeferredLocationPicker } from './deferred-location-picker';
import { DeferredRangeSlider } from './deferred-range-slider';
import { useWakeOnIntent } from './use-wake-on-intent';
import { useAppSelector } from '@/store/hooks';
import { inPageLocale } from '@/lib/i18n/locales';
import { ENGLISH_SEARCH_FORM, type SearchFormWords } from './search-form-words';
import { budgetScaleFor, emptySheet, searchFromSheet, withPropType, withType, type SheetValues } from '@/components/search/sheet-values';

// A BHK choice in the hero, as 99acres and MagicBricks ask it up front;
// one value (a select), "5+" being 5 or more as in search. Plots, farm land and
// commercial types have no bedrooms, so the choice is dropped for them.
const BHK_OPTIONS = BEDROOMS.filter((b) => b.value !== 'all').map((b) => ({ value: b.value, label: b.value === '5' ? '5+ BHK' : b.label }));
const ROOMED_TYPES: readonly string[] = RESIDENTIAL_TYPES.map((t) => t.value).filter((t) => t !== 'plot');
const hasRooms = (v: SheetValues) => v.type !== 'pg' && (!v.propType[0] || ROOMED_TYPES.includes(v.propType[0]));

const TYPE_GROUPS = [
  { key: 'residential', options: RESIDENTIAL_TYPES },
  { key: 'commercial', options: COMMERCIAL_TYPES },
  { key: 'agriculture', options: AGRICULTURE_TYPES },
] as const;

/**
 * Home hero search (SPEC §2 header search): Buy / Rent / PG tabs, location,
 * property type and budget with the header bounds of SPEC §9; Search goes to
 * the search route of the chosen type's group.
 */
export function HeaderSearch({ city, words: w = ENGLISH_SEARCH_FORM }: { city: string; words?: SearchFormWords }) {
  const router = useRouter();
  const id = useId();
  const [v, setV] = useState<SheetValues>(() => emptySheet('sale', city, 'header'));
  // A city picked in the header applies to the search at once, keeping the other choices: the
  // page's server render for that city (router.refresh) arrives later, and a visitor who picks
  // Mysuru and presses Search before it must not search Bengaluru. Followed on change only: the
  // store starts at the default city until it reads the stored one.
  const storeCity = useAppSelector((s) => s.location.data.city);
  const [followed, setFollowed] = useState({ prop: city, store: storeCity });
  if (followed.prop !== city || followed.store !== storeCity) {
    const next = followed.store !== storeCity ? storeCity : city;
    setFollowed({ prop: city, store: storeCity });
    if (next && next !== v.city) setV({ ...v, city: next, location: [] });
  }
  const [sliderKey, setSliderKey] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const budget = budgetScaleFor(v.type, 'header');
  // The location picker and the slider load as the visitor heads for the form.
  const { awake, intentProps } = useWakeOnIntent();
  // The picker reads FilterWords: the page's picker words over the English (whose other parts it never shows).
  const pickerWords = useMemo(() => (w.picker ? { ...ENGLISH_FILTER_WORDS, ...w.picker } : undefined), [w.picker]);

  const choose = (t: SearchType) => {
    if (t === v.type) return;
    setV(withType(v, t, 'header'));
    setSliderKey((k) => k + 1);
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern, selection follows focus).
  const onTabKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + SEARCH_TYPES.length) % SEARCH_TYPES.length;
    choose(SEARCH_TYPES[next].value);
    tabs.current[next]?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = searchFromSheet(v, 'header', city);
    router.push(inPageLocale(searchPath(groupOfSearch(next), next)));
  };

  return (
    <div className="header-search" {...intentProps}>
      <div role="tablist" aria-label={w.tabs} className="header-search__tabs">
        {SEARCH_TYPES.map((t, i) => (
          <button key={t.value} ref={(el) => { tabs.current[i] = el; }} type="button" role="tab" id={`${id}-tab-${t.value}`}
            aria-selected={v.type === t.value} aria-controls={`${id}-panel`} tabIndex={v.type === t.value ? 0 : -1}
            className="header-search__tab" onClick={() => choose(t.value)} onKeyDown={(e) => onTabKey(e, i)}>
            {w[t.value === 'sale' ? 'buy' : t.value]}
          </button>
        ))}
      </div>
      {/* The tab panel is a div around the form: <form role="tabpanel"> is invalid HTML (W3C Nu checker). */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${v.type}`}>
      <form onSubmit={submit} className="header-search__row" aria-label={w.form}>
        <DeferredLocationPicker awake={awake} label={w.location} city={v.city || city} value={v.location} words={pickerWords}
          onChange={(location, c) => setV({ ...v, location, city: c })} />
        {v.type !== 'pg' ? (
          <div>
            <label htmlFor={`${id}-type`} className="form-label">{w.propertyType}</label>
            <select id={`${id}-type`} className="form-select" value={v.propType[0] ?? ''}
              onChange={(e) => {
                const next = withPropType(v, e.target.value ? [e.target.value] : []);
                setV(hasRooms(next) ? next : { ...next, bedrooms: [] });
              }}>
              <option value="">{w.allResidential}</option>
              {TYPE_GROUPS.map((g) => (
                <optgroup key={g.key} label={w.groups[g.key]}>
                  {g.options.map((o) => <option key={o.value} value={o.value}>{w.types[o.value] ?? o.label}</option>)}
                </optgroup>
              ))}
            </select>
          </div>
        ) : <div aria-hidden="true" />}
        {hasRooms(v) ? (
          <div>
            <label htmlFor={`${id}-bhk`} className="form-label">{w.bhk}</label>
            <select id={`${id}-bhk`} className="form-select" value={v.bedrooms[0] ?? ''}
              onChange={(e) => setV({ ...v, bedrooms: e.target.value ? [e.target.value] : [] })}>
              <option value="">{w.anyBhk}</option>
              {BHK_OPTIONS.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </select>
          </div>
        ) : <div aria-hidden="true" />}
        <DeferredRangeSlider key={sliderKey} awake={awake} label={w.budget} range={budget.range} value={v.budget}
          format={pickerWords ? (n) => sliderTextIn(pickerWords, budget.format(n)) : budget.format}
          {...(pickerWords ? { handles: handleNames(pickerWords, w.budget) } : {})} onChange={(p) => setV({ ...v, budget: p })} />
        <button type="submit" className="btn btn-primary btn-lg">{w.submit}</button>
      </form>
      </div>
    </div>
  );
}

export default HeaderSearch;
