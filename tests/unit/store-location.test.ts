// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { getItem, setItem } from '@/lib/storage';
import { makeStore } from '@/store/store';
import {
  leavePageCity, loadStoredLocation, locationInitial, pageCityEntered, restorePreviousCity, updateLocation,
} from '@/store/location-slice';

beforeEach(() => localStorage.clear());

describe('location slice (SPEC §3, §4 Location update)', () => {
  it('defaults to Bengaluru with nothing selected', () => {
    expect(makeStore().getState().location).toEqual({ data: { city: 'Bengaluru', locality: [] }, pageCity: null });
  });

  it('saves the city as current and previous; an empty city keeps the previous one', () => {
    const store = makeStore();
    store.dispatch(updateLocation({ city: 'Mysuru', locality: ['Vijayanagar'] }));
    expect(store.getState().location.data).toEqual({ city: 'Mysuru', locality: ['Vijayanagar'] });
    expect([getItem('city_name'), getItem('prev_city_name')]).toEqual(['Mysuru', 'Mysuru']);

    store.dispatch(updateLocation({ city: '', locality: [] }));
    expect(store.getState().location.data.city).toBe('');
    expect([getItem('city_name'), getItem('prev_city_name')]).toEqual(['', 'Mysuru']);

    store.dispatch(restorePreviousCity());
    expect(store.getState().location.data.city).toBe('Mysuru');
    expect(getItem('city_name')).toBe('Mysuru');
  });

  it('restores Bengaluru when there is no previous city', () => {
    const store = makeStore();
    store.dispatch(restorePreviousCity());
    expect(store.getState().location.data.city).toBe('Bengaluru');
  });

  it('loads the stored city, else the detail id city, else the server-rendered city, else Bengaluru', () => {
    const store = makeStore();
    store.dispatch(loadStoredLocation('3-bhk-flat-42-hyderabad'));
    expect(store.getState().location.data.city).toBe('Hyderabad');
    setItem('city_name', 'Chennai');
    store.dispatch(loadStoredLocation('3-bhk-flat-42-hyderabad'));
    expect(store.getState().location.data.city).toBe('Chennai');
    expect(document.cookie).toContain('city_name=Chennai');
    localStorage.clear();
    store.dispatch(loadStoredLocation());
    expect(store.getState().location.data.city).toBe('Chennai');
    const fresh = makeStore({ location: { ...makeStore().getState().location, data: { city: 'Mysuru', locality: [] } } });
    fresh.dispatch(loadStoredLocation());
    expect(fresh.getState().location.data.city).toBe('Mysuru');
    expect(makeStore().getState().location.data.city).toBe('Bengaluru');
  });

  it("a search or landing page's own city wins over the stored one at start-up, and is never saved (issue 21 §4)", () => {
    setItem('city_name', 'Chennai');
    // As the root layout preloads it on /rs/2-bhk-for-rent-in-mysore-rd.
    const store = makeStore({ location: { ...locationInitial, data: { city: 'Mysuru', locality: [] }, pageCity: 'Mysuru' } });
    store.dispatch(loadStoredLocation());
    expect(store.getState().location.data.city).toBe('Mysuru');
    expect(getItem('city_name')).toBe('Chennai');
  });

  it('entering a page with its own city shows it; leaving goes back to the stored city, else Bengaluru', () => {
    const store = makeStore();
    store.dispatch(pageCityEntered('Mysuru'));
    expect(store.getState().location).toMatchObject({ pageCity: 'Mysuru', data: { city: 'Mysuru' } });
    expect(getItem('city_name')).toBeNull();
    store.dispatch(leavePageCity());
    expect(store.getState().location).toMatchObject({ pageCity: null, data: { city: 'Bengaluru' } });
    setItem('city_name', 'Pune');
    store.dispatch(pageCityEntered('Mysuru'));
    store.dispatch(leavePageCity());
    expect(store.getState().location.data.city).toBe('Pune');
  });

  it("dismissing the city dialog on a Mysuru page with no previous city keeps Mysuru, not Bengaluru", () => {
    const store = makeStore();
    store.dispatch(pageCityEntered('Mysuru'));
    store.dispatch(restorePreviousCity());
    expect(store.getState().location.data.city).toBe('Mysuru');
  });

  it('mirrors the chosen city into the city cookie', () => {
    makeStore().dispatch(updateLocation({ city: 'Chennai' }));
    expect(document.cookie).toContain('city_name=Chennai');
  });
});
