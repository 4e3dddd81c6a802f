'use client';
import '@/styles/search.css';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { AGRICULTURE_TYPES, COMMERCIAL_TYPES, RESIDENTIAL_TYPES, SEARCH_TYPES } from '@/lib/enums';
import { groupOfSearch, searchPath, type SearchType } from '@/lib/search-route';
import { DeferredLocationPicker } from './deferred-location-picker';
import { DeferredRangeSlider } from './deferred-range-slider';
import { useWakeOnIntent } from './use-wake-on-intent';
import { budgetScaleFor, emptySheet, searchFromSheet, withPropType, withType, type SheetValues } from '@/components/search/sheet-values';

const TYPE_GROUPS = [
  { label: 'Residential', options: RESIDENTIAL_TYPES },
  { label: 'Commercial', options: COMMERCIAL_TYPES },
  { label: 'Agriculture', options: AGRICULTURE_TYPES },
];

/**
 * Home hero search (SPEC §2 header search): Buy / Rent / PG tabs, location,
 * property type and budget with the header bounds of SPEC §9; Search goes to
 * the search route of the chosen type's group.
 */
export function HeaderSearch({ city }: { city: string }) {
  const router = useRouter();
  const id = useId();
  const [v, setV] = useState<SheetValues>(() => emptySheet('sale', city, 'header'));
  const [sliderKey, setSliderKey] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const budget = budgetScaleFor(v.type, 'header');
  // The location picker and the slider load as the visitor heads for the form.
  const { awake, intentProps } = useWakeOnIntent();

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
    router.push(searchPath(groupOfSearch(next), next));
  };

  return (
    <div className="header-search" {...intentProps}>
      <div role="tablist" aria-label="What are you looking for" className="header-search__tabs">
        {SEARCH_TYPES.map((t, i) => (
          <button key={t.value} ref={(el) => { tabs.current[i] = el; }} type="button" role="tab" id={`${id}-tab-${t.value}`}
            aria-selected={v.type === t.value} aria-controls={`${id}-panel`} tabIndex={v.type === t.value ? 0 : -1}
            className="header-search__tab" onClick={() => choose(t.value)} onKeyDown={(e) => onTabKey(e, i)}>
            {t.value === 'pg' ? 'PG' : t.label}
          </button>
        ))}
      </div>
      {/* The tab panel is a div around the form: <form role="tabpanel"> is invalid HTML (W3C Nu checker). */}
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${v.type}`}>
      <form onSubmit={submit} className="header-search__row" aria-label="Property search">
        <DeferredLocationPicker awake={awake} label="Location" city={v.city || city} value={v.location}
          onChange={(location, c) => setV({ ...v, location, city: c })} />
        {v.type !== 'pg' ? (
          <div>
            <label htmlFor={`${id}-type`} className="form-label">Property type</label>
            <select id={`${id}-type`} className="form-select" value={v.propType[0] ?? ''}
              onChange={(e) => setV(withPropType(v, e.target.value ? [e.target.value] : []))}>
              <option value="">All residential</option>
              {TYPE_GROUPS.map((g) => (
                <optgroup key={g.label} label={g.label}>
                  {g.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
                </optgroup>
              ))}
            </select>
          </div>
        ) : <div aria-hidden="true" />}
        <DeferredRangeSlider key={sliderKey} awake={awake} label="Budget" range={budget.range} value={v.budget}
          format={budget.format} onChange={(p) => setV({ ...v, budget: p })} />
        <button type="submit" className="btn btn-primary btn-lg">Search</button>
      </form>
      </div>
    </div>
  );
}

export default HeaderSearch;
