import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CITY } from '@/lib/constants';
import { cityFromDetailId, writeCityCookie } from '@/lib/city';
import { getItem, setItems } from '@/lib/storage';
import type { AppThunk } from './store';

// SPEC §3 location state and §4 "Location update". Storage writes happen in
// the thunks; reducers only mirror the result. The spec's selectType and
// selectedOptions are not kept: the filter forms' chosen places live in their
// filter slice (store/filter-slice-factory.ts), and nothing else read them.

export type LocationData = { city: string; locality: string[] };
export type LocationState = {
  data: LocationData;
  /**
   * The city the current page is about (a search or landing page), or null.
   * While set, the header shows it over the stored city; it is never saved.
   */
  pageCity: string | null;
};

export const locationInitial: LocationState = {
  data: { city: DEFAULT_CITY, locality: [] },
  pageCity: null,
};

const slice = createSlice({
  name: 'location',
  initialState: locationInitial,
  reducers: {
    locationChanged: (s, a: PayloadAction<Partial<LocationData> & { city: string }>) => {
      s.data = { city: a.payload.city, locality: a.payload.locality ?? s.data.locality };
    },
    pageCityEntered: (s, a: PayloadAction<string>) => {
      s.pageCity = a.payload;
      s.data = { city: a.payload, locality: [] };
    },
    pageCityCleared: (s) => { s.pageCity = null; },
  },
});

export const locationReducer = slice.reducer;
export const { locationChanged, pageCityEntered, pageCityCleared } = slice.actions;

/** Saves the city as current, and as previous when non-empty (so a dismissed dialog can restore it). */
export const updateLocation =
  (next: Partial<LocationData> & { city: string }): AppThunk =>
  (dispatch) => {
    setItems({ city_name: next.city, ...(next.city ? { prev_city_name: next.city } : {}) });
    // Mirrored so server-rendered pages see the same city on the next request (lib/city).
    writeCityCookie(next.city);
    dispatch(locationChanged(next));
  };

/**
 * SPEC §2: dismissing the dialog without a choice restores the previous city; with
 * none, the one the header shows (the page's own city on a Mysuru page, else Bengaluru).
 */
export const restorePreviousCity = (): AppThunk => (dispatch, getState) => {
  dispatch(updateLocation({ city: getItem('prev_city_name') || getState().location.data.city || DEFAULT_CITY }));
};

/** Leaving a page that has its own city: the header goes back to the stored city (default Bengaluru). */
export const leavePageCity = (): AppThunk => (dispatch) => {
  dispatch(pageCityCleared());
  dispatch(locationChanged({ city: getItem('city_name') || DEFAULT_CITY, locality: [] }));
};

/**
 * Client start-up city: the page's own city on search and landing pages (lib/page-city);
 * else the stored one; else, on a detail page, the id's city
 * (rule of lib/city); else the city the server rendered with (its cookie), else
 * Bengaluru. A stored city the cookie lacks is mirrored into it for the next
 * server render. Nothing else is saved until the user picks.
 */
export const loadStoredLocation =
  (detailId?: string): AppThunk =>
  (dispatch, getState) => {
    const stored = getItem('city_name');
    const { data: { city: rendered }, pageCity } = getState().location;
    const city = pageCity || stored || (detailId && cityFromDetailId(detailId)) || rendered || DEFAULT_CITY;
    if (stored && stored !== rendered) writeCityCookie(stored);
    dispatch(locationChanged({ city }));
  };
