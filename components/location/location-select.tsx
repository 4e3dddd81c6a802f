'use client';
import Select, { components, type AriaLiveMessages, type GroupProps, type MenuListProps, type MultiValue } from 'react-select';
import { fill } from '@/lib/i18n/fill';
import { useEffect, useId, useMemo, useRef, type UIEvent } from 'react';
import { AUTOCOMPLETE_MENU_MAX_PX, AUTOCOMPLETE_SCROLL_THRESHOLD_PX } from '@/lib/constants';
import type { LocationOption } from '@/services/api/types';
import { GROUP_WORDS, groupByCity, useLocalitySearch, type OptionGroup } from './use-locality-search';

type Props = {
  label: string;
  city: string;
  value: LocationOption[];
  onChange: (v: LocationOption[]) => void;
  placeholder?: string;
  hideLabel?: boolean;
  autoFocus?: boolean;
  /** Text typed into a stand-in box before this loaded: kept, searched and shown. */
  initialQuery?: string;
  /** The menu's own lines in the page's language; English by default. */
  menuWords?: { searching: string; noMatch: string; live?: LiveWords } & Partial<typeof GROUP_WORDS>;
};

/** Pages in more options when the list is scrolled within 10 px of its end. */
function MenuList(props: MenuListProps<LocationOption, true, OptionGroup>) {
  const loadMore = (props.selectProps as unknown as { onLoadMore: () => void }).onLoadMore;
  return (
    <components.MenuList
      {...props}
      innerProps={{
        ...props.innerProps,
        onScroll: (e: UIEvent<HTMLDivElement>) => {
          const el = e.currentTarget;
          if (el.scrollHeight - el.scrollTop - el.clientHeight <= AUTOCOMPLETE_SCROLL_THRESHOLD_PX) loadMore();
        },
      }}
    />
  );
}

/** A named group for screen readers too: "In Bengaluru", "In other cities". */
function Group(props: GroupProps<LocationOption, true, OptionGroup>) {
  return <components.Group {...props} innerProps={{ ...props.innerProps, role: 'group', 'aria-labelledby': props.headingProps.id }} />;
}

/** What the select announces to screen readers, in the page's language; without them react-select's English. */
export type LiveWords = { chosen: string; removed: string; focus: string; results: string; guideMenu: string; guideInput: string };

function liveMessages(w: LiveWords): AriaLiveMessages<LocationOption, true, OptionGroup> {
  return {
    guidance: ({ context }) => (context === 'menu' ? w.guideMenu : context === 'input' ? w.guideInput : ''),
    onChange: ({ action, label }) => fill(action === 'select-option' ? w.chosen : w.removed, { label }),
    onFilter: () => '',
    onFocus: ({ label, focused, options }) => {
      const flat = options.flatMap((o) => ('options' in o ? [...o.options] : [o]));
      return fill(w.focus, { label, n: flat.indexOf(focused) + 1, count: flat.length });
    },
  };
}

const MENU_WORDS = { searching: 'Searching…', noMatch: 'No matching locality', ...GROUP_WORDS };

/** Multi-select over localities and cities with paged autocomplete (SPEC §9 settings). */
export function LocationSelect({ label, city, value, onChange, placeholder, hideLabel, autoFocus, initialQuery, menuWords = MENU_WORDS }: Props) {
  const id = useId();
  const { options, loading, onInput, loadMore } = useLocalitySearch(city);
  const grouped = useMemo(() => groupByCity(options, city, { ...GROUP_WORDS, ...menuWords }), [options, city, menuWords]);
  // The menu may open on the first keystroke: only an empty box lists the city's localities.
  const typed = useRef(initialQuery ?? '');
  useEffect(() => {
    if (initialQuery) onInput(initialQuery);
    // Once, for the text typed before the select loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>{label}</label>
      <Select<LocationOption, true, OptionGroup>
        inputId={id}
        instanceId={id}
        isMulti
        value={value}
        options={grouped}
        isLoading={loading}
        placeholder={placeholder ?? 'Search locality or city'}
        filterOption={null}
        getOptionValue={(o) => `${o.value.city}|${o.value.locality}`}
        onInputChange={(q, meta) => { if (meta.action === 'input-change') { typed.current = q; onInput(q); } }}
        onMenuOpen={() => { if (!typed.current) onInput(''); }}
        onChange={(v: MultiValue<LocationOption>) => onChange([...v])}
        maxMenuHeight={AUTOCOMPLETE_MENU_MAX_PX}
        components={{ MenuList, Group }}
        {...({ onLoadMore: loadMore } as object)}
        noOptionsMessage={() => (loading ? menuWords.searching : menuWords.noMatch)}
        {...(menuWords.live ? { ariaLiveMessages: liveMessages(menuWords.live), screenReaderStatus: ({ count }: { count: number }) => fill(menuWords.live!.results, { n: count }) } : {})}
        aria-label={label}
        autoFocus={autoFocus}
        defaultInputValue={initialQuery}
        defaultMenuIsOpen={!!initialQuery && !!autoFocus}
      />
    </div>
  );
}
