import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CITY } from '@/lib/constants';
import { cityFromDetailId, writeCityCookie } from '@/lib/city';
import { getItem, setItems } from '@/lib/storage';
import type { LocationOption } from '@/services/api/types';
import type { AppThunk } from './store';

// SPEC §3 location state and §4 "Location update". Storage writes happen in
// the thunks; reducers only mirror the result.

export type LocationData = { city: string; locality: string[] };
export type LocationState = {
  selectType: string;
  selectedOptions: LocationOption[];
  data: LocationData;
};

export const locationInitial: LocationState = {
  selectType: '',
  selectedOptions: [],
  data: { city: DEFAULT_CITY, locality: [] },
};

const slice = createSlice({
  name: 'location',
  initialState: locationInitial,
  reducers: {
    setSelectType: (s, a: PayloadAction<string>) => { s.selectType = a.payload; },
    setSelectedOptions: (s, a: PayloadAction<LocationOption[]>) => { s.selectedOptions = a.payload; },
    locationChanged: (s, a: PayloadAction<Partial<LocationData> & { city: string }>) => {
      s.data = { city: a.payload.city, locality: a.payload.locality ?? s.data.locality };
    },
    resetLocation: () => locationInitial,
  },
});

export const locationReducer = slice.reducer;
export const { setSelectType, setSelectedOptions, locationChanged, resetLocation } = slice.actions;

/** Saves the city as current, and as previous when non-empty (so a dismissed dialog can restore it). */
export const updateLocation =
  (next: Partial<LocationData> & { city: string }): AppThunk =>
  (dispatch) => {
    setItems({ city_name: next.city, ...(next.city ? { prev_city_name: next.city } : {}) });
    // Mirrored so server-rendered pages see the same city on the next request (lib/city).
    writeCityCookie(next.city);
    dispatch(locationChanged(next));
  };

/** SPEC §2: dismissing the dialog without a choice restores the previous city. */
export const restorePreviousCity = (): AppThunk => (dispatch) => {
  dispatch(updateLocation({ city: getItem('prev_city_name') || DEFAULT_CITY }));
};

/**
 * Client start-up city: the stored one; else, on a detail page, the id's city
 * (rule of lib/city); else the city the server rendered with (its cookie), else
 * Bengaluru. A stored city the cookie lacks is mirrored into it for the next
 * server render. Nothing else is saved until the user picks.
 */
export const loadStoredLocation =
  (detailId?: string): AppThunk =>
  (dispatch, getState) => {
    const stored = getItem('city_name');
    const rendered = getState().location.data.city;
    const city = stored || (detailId && cityFromDetailId(detailId)) || rendered || DEFAULT_CITY;
    if (stored && stored !== rendered) writeCityCookie(stored);
    dispatch(locationChanged({ city }));
  };
