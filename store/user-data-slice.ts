import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { AppError } from '@/lib/app-error';
import { fetchPublicUser } from '@/services/api/auth';
import type { Payload } from '@/services/api/types';

// SPEC §3 "user details without login" (public profile pages).

export type UserDataState = { userData: unknown; inProgress: boolean; error: string | null };
export const userDataInitial: UserDataState = { userData: null, inProgress: false, error: null };

export const loadPublicUser = createAsyncThunk<unknown, Payload, { rejectValue: string }>(
  'userData/load',
  async (body, { rejectWithValue }) => {
    try {
      return (await fetchPublicUser(body)).data;
    } catch (e) {
      return rejectWithValue(e instanceof AppError ? e.message : 'Something Went Wrong');
    }
  },
);

const slice = createSlice({
  name: 'userData',
  initialState: userDataInitial,
  reducers: { clearUserData: () => userDataInitial },
  extraReducers: (b) => {
    b.addCase(loadPublicUser.pending, (s) => { s.inProgress = true; s.error = null; });
    b.addCase(loadPublicUser.fulfilled, (s, a) => { s.inProgress = false; s.userData = a.payload; });
    b.addCase(loadPublicUser.rejected, (s, a) => {
      s.inProgress = false;
      s.error = a.payload ?? 'Something Went Wrong';
    });
  },
});

export const userDataReducer = slice.reducer;
export const { clearUserData } = slice.actions;
