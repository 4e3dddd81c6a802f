// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ViewToggle } from '@/components/search/view-toggle';
import { setDrawnListPath } from '@/components/map/drawn-area';
import { EMPTY_SEARCH, listViewPath, parseSearchId, type SearchState } from '@/lib/search-route';
import type { LatLng } from '@/lib/map/geo';

const MYSURU: SearchState = { ...EMPTY_SEARCH, type: 'sale', location: [{ label: 'Mysuru', value: { city: 'Mysuru', locality: '' } }] };
const ON_MAP: SearchState = { ...MYSURU, view: 'map', box: { west: 76.5, south: 12.2, east: 76.8, north: 12.4 }, zoom: 12 };
const AREA: LatLng[] = [[12.3, 76.6], [12.35, 76.6], [12.35, 76.66], [12.3, 76.66]];

// What the map does when an area is drawn or cleared: it publishes that area's list path.
const mapDraws = (state: SearchState, area: LatLng[]) => setDrawnListPath(listViewPath('residential', state, area));

afterEach(() => setDrawnListPath(null));

const links = () => {
  const nav = screen.getByRole('navigation', { name: 'Results view' });
  const list = nav.querySelector<HTMLAnchorElement>('a:first-child')!;
  expect(list).toHaveTextContent('List');
  return { list, id: parseSearchId(decodeURIComponent(list.getAttribute('href')!.replace(/^\/search\/residential\//, '').replace(/\?.*$/, ''))) };
};

describe('the results-view toggle', () => {
  it("on the map view, the List link takes an area drawn on the map at once (no server round trip), without the map's box", () => {
    render(<ViewToggle group="residential" state={ON_MAP} query="?sort=newest" />);
    expect(links().id.area).toBeUndefined();
    act(() => mapDraws(ON_MAP, AREA));
    const { list, id } = links();
    expect(id.area).toEqual(AREA);
    expect(id.view).toBeUndefined();
    expect(id.box).toBeUndefined();
    expect(list.getAttribute('href')).toMatch(/&area=[\d.,_]+\?sort=newest$/);
    expect(list).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
  });

  it("keeps the page's own area until the map changes it, and drops it once the map clears it", () => {
    render(<ViewToggle group="residential" state={{ ...ON_MAP, area: AREA }} query="" />);
    expect(links().id.area).toEqual(AREA);
    act(() => mapDraws({ ...ON_MAP, area: AREA }, []));
    expect(links().id.area).toBeUndefined();
  });

  it('on the list view, List is the current page and Map is a button (no crawlable link) opening the same search on the map', () => {
    render(<ViewToggle group="residential" state={{ ...MYSURU, area: AREA }} query="?sort=newest" />);
    expect(links().list).toHaveAttribute('aria-current', 'page');
    expect(links().id.area).toEqual(AREA);
    expect(screen.queryByRole('link', { name: 'Map' })).toBeNull();
    const form = screen.getByRole('button', { name: 'Map' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    const id = parseSearchId(decodeURIComponent(form.getAttribute('action')!.replace(/^\/search\/residential\//, '')));
    expect(id.view).toBe('map');
    expect(id.area).toEqual(AREA);
    // The sort survives the form (a GET form replaces the action's query with its fields).
    expect(form.querySelector('input[name=sort]')).toHaveAttribute('value', 'newest');
  });
});
