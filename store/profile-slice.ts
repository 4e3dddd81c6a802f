import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { AppError } from '@/lib/app-error';
import * as profileApi from '@/services/api/profile';
import type { BuilderProfilePayload, MyProfile, ProfileUpdatePayload, UserType } from '@/services/api/types';
import { sessionCleared, storedDataCleared } from './shared-actions';

// SPEC §3 agent/builder/owner profile data. One record tagged with its role
// (a user has one role at a time). Save failures are silent (SPEC §8): the
// error flag is set but no message is meant for a toast.

export type ProfileState = {
  data: MyProfile | null;
  role: UserType | null;
  inProgress: boolean;
  error: boolean;
};
export const profileInitial: ProfileState = { data: null, role: null, inProgress: false, error: false };

export const loadMyProfile = createAsyncThunk<MyProfile, void, { rejectValue: string }>(
  'profile/load',
  async (_, { rejectWithValue }) => {
    try {
      return (await profileApi.fetchMyProfile()).data;
    } catch (e) {
      return rejectWithValue(e instanceof AppError ? e.message : 'Something Went Wrong');
    }
  },
);

/** Which update-*-profile call to use; the spec names no owner endpoint, so the caller picks. */
export type ProfileEndpoint = 'buyer' | 'agent' | 'builder';
export type SaveProfileArg =
  | { endpoint: 'buyer' | 'agent'; payload: ProfileUpdatePayload }
  | { endpoint: 'builder'; payload: BuilderProfilePayload };

// Looked up at call time (not captured) so the services stay replaceable in tests.
function save({ endpoint, payload }: SaveProfileArg) {
  if (endpoint === 'builder') return profileApi.updateBuilderProfile(payload);
  return endpoint === 'agent' ? profileApi.updateAgentProfile(payload) : profileApi.updateBuyerProfile(payload);
}

export const saveProfile = createAsyncThunk<void, SaveProfileArg, { rejectValue: string }>(
  'profile/save',
  async (arg, { rejectWithValue }) => {
    try {
      await save(arg);
    } catch (e) {
      return rejectWithValue(e instanceof AppError ? e.message : 'Something Went Wrong');
    }
  },
);

const slice = createSlice({
  name: 'profile',
  initialState: profileInitial,
  reducers: { clearProfile: () => profileInitial },
  extraReducers: (b) => {
    for (const t of [loadMyProfile, saveProfile] as const) {
      b.addCase(t.pending, (s) => { s.inProgress = true; s.error = false; });
      b.addCase(t.rejected, (s) => { s.inProgress = false; s.error = true; });
    }
    b.addCase(loadMyProfile.fulfilled, (s, { payload }) => {
      s.inProgress = false;
      s.data = payload;
      s.role = payload?.user?.role_type ?? null;
    });
    b.addCase(saveProfile.fulfilled, (s, { meta }) => {
      s.inProgress = false;
      // Mirror the saved fields so the view page shows them without a refetch.
      s.data = { ...(s.data ?? {}), user: { ...(s.data?.user ?? {}), ...meta.arg.payload } };
    });
    b.addCase(storedDataCleared, () => profileInitial);
    b.addCase(sessionCleared, () => profileInitial);
  },
});

export const profileReducer = slice.reducer;
export const { clearProfile } = slice.actions;
