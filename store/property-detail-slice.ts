import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storedDataCleared } from './shared-actions';

// SPEC §3 "property-detail data". The spec names no detail call, so the page
// that loads it hands the result in; the shape is left open.

export type PropertyDetailState = { data: Record<string, unknown> | null };
export const propertyDetailInitial: PropertyDetailState = { data: null };

const slice = createSlice({
  name: 'propertyDetail',
  initialState: propertyDetailInitial,
  reducers: {
    setPropertyDetail: (s, a: PayloadAction<Record<string, unknown> | null>) => { s.data = a.payload; },
    clearPropertyDetail: () => propertyDetailInitial,
  },
  extraReducers: (b) => {
    b.addCase(storedDataCleared, () => propertyDetailInitial);
  },
});

export const propertyDetailReducer = slice.reducer;
export const { setPropertyDetail, clearPropertyDetail } = slice.actions;
